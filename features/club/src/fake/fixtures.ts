import type { Brand, WrittenLanguage } from '@cepa/core/config';
import { members, type MemberFixture } from '@cepa/core/backend';

/**
 * The club of the embedded backend: for each fixture member, the membership and what the club pages
 * show. Members of every kind (issue list in README): Lucía, platinum, goal met, invitation already
 * sent, winery code used, billing address on file; Jon, bronze, goal half met, no billing address;
 * Marta (Isla Brava), ambassador; Inés, team_solera; Diego, collaborator, invitation locked; Elena
 * (Isla Brava), shareholder.
 */

const text = (es: string, en: string): Record<WrittenLanguage, string> => ({ es, en });

export const levelLabels: Record<string, Record<WrittenLanguage, string>> = {
  bronze: text('Bronce', 'Bronze'),
  platinum: text('Platino', 'Platinum'),
  team_solera: text('Equipo Casa Solera', 'Casa Solera team'),
  team_brava: text('Equipo Isla Brava', 'Isla Brava team'),
  collaborator: text('Colaborador', 'Collaborator'),
  ambassador: text('Embajadora', 'Ambassador'),
  shareholder: text('Accionista', 'Shareholder'),
};

export const cardColors: Record<string, string> = {
  bronze: '#8a5a2b',
  platinum: '#5f6b73',
};

/** The period's minimum consumption (SPEC §3) by level, in euro. */
export const consumptionGoals: Record<string, number> = { bronze: 300, platinum: 600 };

export type ClubFixture = {
  memberId: number;
  status: Record<WrittenLanguage, string>;
  userType: Record<WrittenLanguage, string>;
  /** Which site's personal visit code has been used. */
  usedCodes: { winery: boolean; estate: boolean };
  /** The invitation: locked (no form), or already sent this membership year. */
  invitation: 'available' | 'sent' | 'locked';
  preferences: string[];
};

const active = text('Activa', 'Active');
const holder = text('Titular', 'Holder');

export const clubFixtures: ClubFixture[] = [
  {
    memberId: 1,
    status: active,
    userType: holder,

    usedCodes: { winery: true, estate: false },
    invitation: 'sent',
    preferences: ['tinto', 'espumoso'],
  },
  {
    memberId: 2,
    status: active,
    userType: holder,

    usedCodes: { winery: false, estate: false },
    invitation: 'available',
    preferences: ['tinto'],
  },
  {
    memberId: 3,
    status: active,
    userType: text('Embajadora', 'Ambassador'),

    usedCodes: { winery: false, estate: true },
    invitation: 'available',
    preferences: [],
  },
  {
    memberId: 4,
    status: active,
    userType: text('Equipo', 'Team'),

    usedCodes: { winery: false, estate: false },
    invitation: 'available',
    preferences: ['blanco'],
  },
  {
    memberId: 5,
    status: active,
    userType: text('Colaborador', 'Collaborator'),

    usedCodes: { winery: false, estate: false },
    invitation: 'locked',
    preferences: [],
  },
  {
    memberId: 6,
    status: active,
    userType: text('Accionista', 'Shareholder'),

    usedCodes: { winery: false, estate: false },
    invitation: 'available',
    preferences: ['dulce'],
  },
];

export function clubFixtureOf(member: MemberFixture): ClubFixture {
  const found = clubFixtures.find((c) => c.memberId === member.id);
  if (!found) throw new Error(`No club fixture for member ${member.id}`);
  return found;
}

/** SPEC §2 my preferences: the product options a member may choose. */
export const preferenceOptions: { value: string; text: Record<WrittenLanguage, string> }[] = [
  { value: 'tinto', text: text('Vinos tintos', 'Red wines') },
  { value: 'blanco', text: text('Vinos blancos', 'White wines') },
  { value: 'rosado', text: text('Rosados', 'Rosé wines') },
  { value: 'espumoso', text: text('Espumosos', 'Sparkling wines') },
  { value: 'dulce', text: text('Vinos dulces', 'Sweet wines') },
  { value: 'estuches', text: text('Estuches de regalo', 'Gift boxes') },
];

export const languageOptions = [
  { value: 'es', text: 'Español' },
  { value: 'en', text: 'English' },
];

/** The club's pages, per language (the my-club path is the one the header's menu already links). */
export const clubPaths = {
  myClub: text('/es/club/mi-club', '/en/club/my-club'),
  orders: text('/es/club/mis-pedidos', '/en/club/my-orders'),
  personalInformation: text('/es/club/datos-personales', '/en/club/personal-information'),
  catalogue: text('/es/club/catalogo', '/en/club/catalogue'),
};

/** The booking slice's voucher page per language: the visit codes are redeemed there. */
export const voucherPaths = text('/es/canjear-bono', '/en/redeem-voucher');

export const clubNames: Record<Brand, string> = { solera: 'Club Casa Solera', brava: 'Club Isla Brava' };

/** A fixture member by e-mail (stories and tests). */
export function memberByEmail(email: string): MemberFixture {
  const found = members.find((m) => m.email === email);
  if (!found) throw new Error(`No fixture member ${email}`);
  return found;
}

/** E-mails and document numbers the invitation refuses as in use: every member's. */
export const invitedBefore = { email: 'ana.invitada@example.com', documentNumber: '11111111H' };

const iso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * A time-limited membership runs from 1 March to the last day of February; its dates follow today's,
 * so the current membership is always current.
 */
export function membershipPeriod(today: Date, yearsBack = 0) {
  const startYear = (today.getMonth() >= 2 ? today.getFullYear() : today.getFullYear() - 1) - yearsBack;
  return {
    start: iso(new Date(startYear, 2, 1)),
    end: iso(new Date(startYear + 1, 2, 0)),
    nextStart: iso(new Date(startYear + 1, 2, 1)),
  };
}

/** One invitation a year: the next may be sent from 1 January. */
export function nextInvitationDate(today: Date): string {
  return iso(new Date(today.getFullYear() + 1, 0, 1));
}
