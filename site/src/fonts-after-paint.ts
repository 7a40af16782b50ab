/** The id of the head's `<noscript>` whose rules declare the brand's fonts (+Head.tsx), once painted. */
export const fontsAfterPaint = 'cepa-fonts';
