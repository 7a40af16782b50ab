import type { Language } from '../config/config';
import { backend } from './backend';
import { members, type MemberFixture } from './members';

/**
 * What the embedded backend knows of each member beyond the login: SPEC §3 personal information and
 * the billing address. One record per member, kept in the backend's state (a reset restores it), read
 * by the checkout's member data and read and written by the club's profile calls, so an edit in the
 * club shows at the next checkout as it would with the real backend.
 */
export type WireBillingAddress = {
  document_type: string;
  document_number: string;
  company: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string;
  line1: string;
  line2: string | null;
  country: string;
  state: string | null;
  postcode: string;
  locality: string;
};

export type MemberProfile = {
  /** SPEC §3: Mr or Mrs. */
  title: 'mr' | 'mrs';
  name: string;
  surname: string;
  email: string;
  phone_number: string | null;
  document_type: string;
  document_number: string;
  /** ISO date (yyyy-mm-dd) or null. */
  birthday: string | null;
  language: Language;
  nationality: string | null;
  company_name: string | null;
  has_newsletter_subscription: boolean;
  billing_address: WireBillingAddress | null;
};

/** A valid Spanish national ID for a member id (eight digits and the control letter). */
export function dniFor(id: number): string {
  return `${String(id).padStart(8, '0')}${'TRWAGMYFPDXBNJZSQVHLCKE'[id % 23]}`;
}

function initialProfile(member: MemberFixture): MemberProfile {
  const billing: WireBillingAddress | null =
    member.id === 1
      ? {
          document_type: 'dni',
          document_number: dniFor(1),
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
      : member.id === 6
        ? {
            document_type: 'nif_cif',
            document_number: 'B35123456',
            company: 'Bodegón La Geria S.L.',
            first_name: null,
            last_name: null,
            email: member.email,
            line1: 'Calle La Hoya 12',
            line2: null,
            country: 'ES',
            state: 'Las Palmas',
            postcode: '35570',
            locality: 'Yaiza',
          }
        : null;
  return {
    title: member.title,
    name: member.name,
    surname: member.surname,
    email: member.email,
    phone_number: `+34 600 000 ${String(member.id).padStart(3, '0')}`,
    document_type: 'dni',
    document_number: dniFor(member.id),
    birthday: member.id === 1 ? '1984-03-09' : null,
    language: 'es',
    nationality: 'ES',
    company_name: null,
    has_newsletter_subscription: member.id === 1,
    billing_address: billing,
  };
}

const profiles = backend.store(() => new Map(members.map((m) => [m.id, initialProfile(m)])));

/** The member's profile as the backend holds it now. */
export function profileOf(member: MemberFixture): MemberProfile {
  return profiles.get().get(member.id) ?? initialProfile(member);
}

/** Changes the member's profile (the club's personal information and address calls). */
export function updateProfile(member: MemberFixture, change: Partial<MemberProfile>): MemberProfile {
  const next = { ...profileOf(member), ...change };
  profiles.get().set(member.id, next);
  return next;
}
