import { z } from 'zod';

/**
 * SPEC §3 billing address on the wire (booking billing, club address form, member checkout data):
 * snake_case; `company`, `line2` and `state` may be empty, and so may the names of a company.
 */
export const addressPayloadSchema = z.object({
  document_type: z.string().min(1),
  document_number: z.string().min(1),
  company: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().min(1),
  line1: z.string().min(1),
  line2: z.string(),
  country: z.string().min(1),
  state: z.string(),
  postcode: z.string().min(1),
  locality: z.string().min(1),
});
export type AddressPayload = z.infer<typeof addressPayloadSchema>;

/** The address without its document on the wire (the shop's shipping address, before its own keys). */
export type PostalAddressPayload = Omit<AddressPayload, 'document_type' | 'document_number'>;

/**
 * SPEC §3's address as every call that reads one may give it (booking intent, member checkout data,
 * club address): the parts a company or a short address leaves out missing, null or empty.
 */
export type AddressPayloadInput = Pick<
  AddressPayload,
  'document_type' | 'document_number' | 'email' | 'line1' | 'country' | 'postcode' | 'locality'
> & {
  [K in 'company' | 'first_name' | 'last_name' | 'line2' | 'state']?: string | null;
};

/** SPEC §9: Spain's ISO code, first in every country list. */
export const firstCountry = 'ES';

/**
 * SPEC §9: a country list with Spain first, whatever order the backend gave; the others keep theirs.
 * `codeOf` reads an entry's ISO code (`iso_code` in the shop's list, `value` in the option lists).
 */
export function spainFirst<T>(countries: readonly T[], codeOf: (country: T) => string): T[] {
  return [
    ...countries.filter((country) => codeOf(country) === firstCountry),
    ...countries.filter((country) => codeOf(country) !== firstCountry),
  ];
}
