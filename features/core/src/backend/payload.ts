import { HttpResponse } from 'msw';
import { z } from 'zod';

/** A request's JSON body, or null when it has none or it is not JSON (the schema then refuses it). */
export async function jsonBody(request: Request): Promise<unknown> {
  return request.json().catch(() => null);
}

/** 400 with the payload's field errors, as a real backend answers a payload that breaks the contract. */
export function badPayload(error: z.ZodError) {
  return HttpResponse.json(
    { detail: 'Invalid payload', errors: z.flattenError(error).fieldErrors },
    { status: 400 },
  );
}
