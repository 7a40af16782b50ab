import type { Language } from '@cepa/core/config';
import { remoteAtom } from '@cepa/core/remote';
import { reportError } from '@cepa/core/report';
import type { Member, MemberData } from '@cepa/core/session';
import { fetchMemberData } from '@cepa/core/session-api';
import { fetchShippingCountries, type ShippingCountry } from '../api';

/** What the checkout needs before its forms show. */
export type CheckoutPreparation = {
  countries: ShippingCountry[];
  member: Member | null;
  /** The member's checkout data; null for a visitor, or when the call failed (then a visitor, SPEC §6). */
  memberData: MemberData | null;
};

/**
 * The shipping countries in the page's language and, for a member, the member's checkout data (SPEC
 * §6: if that call fails the member is treated as a visitor). Fails when the countries cannot be read.
 */
export const checkoutPreparationAtom = remoteAtom(
  async ({
    language,
    member,
  }: {
    language: Language;
    member: Member | null;
  }): Promise<CheckoutPreparation> => {
    const memberData = member
      ? fetchMemberData().catch((error: unknown) => {
          reportError(error, 'shop: member checkout data (treated as a visitor)');
          return null;
        })
      : Promise.resolve(null);
    const [countries, data] = await Promise.all([fetchShippingCountries(language), memberData]);
    return { countries, member: data ? member : null, memberData: data };
  },
  { report: 'shop: preparing the checkout' },
);
checkoutPreparationAtom.debugLabel = 'shop/checkoutPreparation';
