/** The semantic colour tokens every brand theme defines (ui/src/styles/themes.css). */
export const colourTokens = [
  'surface',
  'surface-muted',
  'surface-raised',
  'surface-inverse',
  'fg',
  'fg-muted',
  'fg-inverse',
  'fg-accent',
  'border',
  'border-strong',
  'primary',
  'primary-hover',
  'primary-fg',
  'secondary',
  'secondary-hover',
  'secondary-fg',
  'focus',
  'success',
  'success-surface',
  'warning',
  'warning-surface',
  'danger',
  'danger-surface',
  'info',
  'info-surface',
  'tier-bronze',
  'tier-bronze-fg',
  'tier-platinum',
  'tier-platinum-fg',
  'tier-other',
  'tier-other-fg',
] as const;

export type ColourToken = (typeof colourTokens)[number];

/**
 * The pairings the components use, with the WCAG 2.2 AA minimum each needs: 4.5 for text,
 * 3 for non-text boundaries and focus indicators (SC 1.4.11).
 */
export const contrastPairs: { fg: ColourToken; bg: ColourToken; min: 4.5 | 3 }[] = [
  { fg: 'fg', bg: 'surface', min: 4.5 },
  { fg: 'fg', bg: 'surface-muted', min: 4.5 },
  { fg: 'fg', bg: 'surface-raised', min: 4.5 },
  { fg: 'fg-muted', bg: 'surface', min: 4.5 },
  { fg: 'fg-muted', bg: 'surface-muted', min: 4.5 },
  { fg: 'fg-accent', bg: 'surface', min: 4.5 },
  { fg: 'fg-accent', bg: 'surface-muted', min: 4.5 },
  { fg: 'fg-inverse', bg: 'surface-inverse', min: 4.5 },
  { fg: 'primary-fg', bg: 'primary', min: 4.5 },
  { fg: 'primary-fg', bg: 'primary-hover', min: 4.5 },
  { fg: 'secondary-fg', bg: 'secondary', min: 4.5 },
  { fg: 'secondary-fg', bg: 'secondary-hover', min: 4.5 },
  { fg: 'success', bg: 'success-surface', min: 4.5 },
  { fg: 'warning', bg: 'warning-surface', min: 4.5 },
  { fg: 'danger', bg: 'danger-surface', min: 4.5 },
  { fg: 'danger', bg: 'surface', min: 4.5 },
  { fg: 'info', bg: 'info-surface', min: 4.5 },
  { fg: 'tier-bronze-fg', bg: 'tier-bronze', min: 4.5 },
  { fg: 'tier-platinum-fg', bg: 'tier-platinum', min: 4.5 },
  { fg: 'tier-other-fg', bg: 'tier-other', min: 4.5 },
  { fg: 'border-strong', bg: 'surface', min: 3 },
  { fg: 'primary', bg: 'surface', min: 3 },
  { fg: 'focus', bg: 'surface', min: 3 },
  { fg: 'focus', bg: 'surface-muted', min: 3 },
];

export const brands = [
  { id: 'solera', name: 'Casa Solera', kind: 'winery' },
  { id: 'brava', name: 'Isla Brava', kind: 'island estate' },
] as const;

export type BrandId = (typeof brands)[number]['id'];
