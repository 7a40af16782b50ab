import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MemberCard } from './member-card';

const spanishLabels = {
  memberNumber: 'Nº de socio',
  validUntil: 'Válida hasta',
  status: 'Estado',
  userType: 'Tipo de usuario',
};

const meta = {
  title: 'UI/MemberCard',
  component: MemberCard,
  tags: ['autodocs'],
  args: {
    tier: 'bronze',
    clubName: 'Club Casa Solera',
    memberName: 'Lucía Martín',
    levelLabel: 'Bronce',
    memberNumber: '004512',
    validUntil: '31/12/2026',
    status: 'Activa',
    userType: 'Titular',
    labels: spanishLabels,
  },
  argTypes: {
    tier: {
      description:
        'The membership level’s colours (SPEC’s tiers): bronze, platinum, and other for every other level (ambassador, team, shareholder...).',
      control: 'inline-radio',
      options: ['bronze', 'platinum', 'other'],
      table: { defaultValue: { summary: 'other' } },
    },
    headingLevel: {
      control: 'inline-radio',
      options: [2, 3, 4],
      table: { defaultValue: { summary: '2' } },
    },
    clubName: { control: 'text' },
    memberName: { control: 'text' },
    levelLabel: { control: 'text' },
    memberNumber: { control: 'text' },
    validUntil: { control: 'text' },
    status: { control: 'text' },
    userType: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MemberCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bronze: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Club Casa Solera' });
    await expect(within(card).getByRole('heading', { level: 2, name: 'Club Casa Solera' })).toBeVisible();
    const terms = within(card).getAllByRole('term');
    const values = within(card).getAllByRole('definition');
    await expect(terms.map((term) => term.textContent)).toEqual([
      'Nº de socio',
      'Válida hasta',
      'Estado',
      'Tipo de usuario',
    ]);
    await expect(values.map((value) => value.textContent)).toEqual([
      '004512',
      '31/12/2026',
      'Activa',
      'Titular',
    ]);
  },
};

export const Platinum: Story = {
  args: { tier: 'platinum', levelLabel: 'Platino', memberNumber: '000087' },
};

export const OtherLevel: Story = {
  args: { tier: 'other', levelLabel: 'Oro', memberNumber: '010233' },
};

export const Permanent: Story = {
  args: { tier: 'other', levelLabel: 'Embajador', validUntil: null, userType: 'Embajador' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Válida hasta')).toBeNull();
    await expect(canvas.getAllByRole('term')).toHaveLength(3);
  },
};

export const LongSpanishNames: Story = {
  args: {
    clubName: 'Club de Amigos de la Bodega Casa Solera y Viñedos de la Ribera',
    memberName: 'María de los Ángeles Fernández-Villaverde de la Cruz',
    levelLabel: 'Bronce',
    status: 'Pendiente de renovación',
    userType: 'Titular con beneficiarios adicionales',
  },
};

export const EnglishLabels: Story = {
  args: {
    clubName: 'Casa Solera Club',
    levelLabel: 'Platinum',
    tier: 'platinum',
    validUntil: '12/31/2026',
    status: 'Active',
    userType: 'Main member',
    labels: {
      memberNumber: 'Member number',
      validUntil: 'Valid until',
      status: 'Status',
      userType: 'User type',
    },
  },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Member number',
      'Valid until',
      'Status',
      'User type',
    ]);
  },
};

export const OtherBrand: Story = {
  args: { clubName: 'Club Isla Brava', tier: 'other', levelLabel: 'Oro' },
  parameters: { brand: 'brava' },
};

export const Narrow320: Story = {
  args: {
    clubName: 'Club de Amigos de la Bodega Casa Solera',
    memberName: 'María de los Ángeles Fernández-Villaverde',
  },
  decorators: [
    (Story) => (
      <div className="w-[320px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Club de Amigos de la Bodega Casa Solera' });
    // Nothing may spill past the card at 320 px: every fact wraps inside it.
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};
