import { inLanguage } from '@cepa/core/i18n';
import { HttpResponse } from 'msw';
import { z } from 'zod';
import {
  backend,
  badPayload,
  jsonBody,
  profileOf,
  updateProfile,
  type MemberFixture,
} from '@cepa/core/backend';
import { languages, type Language } from '@cepa/core/config';
import { isSpanishId, matchesPostcode, phonePattern } from '@cepa/core/form';
import { countryNames, postcodePatterns } from '@cepa/shop/fake';
import { clubRoutes } from '../routes';
import { withMember } from './club';
import { clubPaths } from './fixtures';

/**
 * The member's personal information and billing address in the embedded club (SPEC §3, §5, §7): read
 * from and written to the core backend's member profile, which the checkout's member data reads too.
 */

export function personalInformationBody(member: MemberFixture, language: Language) {
  const profile = profileOf(member);
  return {
    member_number: member.member_number,
    personal_information: {
      title: profile.title,
      name: profile.name,
      surname: profile.surname,
      email: profile.email,
      phone_number: profile.phone_number,
      document_type: profile.document_type,
      document_number: profile.document_number,
      birthday: profile.birthday,
      language: profile.language,
      nationality: profile.nationality,
      company_name: profile.company_name,
    },
    address: profile.billing_address,
    options: {
      language: [
        { value: 'es', text: 'Español' },
        { value: 'en', text: 'English' },
      ],
      country: Object.entries(countryNames).map(([value, name]) => ({
        value,
        text: inLanguage(name, language),
      })),
    },
    country_postcode_regex_map: postcodePatterns,
  };
}

const personalInformation = backend.call(
  clubRoutes.personalInformation,
  withMember((member, _request, language) => HttpResponse.json(personalInformationBody(member, language))),
);

const patchSchema = z.object({
  phone_number: z.string().regex(phonePattern),
  birthday: z.iso.date().nullable(),
  language: z.enum(languages),
  nationality: z.string(),
  company_name: z.string(),
});

/** SPEC §7 PATCH personal information: only what a member may change; anything else is refused. */
const updatePersonalInformation = backend.call(
  clubRoutes.updatePersonalInformation,
  withMember(async (member, request, language) => {
    const body = await jsonBody(request);
    const parsed = patchSchema.strict().safeParse(body);
    if (!parsed.success) return badPayload(parsed.error);
    updateProfile(member, {
      phone_number: parsed.data.phone_number,
      birthday: parsed.data.birthday,
      language: parsed.data.language,
      nationality: parsed.data.nationality || null,
      company_name: parsed.data.company_name || null,
    });
    return HttpResponse.json(personalInformationBody(member, language));
  }),
);

/** SPEC §7: the address to go to after a save; the personal information page in the member's language. */
const personalInformationUrl = backend.call(
  clubRoutes.personalInformationUrl,
  withMember((member) =>
    HttpResponse.json({ url: inLanguage(clubPaths.personalInformation, profileOf(member).language) }),
  ),
);

const addressSchema = z
  .object({
    document_type: z.enum(['dni', 'passport', 'nif_cif']),
    document_number: z.string().min(1),
    company: z.string().nullable(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    email: z.email(),
    line1: z.string().min(1),
    line2: z.string().nullable(),
    country: z.string().min(2),
    state: z.string().nullable(),
    postcode: z.string().min(1),
    locality: z.string().min(1),
  })
  .refine((a) => a.document_type !== 'dni' || isSpanishId(a.document_number), {
    path: ['document_number'],
    message: 'Not a valid DNI',
  })
  .refine((a) => matchesPostcode(a.postcode, postcodePatterns[a.country]), {
    path: ['postcode'],
    message: 'Not a postcode of the country',
  })
  .refine((a) => (a.company ? true : Boolean(a.first_name && a.last_name)), {
    path: ['first_name'],
    message: 'A person needs a first and last name; a company its name',
  });

/** SPEC §7 POST address: the member's billing address, added or replaced. */
const address = backend.call(
  clubRoutes.address,
  withMember(async (member, request) => {
    const parsed = addressSchema.safeParse(await jsonBody(request));
    if (!parsed.success) return badPayload(parsed.error);
    updateProfile(member, { billing_address: parsed.data });
    return HttpResponse.json(parsed.data);
  }),
);

export const profileCalls = {
  personalInformation,
  updatePersonalInformation,
  personalInformationUrl,
  address,
};
