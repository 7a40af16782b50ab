import { z } from 'zod';
import type { MemberFixture } from '@cepa/core/backend';
import { basketSummarySchema, memberDataSchema, type MemberData, type NewsletterPayload } from '../api';

/** The banner endpoint named in the page fixtures (`page.layout.banner.endpoint`). */
export const fundingBannerEndpoint = 'funding_banner';

/** Subscribers already on the list when the backend starts. */
export const initialSubscribers: NewsletterPayload[] = [
  { email: 'ya.suscrita@example.com', site: 'solera', language: 'es', origin: 'footer' },
  { email: 'already@example.com', site: 'brava', language: 'en', origin: 'footer' },
];

/** Checkout data of a fixture member, as the club call returns it. */
export function memberDataFor(member: MemberFixture): MemberData {
  return memberDataSchema.parse({
    personal_information: {
      document_type: 'dni',
      document_number: `${String(member.id).padStart(8, '0')}${'TRWAGMYFPDXBNJZSQVHLCKE'[member.id % 23]}`,
      name: member.name,
      surname: member.surname,
      email: member.email,
      phone_number: `+34 600 000 ${String(member.id).padStart(3, '0')}`,
      has_newsletter_subscription: member.id === 1,
    },
    billing_address:
      member.id === 1
        ? {
            document_type: 'dni',
            document_number: '00000001R',
            company: null,
            first_name: member.name,
            last_name: member.surname,
            email: member.email,
            line1: 'Calle Mayor 1',
            line2: null,
            country: 'ES',
            state: 'La Rioja',
            postcode: '26200',
            locality: 'Haro',
          }
        : null,
  });
}

function basketLine(id: number) {
  return {
    id,
    quantity: 1 + (id % 3),
    total_price: '24.50',
    vouchers_discount_per_unit: '0.00',
    variant: null,
    error: null,
    product: {
      id: 100 + id,
      title: `Vino ${id}`,
      label: 'Tinto',
      image_url: '',
      price_with_discount: '24.50',
    },
  };
}

/** A basket body with `count` lines; the header parses only what it needs. */
export function basketWithLines(count: number) {
  return basketSummarySchema.parse({
    lines: Array.from({ length: count }, (_, i) => basketLine(i + 1)),
    total_price: (24.5 * count).toFixed(2),
    max_quantity: 10,
    vouchers_discount: '0.00',
    shipping_price: '0.00',
    subtotal: (24.5 * count).toFixed(2),
  });
}

export const initialBasket = basketWithLines(2);

export const credentialsSchema = z.object({ email: z.string(), password: z.string() });
