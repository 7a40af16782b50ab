import type { Config } from 'tailwindcss';

/**
 * Cepa's design tokens. Every name here is semantic; the values are CSS variables that each brand
 * theme (ui/src/styles/themes.css) sets. A second brand is a second set of variables, never a
 * second set of components.
 */
const color = (name: string) => `var(--color-${name})`;

export const breakpoints = { sm: '480px', md: '768px', lg: '1024px' } as const;

export default {
  content: [],
  theme: {
    screens: breakpoints,
    extend: {
      colors: {
        surface: {
          DEFAULT: color('surface'),
          muted: color('surface-muted'),
          raised: color('surface-raised'),
          inverse: color('surface-inverse'),
        },
        fg: {
          DEFAULT: color('fg'),
          muted: color('fg-muted'),
          inverse: color('fg-inverse'),
          accent: color('fg-accent'),
        },
        border: {
          DEFAULT: color('border'),
          strong: color('border-strong'),
        },
        primary: {
          DEFAULT: color('primary'),
          hover: color('primary-hover'),
          fg: color('primary-fg'),
        },
        secondary: {
          DEFAULT: color('secondary'),
          hover: color('secondary-hover'),
          fg: color('secondary-fg'),
        },
        focus: color('focus'),
        success: { DEFAULT: color('success'), surface: color('success-surface') },
        warning: { DEFAULT: color('warning'), surface: color('warning-surface') },
        danger: { DEFAULT: color('danger'), surface: color('danger-surface') },
        info: { DEFAULT: color('info'), surface: color('info-surface') },
        tier: {
          bronze: color('tier-bronze'),
          'bronze-fg': color('tier-bronze-fg'),
          platinum: color('tier-platinum'),
          'platinum-fg': color('tier-platinum-fg'),
          other: color('tier-other'),
          'other-fg': color('tier-other-fg'),
        },
        scrim: color('scrim'),
      },
      fontFamily: {
        display: 'var(--font-display)',
        body: 'var(--font-body)',
      },
      fontSize: {
        xs: ['0.75rem', { lineHeight: '1rem' }],
        sm: ['0.875rem', { lineHeight: '1.25rem' }],
        base: ['1rem', { lineHeight: '1.5rem' }],
        lg: ['1.125rem', { lineHeight: '1.75rem' }],
        xl: ['1.375rem', { lineHeight: '1.875rem' }],
        '2xl': ['1.75rem', { lineHeight: '2.25rem' }],
        '3xl': ['2.25rem', { lineHeight: '2.625rem' }],
        '4xl': ['3rem', { lineHeight: '3.25rem' }],
      },
      borderRadius: {
        sm: 'var(--radius-sm)',
        DEFAULT: 'var(--radius-md)',
        md: 'var(--radius-md)',
        lg: 'var(--radius-lg)',
        pill: '9999px',
      },
      boxShadow: {
        sm: 'var(--shadow-sm)',
        md: 'var(--shadow-md)',
        lg: 'var(--shadow-lg)',
      },
      maxWidth: {
        page: '1600px',
        'basket-summary': '450px',
        'shipping-form': '540px',
        carousel: '532px',
      },
      gridTemplateColumns: {
        catalogue: 'repeat(auto-fill, minmax(220px, 1fr))',
      },
    },
  },
} satisfies Config;
