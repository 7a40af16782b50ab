/** The embedded test provider's cards, as a customer types them (any future expiry, any CVC). */
export const testCards = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
} as const satisfies { success: string; declined: string; insufficientFunds: string };
