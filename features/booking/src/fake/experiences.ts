import { inLanguage } from '@cepa/core/i18n';
import { HttpResponse } from 'msw';
import { z } from 'zod';
import { backend, languageOf } from '@cepa/core/backend';
import { bookingRoutes } from '../routes';
import { badRequest, firstIssue } from './answers';
import { placesLeft } from './bookings';
import {
  bookingOptionsBody,
  calendarDays,
  experienceBody,
  experienceFixture,
  experienceFixtures,
  idSchema,
} from './fixtures';

/**
 * The experiences a brand offers, each one's booking options, and its calendar: the days of a month
 * with the times that still have places for the group.
 */

const experienceList = backend.call(bookingRoutes.experiences, ({ request }) => {
  const query = new URL(request.url).searchParams;
  const language = languageOf(query.get('language'));
  const brand = query.get('brand');
  return HttpResponse.json(
    experienceFixtures
      .filter((e) => !brand || e.brand === brand)
      .map((e) => ({ id: e.id, name: inLanguage(e.name, language) })),
  );
});

const experience = backend.call<{ id: string }>(bookingRoutes.experience, ({ request, params }) => {
  const fixture = experienceFixture(idSchema.catch(0).parse(params.id));
  if (!fixture) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
  const language = languageOf(new URL(request.url).searchParams.get('language'));
  return HttpResponse.json(experienceBody(fixture, language));
});

const bookingOptions = backend.call<{ id: string }>(bookingRoutes.bookingOptions, ({ request, params }) => {
  const fixture = experienceFixture(idSchema.catch(0).parse(params.id));
  if (!fixture) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
  const language = languageOf(new URL(request.url).searchParams.get('language'));
  return HttpResponse.json(bookingOptionsBody(fixture, language));
});

const slotQuerySchema = z.object({
  month: z.coerce.number().int().min(1).max(12),
  year: z.coerce.number().int().min(2000).max(2100),
  visitor_number: z.coerce.number().int().min(1),
});

const slotOptions = backend.call<{ id: string }>(bookingRoutes.slotOptions, ({ request, params }) => {
  const fixture = experienceFixture(idSchema.catch(0).parse(params.id));
  if (!fixture) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
  const query = slotQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return badRequest(`Invalid query: ${firstIssue(query.error)}`);
  const { month, year, visitor_number } = query.data;
  return HttpResponse.json(
    calendarDays(year, month).map((day) => ({
      day,
      slots: fixture.times.filter((time) => placesLeft(fixture, day, time) >= visitor_number),
    })),
  );
});

export const experienceCalls = {
  experiences: experienceList,
  experience,
  bookingOptions,
  slotOptions,
};
