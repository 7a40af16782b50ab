import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { Icon } from '../icon';
import { ResponsiveTable, type ResponsiveTableColumn } from './responsive-table';

type BasketLine = {
  id: number;
  title: string;
  unitPrice: string;
  quantity: number;
  subtotal: string;
  error?: string;
};

const lines: BasketLine[] = [
  { id: 1, title: 'Solera Reserva 2019', unitPrice: '18,50 €', quantity: 2, subtotal: '37,00 €' },
  {
    id: 2,
    title: 'Estuche Selección de la Familia',
    unitPrice: '64,00 €',
    quantity: 3,
    subtotal: '192,00 €',
    error: 'Solo quedan 2 unidades disponibles de este producto.',
  },
  { id: 3, title: 'Blanco de Lías 2023', unitPrice: '9,75 €', quantity: 6, subtotal: '58,50 €' },
];

const onRemove = fn();

const basketColumns = (
  headers: { product: string; unitPrice: string; quantity: string; subtotal: string; remove: string },
  removeLabel: (title: string) => string,
): ResponsiveTableColumn<BasketLine>[] => [
  {
    key: 'product',
    header: headers.product,
    isRowHeader: true,
    cell: (line) => <span className="font-semibold">{line.title}</span>,
  },
  { key: 'unitPrice', header: headers.unitPrice, align: 'end', cell: (line) => line.unitPrice },
  { key: 'quantity', header: headers.quantity, align: 'center', cell: (line) => line.quantity },
  { key: 'subtotal', header: headers.subtotal, align: 'end', cell: (line) => line.subtotal },
  {
    key: 'remove',
    header: headers.remove,
    headerHidden: true,
    align: 'end',
    cell: (line) => (
      <Button
        variant="ghost"
        size="icon"
        aria-label={removeLabel(line.title)}
        onClick={() => onRemove(line.id)}
      >
        <Icon name="close" />
      </Button>
    ),
  },
];

const spanishColumns = basketColumns(
  {
    product: 'Producto',
    unitPrice: 'Precio unitario',
    quantity: 'Cantidad',
    subtotal: 'Subtotal',
    remove: 'Eliminar',
  },
  (title) => `Eliminar ${title}`,
);

const lineError = (line: BasketLine) =>
  line.error && (
    <p className="flex items-center gap-2 text-danger">
      <Icon name="warning" />
      {line.error}
    </p>
  );

const BasketTable = ResponsiveTable<BasketLine>;

const meta = {
  title: 'UI/ResponsiveTable',
  component: BasketTable,
  tags: ['autodocs', 'responsive'],
  // Written for a desktop canvas; the phone layout has stories of its own.
  globals: { viewport: { value: 'desktop' } },
  args: {
    caption: 'Mi cesta',
    columns: spanishColumns,
    rows: lines,
    getRowKey: (line) => line.id,
  },
  argTypes: {
    columns: {
      description:
        'Each column: `key`, `header`, `cell(row)`; `align` start, center or end (numbers and prices end); `isRowHeader` for the cell that names the row; `headerHidden` for a column of buttons; `hideOnMobile` to leave it out of the phone cards.',
      control: false,
    },
    rows: { control: 'object' },
    caption: { control: 'text' },
    captionHidden: { control: 'boolean' },
    getRowKey: { control: false },
    rowMessage: { control: false },
    empty: { control: false },
  },
} satisfies Meta<typeof BasketTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BasketLines: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Mi cesta' });
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual([
      'Producto',
      'Precio unitario',
      'Cantidad',
      'Subtotal',
      'Eliminar',
    ]);
    await expect(within(table).getByRole('rowheader', { name: 'Solera Reserva 2019' })).toBeVisible();
    await expect(within(table).getByRole('cell', { name: '37,00 €' })).toBeVisible();
    // The phone list is display:none here, so nothing in it reaches assistive technology.
    await expect(canvas.queryByRole('list')).toBeNull();

    onRemove.mockClear();
    await userEvent.click(within(table).getByRole('button', { name: 'Eliminar Blanco de Lías 2023' }));
    await expect(onRemove).toHaveBeenCalledWith(3);
  },
};

export const WithRowMessage: Story = {
  args: { rowMessage: lineError },
  play: async ({ canvas }) => {
    const message = 'Solo quedan 2 unidades disponibles de este producto.';
    const row = canvas.getByRole('rowheader', { name: 'Estuche Selección de la Familia' }).closest('tr')!;
    await expect(row).toHaveAccessibleDescription(message);
    // The message sits in the row right beneath its line, across the whole width.
    const messageRow = row.nextElementSibling as HTMLTableRowElement;
    await expect(messageRow).toHaveTextContent(message);
    await expect(messageRow.cells[0]).toHaveAttribute('colspan', '5');
    await expect(canvas.getAllByText(message).filter((node) => node.checkVisibility())).toHaveLength(1);
  },
};

export const WithRowMessagePhone: Story = {
  args: { rowMessage: lineError },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const message = 'Solo quedan 2 unidades disponibles de este producto.';
    await expect(canvas.queryByRole('table')).toBeNull();
    const list = canvas.getByRole('list', { name: 'Mi cesta' });
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    const card = cards[1]!;
    await expect(within(card).getByText(message)).toBeVisible();
    await expect(card).toHaveAccessibleDescription(message);
    // Each card labels its values with the column headers.
    await expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Producto', 'Precio unitario', 'Cantidad', 'Subtotal', 'Eliminar']);
    await expect(
      within(card).getByRole('button', { name: 'Eliminar Estuche Selección de la Familia' }),
    ).toBeVisible();
  },
};

/** The `list` layout keeps the cards on a wide screen, for a narrow place such as a pop-over. */
export const ListLayout: Story = {
  args: { rowMessage: lineError, layout: 'list', className: 'max-w-sm' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    const list = canvas.getByRole('list', { name: 'Mi cesta' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(
      within(list).getByText('Solo quedan 2 unidades disponibles de este producto.'),
    ).toBeVisible();
  },
};

type OrderItem = {
  productFullName: string;
  quantity: number;
  unitPrice: string;
  linePrice: string;
  productUrl: string;
};

const orderItems: OrderItem[] = [
  {
    productFullName: 'Solera Gran Reserva 2016 — Magnum 1,5 l en caja de madera',
    quantity: 1,
    unitPrice: '79,00 €',
    linePrice: '79,00 €',
    productUrl: '#producto/gran-reserva-magnum',
  },
  {
    productFullName: 'Solera Crianza 2021',
    quantity: 12,
    unitPrice: '10,71 €',
    linePrice: '128,52 €',
    productUrl: '#producto/crianza-2021',
  },
];

const orderColumns: ResponsiveTableColumn<OrderItem>[] = [
  {
    key: 'product',
    header: 'Producto',
    isRowHeader: true,
    cell: (item) => (
      <a href={item.productUrl} className="text-fg-accent underline underline-offset-4">
        {item.productFullName}
      </a>
    ),
  },
  { key: 'quantity', header: 'Cantidad', align: 'center', cell: (item) => item.quantity },
  {
    key: 'unitPrice',
    header: 'Precio unitario',
    align: 'end',
    hideOnMobile: true,
    cell: (item) => item.unitPrice,
  },
  { key: 'linePrice', header: 'Total', align: 'end', cell: (item) => item.linePrice },
];

export const OrderItems: Story = {
  render: () => (
    <ResponsiveTable
      caption="Productos del pedido 100234"
      captionHidden
      columns={orderColumns}
      rows={orderItems}
      getRowKey={(item) => item.productUrl}
    />
  ),
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Productos del pedido 100234' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
    await expect(within(table).getByRole('link', { name: 'Solera Crianza 2021' })).toHaveAttribute(
      'href',
      '#producto/crianza-2021',
    );
  },
};

export const OrderItemsPhone: Story = {
  ...OrderItems,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Productos del pedido 100234' });
    // The unit price column is left out of the phone cards.
    await expect(within(list).queryByText('Precio unitario')).toBeNull();
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Empty: Story = {
  args: {
    rows: [],
    empty: (
      <p>
        Tu cesta está vacía.{' '}
        <a href="#catalogo" className="text-fg-accent underline underline-offset-4">
          Ir al catálogo
        </a>
      </p>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tu cesta está vacía.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ir al catálogo' })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const OtherBrand: Story = {
  args: { rowMessage: lineError },
  parameters: { brand: 'brava' },
};

export const English: Story = {
  args: {
    caption: 'My basket',
    rowMessage: (line) => line.error && <p className="text-danger">Only 2 units of this product are left.</p>,
    columns: basketColumns(
      {
        product: 'Product',
        unitPrice: 'Unit price',
        quantity: 'Quantity',
        subtotal: 'Subtotal',
        remove: 'Remove',
      },
      (title) => `Remove ${title}`,
    ),
  },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'My basket' });
    await expect(within(table).getByRole('columnheader', { name: 'Unit price' })).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: 'Remove' })).toBeInTheDocument();
    await expect(
      canvas.getByRole('rowheader', { name: 'Estuche Selección de la Familia' }).closest('tr'),
    ).toHaveAccessibleDescription('Only 2 units of this product are left.');
  },
};
