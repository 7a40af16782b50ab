import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../http/api-error';
import { parsePageData } from './pages';
import type { PageContent } from './page-content';

const page = {
  page_type: 'booking',
  path: '/es/reservar',
  data: { home_path: '/es/' },
} as unknown as PageContent;

describe('parsePageData', () => {
  it('returns the data its page type’s schema reads', () => {
    expect(parsePageData(page, z.object({ home_path: z.string() }))).toEqual({ home_path: '/es/' });
  });

  it('fails as a contract error naming the page type, never a fallback', () => {
    const read = () => parsePageData(page, z.object({ confirmation_path: z.string() }));
    expect(read).toThrow(ApiError);
    expect(read).toThrow(
      /contract error on the page data of page type "booking" \(\/es\/reservar\): confirmation_path/,
    );
  });
});
