import { freshStoryState } from '@cepa/core/stories';

export {
  navigations,
  languageOf,
  brandOf,
  withSliceProviders as withShopProviders,
  logInAs,
} from '@cepa/core/stories';

const sessionCookies = ['cepa_session', 'cepa_visitor'];

/** A fresh embedded backend and no session or visitor cookie, before and after each story. */
export const freshState = freshStoryState(() => {
  for (const name of sessionCookies) document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
});

/**
 * A story's `beforeEach` part: an anonymous visitor (no session) adds these products through the
 * basket call, so the visitor cookie is the one the embedded backend set.
 */
export async function visitorAdds(lines: { productId: number; quantity: number }[]): Promise<void> {
  await fetch('/api/club/logout/', { method: 'POST' });
  for (const line of lines) {
    const response = await fetch('/api/ecom/basket/add_product/?language=es', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ product_id: line.productId, quantity: line.quantity }),
    });
    if (!response.ok) throw new Error(`Adding product ${line.productId} answered ${response.status}`);
  }
}
