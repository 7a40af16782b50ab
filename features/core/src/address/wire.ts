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
