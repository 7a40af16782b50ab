export { ResponsiveTable, type ResponsiveTableProps, type ResponsiveTableColumn } from './responsive-table';
