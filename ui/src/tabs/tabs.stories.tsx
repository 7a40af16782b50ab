import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './tabs';

type Section = { id: string; label: string; text: string };

const clubSections: Section[] = [
  { id: 'membership', label: 'Mi club', text: 'Socio desde 2021, nivel bronce.' },
  { id: 'orders', label: 'Mis pedidos', text: 'Tres pedidos en la membresía actual.' },
  { id: 'invitations', label: 'Invitaciones', text: 'Tienes una invitación disponible.' },
  { id: 'preferences', label: 'Preferencias', text: 'Tintos y blancos de crianza.' },
];

function SectionTabs({
  sections,
  label,
  ...args
}: React.ComponentProps<typeof Tabs> & { sections: Section[]; label: string }) {
  return (
    <Tabs {...args}>
      <TabList aria-label={label}>
        {sections.map((section) => (
          <Tab key={section.id} id={section.id}>
            {section.label}
          </Tab>
        ))}
      </TabList>
      {sections.map((section) => (
        <TabPanel key={section.id} id={section.id}>
          <p>{section.text}</p>
        </TabPanel>
      ))}
    </Tabs>
  );
}

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  tags: ['autodocs', 'responsive'],
  // Written for a desktop canvas; the phone layout has stories of its own.
  globals: { viewport: { value: 'desktop' } },
  args: { onSelectionChange: fn() },
  argTypes: {
    keyboardActivation: {
      description:
        'automatic: an arrow key selects the tab it reaches; manual: it only moves focus, Enter or Space selects (for panels that are slow to show).',
      control: 'inline-radio',
      options: ['automatic', 'manual'],
      table: { defaultValue: { summary: 'automatic' } },
    },
    defaultSelectedKey: {
      description: 'The `id` of the tab selected at first.',
      control: 'inline-radio',
      options: clubSections.map((section) => section.id),
    },
    isDisabled: { control: 'boolean' },
  },
  render: (args) => <SectionTabs {...args} sections={clubSections} label="Secciones del club" />,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('tablist', { name: 'Secciones del club' });
    // The tabs are in once one is selected (react-aria builds the collection, then selects).
    const membership = await within(list).findByRole('tab', { name: 'Mi club', selected: true });
    const [, orders, , preferences] = within(list).getAllByRole('tab');
    await expect(canvas.getByRole('tabpanel', { name: 'Mi club' })).toHaveTextContent(/nivel bronce/);

    await userEvent.tab();
    await expect(membership).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(orders).toHaveFocus();
    await expect(orders).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('orders');
    await expect(canvas.getByRole('tabpanel', { name: 'Mis pedidos' })).toBeVisible();

    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(preferences).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(membership).toHaveAttribute('aria-selected', 'true');

    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Mi club' })).toHaveFocus();
  },
};

const experienceSections: Section[] = [
  { id: 'tastings', label: 'Catas y maridajes exclusivos', text: 'Cata de cinco vinos con quesos.' },
  { id: 'tours', label: 'Visitas guiadas a la bodega', text: 'Recorrido por la sala de barricas.' },
  { id: 'harvest', label: 'Vendimia con toda la familia', text: 'Septiembre y octubre.' },
  { id: 'vouchers', label: 'Bonos regalo para experiencias', text: 'Canjeables durante un año.' },
];

export const LongSpanishLabels: Story = {
  render: (args) => (
    <SectionTabs {...args} sections={experienceSections} label="Experiencias de enoturismo" />
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('tab', { selected: true });
    const tabs = canvas.getAllByRole('tab');
    await userEvent.click(tabs[0]!);
    await userEvent.keyboard('{End}');
    await expect(tabs[3]).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Bonos regalo para experiencias' })).toBeVisible();
    await userEvent.keyboard('{Home}');
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  },
};

export const OtherBrand: Story = {
  parameters: { brand: 'brava' },
  args: { defaultSelectedKey: 'orders' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Mis pedidos' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const WithDisabledTab: Story = {
  args: { disabledKeys: ['invitations'] },
  play: async ({ canvas }) => {
    await canvas.findByRole('tab', { selected: true });
    await userEvent.click(canvas.getByRole('tab', { name: 'Mis pedidos' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Preferencias' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Invitaciones' })).toHaveAttribute('aria-disabled', 'true');
  },
};
