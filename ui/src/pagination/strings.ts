import { defineUiStrings } from '../i18n/define-strings';

export const usePaginationStrings = defineUiStrings('pagination', {
  es: {
    label: 'Paginación',
    first: 'Primera página',
    previous: 'Página anterior',
    next: 'Página siguiente',
    last: 'Última página',
    page: 'Página {page}',
  },
  en: {
    label: 'Pagination',
    first: 'First page',
    previous: 'Previous page',
    next: 'Next page',
    last: 'Last page',
    page: 'Page {page}',
  },
});
