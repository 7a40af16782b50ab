export { Pagination, type PaginationProps } from './pagination';
export { getPageWindow } from './page-window';
