import { HttpResponse } from 'msw';
import { sessionRoutes } from '../session/routes';
import { backend } from './backend';
import { routeName } from '../http/routes';
import { currentMember, noAuthenticatedMember, type MemberFixture } from './members';
import { profileOf } from './profiles';

/**
 * The visitor's session in the embedded backend: who is logged in (the members and sessions of
 * `members.ts`) and the member's checkout data. Baskets are the shop's (`@cepa/shop/fake`).
 */

/** A basket line in the basket call's shape (SPEC §3), for stories that need a basket of a given size. */
export function basketLine(id: number) {
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
      url: null,
    },
  };
}

/** A basket body with `count` lines. */
export function basketWithLines(count: number) {
  return {
    lines: Array.from({ length: count }, (_, i) => basketLine(i + 1)),
    total_price: (24.5 * count).toFixed(2),
    max_quantity: 10,
    vouchers_discount: '0.00',
    shipping_price: '0.00',
    total_tax: (24.5 * count - (24.5 * count) / 1.21).toFixed(2),
    subtotal: (24.5 * count).toFixed(2),
    voucher_code: null,
  };
}
export type BasketBody = ReturnType<typeof basketWithLines>;

/** Checkout data of a fixture member, as SPEC §7's member_data call returns it (from the profile now). */
export function memberDataFor(member: MemberFixture) {
  const profile = profileOf(member);
  return {
    personal_information: {
      document_type: profile.document_type,
      document_number: profile.document_number,
      name: profile.name,
      surname: profile.surname,
      email: profile.email,
      phone_number: profile.phone_number,
      has_newsletter_subscription: profile.has_newsletter_subscription,
    },
    billing_address: profile.billing_address,
  };
}

const member = backend.call(sessionRoutes.member, ({ cookies }) => {
  const found = currentMember({ cookies });
  return HttpResponse.json({
    member: found
      ? {
          name: found.name,
          surname: found.surname,
          email: found.email,
          has_newsletter_subscription: memberDataFor(found).personal_information.has_newsletter_subscription,
        }
      : null,
  });
});

const memberData = backend.call(sessionRoutes.memberData, ({ cookies }) => {
  const found = currentMember({ cookies });
  if (!found) return noAuthenticatedMember();
  return HttpResponse.json(memberDataFor(found));
});

/** The session's calls in the embedded backend, and their names for faults. */
export const session = {
  handlers: [member, memberData].map((call) => call.handler),
  /** `basket` is served by the shop's embedded backend (its baskets); named here for the header's faults. */
  calls: { member: member.name, memberData: memberData.name, basket: routeName(sessionRoutes.basket) },
} as const;
