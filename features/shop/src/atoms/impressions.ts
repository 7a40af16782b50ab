import { useEffect, useRef } from 'react';
import { track } from '@cepa/core/analytics';
import { reportError } from '@cepa/core/report';
import { whenIdle } from '@cepa/core/page';
import type { Language } from '@cepa/core/config';
import type { Impression } from '../api';

/**
 * Product impressions and clicks for the tag manager (SPEC §7): the impressions are asked once the
 * list is on screen and pushed once; a click pushes that product's impression. A failed impressions
 * call is logged only (SPEC §8: "most other call failures are only logged").
 */
export function useProductImpressions(
  list: string,
  load: (pageId: number, language: Language) => Promise<Impression[]>,
  pageId: number,
  language: Language,
) {
  const impressions = useRef<Impression[]>([]);
  useEffect(() => {
    let cancelled = false;
    impressions.current = [];
    // Analytics wait until the page is shown and usable: the call (and its code) once the browser is idle.
    const cancelIdle = whenIdle(() =>
      load(pageId, language)
        .then((loaded) => {
          if (cancelled) return;
          impressions.current = loaded;
          if (loaded.length > 0) track({ event: 'product_impressions', list, impressions: loaded });
        })
        .catch((error: unknown) => reportError(error, `shop: ${list} impressions`)),
    );
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [list, load, pageId, language]);

  return (productId: number) => {
    const product = impressions.current.find((i) => String(i.id) === String(productId)) ?? {
      id: productId,
      list,
    };
    track({ event: 'product_click', list, product });
  };
}
