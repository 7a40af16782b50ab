import { inLanguage, pathIn } from '@cepa/core/i18n';
import { HttpResponse } from 'msw';
import { z } from 'zod';
import { languages, type Brand, type Language } from '@cepa/core/config';
import {
  backend,
  badPayload,
  currentMember,
  dniFor,
  jsonBody,
  languageOf,
  members,
  noAuthenticatedMember,
  profileOf,
  type MemberFixture,
} from '@cepa/core/backend';
import { isSpanishId } from '@cepa/core/form';
import type { Invitation } from '../api';
import { isPermanentLevel } from '../rules';
import { currentAccumulated, membershipOrdersBody } from './orders';
import { badPage, highlightedProductsBody } from './catalogue';
import { clubRoutes } from '../routes';
import {
  cardColors,
  clubFixtureOf,
  clubFixtures,
  clubPaths,
  consumptionGoals,
  invitedBefore,
  languageOptions,
  levelLabels,
  membershipPeriod,
  nextInvitationDate,
  preferenceOptions,
  voucherPaths,
} from './fixtures';

/** What a member changes in the club, kept in the backend's state (a reset restores the fixtures). */
type ClubState = { invitation: Invitation | null; preferences: string[] };

function initialState(memberId: number, today: Date): ClubState {
  const fixture = clubFixtures.find((c) => c.memberId === memberId)!;
  return {
    invitation:
      fixture.invitation === 'sent'
        ? {
            name: 'Ana',
            surname: 'Pérez Gil',
            document_type: 'dni',
            document_number: invitedBefore.documentNumber,
            email: invitedBefore.email,
            language: 'es',
            next_invitation_date: nextInvitationDate(today),
          }
        : null,
    preferences: [...fixture.preferences],
  };
}

const states = backend.store(() => new Map<number, ClubState>());

export function clubStateOf(member: MemberFixture): ClubState {
  const all = states.get();
  let state = all.get(member.id);
  if (!state) {
    state = initialState(member.id, new Date());
    all.set(member.id, state);
  }
  return state;
}

/** The other brand's site is another host; the voucher page of the request's own brand is a path. */
function voucherPages(request: Request) {
  const url = new URL(request.url);
  const own: Brand = url.hostname.startsWith('brava.') ? 'brava' : 'solera';
  const origin = (brand: Brand) =>
    brand === own
      ? ''
      : `${url.protocol}//${brand === 'brava' ? 'brava.localhost' : 'localhost'}${url.port ? `:${url.port}` : ''}`;
  // One for each of the site's languages (the pseudo-language's too where the build has it).
  const pages = (brand: Brand) =>
    Object.fromEntries(
      languages.map((language) => [language, `${origin(brand)}${pathIn(voucherPaths, language)}`]),
    ) as Record<Language, string>;
  return { solera: pages('solera'), brava: pages('brava') };
}

/** Withholds a club call from anyone not logged in (SPEC §2, §6). */
function withMember(
  answer: (member: MemberFixture, request: Request, language: Language) => Response | Promise<Response>,
) {
  return ({ request, cookies }: { request: Request; cookies: Record<string, string> }) => {
    const member = currentMember({ cookies });
    if (!member) return noAuthenticatedMember();
    return answer(member, request, languageOf(new URL(request.url).searchParams.get('language')));
  };
}

export function myClubBody(member: MemberFixture, request: Request, language: Language) {
  const fixture = clubFixtureOf(member);
  const state = clubStateOf(member);
  const profile = profileOf(member);
  const permanent = isPermanentLevel(member.level);
  const code = (site: 'winery' | 'estate') => ({
    code: `${site === 'winery' ? 'BOD' : 'FIN'}-${member.member_number}`,
    used: fixture.usedCodes[site],
  });
  return {
    membership_data: { level: member.level, label: inLanguage(levelLabels[member.level]!, language) },
    card: {
      color: cardColors[member.level] ?? '#2f3b2f',
      name: profile.name,
      surname: profile.surname,
      number: member.member_number,
      membership_end_date: permanent ? null : membershipPeriod(new Date()).end,
      status: inLanguage(fixture.status, language),
      user_type: inLanguage(fixture.userType, language),
    },
    experience_vouchers: {
      winery: code('winery'),
      estate: code('estate'),
      voucher_pages: voucherPages(request),
    },
    invitation: state.invitation,
    product_preferences: {
      options: preferenceOptions.map((o) => ({ value: o.value, text: inLanguage(o.text, language) })),
      selected: state.preferences,
    },
    lock_invitation: fixture.invitation === 'locked',
    profile_my_orders_url: inLanguage(clubPaths.orders, language),
    language_options: languageOptions,
  };
}

/** SPEC §3 membership data; a permanent level has no period and no goal. */
export function membershipDataBody(member: MemberFixture, language: Language) {
  const label = inLanguage(levelLabels[member.level]!, language);
  if (isPermanentLevel(member.level)) {
    return {
      level: member.level,
      label,
      start_date: null,
      end_date: null,
      minimum_consumption: null,
      accumulated_purchases: null,
      amount_left_to_reach_goal: null,
      next_membership_start_date: null,
    };
  }
  const goal = consumptionGoals[member.level] ?? 300;
  const accumulated = currentAccumulated(member, language);
  const period = membershipPeriod(new Date());
  return {
    level: member.level,
    label,
    start_date: period.start,
    end_date: period.end,
    minimum_consumption: goal.toFixed(2),
    accumulated_purchases: accumulated.toFixed(2),
    amount_left_to_reach_goal: Math.max(0, goal - accumulated).toFixed(2),
    next_membership_start_date: accumulated >= goal ? period.nextStart : null,
  };
}

const myClub = backend.call(
  clubRoutes.myClub,
  withMember((member, request, language) => HttpResponse.json(myClubBody(member, request, language))),
);

const membershipData = backend.call(
  clubRoutes.membershipData,
  withMember((member, _request, language) => HttpResponse.json(membershipDataBody(member, language))),
);

const invitationPayloadSchema = z
  .object({
    name: z.string().trim().min(1),
    surname: z.string().trim().min(1),
    document_type: z.enum(['dni', 'passport', 'nif_cif']),
    document_number: z.string().trim().min(1),
    email: z.email(),
    language: z.enum(languages),
  })
  .refine((p) => p.document_type !== 'dni' || isSpanishId(p.document_number), {
    path: ['document_number'],
    message: 'Not a valid DNI',
  });

/**
 * SPEC §7 invitation: one a membership year; 400 EMAIL_IN_USE when the e-mail is a member's or was
 * invited before, DOCUMENT_NUMBER_IN_USE likewise for the document number (SPEC §8).
 */
const invitation = backend.call(
  clubRoutes.invitation,
  withMember(async (member, request) => {
    const parsed = invitationPayloadSchema.safeParse(await jsonBody(request));
    if (!parsed.success) return badPayload(parsed.error);
    const state = clubStateOf(member);
    if (clubFixtureOf(member).invitation === 'locked')
      return HttpResponse.json({ detail: 'INVITATION_LOCKED' }, { status: 403 });
    if (state.invitation) return HttpResponse.json({ detail: 'INVITATION_ALREADY_SENT' }, { status: 400 });
    const email = parsed.data.email.toLowerCase();
    const document = parsed.data.document_number.toUpperCase();
    const invited = [...states.get().values()].flatMap((s) => (s.invitation ? [s.invitation] : []));
    if (
      members.some((m) => m.email === email) ||
      [invitedBefore.email, ...invited.map((i) => i.email)].includes(email)
    )
      return HttpResponse.json({ detail: 'EMAIL_IN_USE' }, { status: 400 });
    if (
      members.some((m) => dniFor(m.id) === document) ||
      [invitedBefore.documentNumber, ...invited.map((i) => i.document_number)].includes(document)
    )
      return HttpResponse.json({ detail: 'DOCUMENT_NUMBER_IN_USE' }, { status: 400 });
    state.invitation = {
      ...parsed.data,
      email,
      document_number: document,
      next_invitation_date: nextInvitationDate(new Date()),
    };
    return HttpResponse.json(state.invitation, { status: 201 });
  }),
);

const preferencesPayloadSchema = z.object({ product_preferences: z.array(z.string()) });

/** SPEC §7: saves the whole selection; an unknown option is a 400. */
const productPreferences = backend.call(
  clubRoutes.productPreferences,
  withMember(async (member, request) => {
    const parsed = preferencesPayloadSchema.safeParse(await jsonBody(request));
    if (!parsed.success) return badPayload(parsed.error);
    const known = new Set(preferenceOptions.map((o) => o.value));
    const unknown = parsed.data.product_preferences.filter((v) => !known.has(v));
    if (unknown.length)
      return HttpResponse.json({ detail: `Unknown options: ${unknown.join(', ')}` }, { status: 400 });
    const state = clubStateOf(member);
    state.preferences = [...new Set(parsed.data.product_preferences)];
    return HttpResponse.json({ selected: state.preferences });
  }),
);

/** SPEC §7 membership_orders: the current membership's orders and the past memberships'. */
const membershipOrders = backend.call(
  clubRoutes.membershipOrders,
  withMember((member, _request, language) => HttpResponse.json(membershipOrdersBody(member, language))),
);

/** SPEC §7 highlighted_products (page_id, language, page): 8 to a page, `has_next` while more follow. */
const highlightedProducts = backend.call(
  clubRoutes.highlightedProducts,
  withMember((member, request, language) => {
    const query = new URL(request.url).searchParams;
    const refused = badPage(query.get('page'));
    if (refused) return refused;
    if (!query.get('page_id')) return HttpResponse.json({ detail: 'page_id is required' }, { status: 400 });
    return HttpResponse.json(highlightedProductsBody(member, language, Number(query.get('page') ?? '1')));
  }),
);

export const clubCalls = {
  myClub,
  membershipData,
  invitation,
  productPreferences,
  membershipOrders,
  highlightedProducts,
};
export { withMember };
