/** The id of the head's `<noscript>` whose rules declare the brand's fonts (+Head.tsx), once painted. */
export const fontsAfterPaint = 'cepa-fonts';

/**
 * The type of the data blocks the page's code waits in (`<script type="cepa/after-paint">`, which the
 * browser neither fetches nor runs), read by the loader after the first paint
 * (site/server/scripts-after-paint.ts).
 */
export const waitingScript = 'cepa/after-paint';
/** The attribute of a waiting entry script (`<script src>`): its address. */
export const waitingEntry = 'data-src';
/** The attribute of a waiting modulepreload (`<link rel="modulepreload" href>`): its address. */
export const waitingPreload = 'data-modulepreload';
/** Marks a waiting modulepreload of the entry script's files, which the loader evaluates a file a task. */
export const waitingEvaluate = 'data-evaluate';
