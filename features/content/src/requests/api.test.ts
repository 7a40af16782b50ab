import { describe, expect, it } from 'vitest';
import { contactPageUrlSchema, experienceRequestPageDataSchema } from './api';

describe('contact page address (GET /api/contact/get_contact_page_slug/)', () => {
  it('takes a path of this site', () => {
    expect(contactPageUrlSchema.parse({ contact_page_url: '/es/contacto/' })).toEqual({
      contact_page_url: '/es/contacto/',
    });
  });

  it.each(['https://evil.example/contact', '//evil.example', 'javascript:alert(1)'])(
    'refuses %s: never a link that leaves the site',
    (url) => {
      expect(contactPageUrlSchema.safeParse({ contact_page_url: url }).success).toBe(false);
    },
  );
});

describe('experience request page data', () => {
  it('reads the form’s page_id', () => {
    expect(experienceRequestPageDataSchema.parse({ page_id: 191 })).toEqual({ page_id: 191 });
    expect(experienceRequestPageDataSchema.safeParse({}).success).toBe(false);
    expect(experienceRequestPageDataSchema.safeParse({ page_id: '191' }).success).toBe(false);
  });
});
