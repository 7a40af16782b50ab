import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { pageTypesIn } from './vite-page-chunks';

describe('pageTypesIn', () => {
  it('finds each page type of a definePages call with the modules its loader imports', () => {
    const program = parseAst(`
      import { definePages, loadInSteps } from '@cepa/core/page';
      const afterContracts = (load) => loadInSteps([() => import('@cepa/core/zod'), () => import('./api')], load);
      const other = () => import('./not-a-page');
      export const pages = definePages({
        catalogue: afterContracts(() => import('./pages/catalogue/catalogue-page')),
        booking: loadInSteps([() => import('@cepa/core/zod'), () => import('./forms')], () => import('./pages/booking/booking-page')),
        'voucher_redemption': () => import('./pages/voucher/voucher-page'),
        ...elsewhere,
      });
      const notPages = { press: () => import('./press-page') };
    `);
    expect(Object.fromEntries(pageTypesIn(program))).toEqual({
      catalogue: ['@cepa/core/zod', './api', './pages/catalogue/catalogue-page'],
      booking: ['@cepa/core/zod', './forms', './pages/booking/booking-page'],
      voucher_redemption: ['./pages/voucher/voucher-page'],
    });
  });
});
