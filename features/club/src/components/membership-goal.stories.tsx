import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { MembershipData } from '../api';
import { withClubProviders } from '../story-decorators';
import { MembershipGoal } from './membership-goal';

const bronze: MembershipData = {
  level: 'bronze',
  label: 'Bronce',
  start_date: '2026-03-01',
  end_date: '2027-02-28',
  minimum_consumption: 600,
  accumulated_purchases: 450,
  amount_left_to_reach_goal: 150,
  next_membership_start_date: null,
};

const meta = {
  title: 'Club/Components/Membership goal',
  tags: ['responsive'],
  component: MembershipGoal,
  decorators: [withClubProviders],
  // The plays read the Spanish copy: the language is pinned (stories that read English pin English).
  globals: { locale: 'es' },
  args: { membership: bronze, ordersPath: '/es/club/mis-pedidos' },
} satisfies Meta<typeof MembershipGoal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A time-limited membership on its way: the period, the goal as a meter and the amount left. */
export const GoalInProgress: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Tu membresía' });
    await expect(section).toHaveTextContent('Del 1 de marzo de 2026 al 28 de febrero de 2027');
    const meter = canvas.getByRole('meter', { name: 'Objetivo de consumo' });
    await expect(meter).toHaveAttribute('aria-valuenow', '450');
    await expect(meter).toHaveAttribute('aria-valuemax', '600');
    // Amounts in the shop's format, a no-break space before the euro sign.
    await expect(meter).toHaveAttribute('aria-valuetext', expect.stringMatching(/^450,00\s€ de 600,00\s€$/));
    await expect(section).toHaveTextContent(/Te faltan 150,00\s€ para alcanzar el objetivo\./);
    await expect(canvas.getByRole('link', { name: 'Ver mis pedidos' })).toHaveAttribute(
      'href',
      '/es/club/mis-pedidos',
    );
  },
};

/** The goal met: the meter is full and the page says when the next membership starts. */
export const GoalMet: Story = {
  args: {
    membership: {
      ...bronze,
      accumulated_purchases: 720,
      amount_left_to_reach_goal: 0,
      next_membership_start_date: '2027-03-01',
    },
  },
  play: async ({ canvas }) => {
    // The meter stops at its maximum, though more was spent.
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuenow', '600');
    await expect(canvas.getByRole('region')).toHaveTextContent(
      '¡Objetivo cumplido! Tu próxima membresía se activa el 1 de marzo de 2027.',
    );
  },
};

/** A permanent level (SPEC §4): no period, no goal. */
export const Permanent: Story = {
  args: {
    membership: {
      level: 'ambassador',
      label: 'Embajador',
      start_date: null,
      end_date: null,
      minimum_consumption: null,
      accumulated_purchases: null,
      amount_left_to_reach_goal: null,
      next_membership_start_date: null,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region')).toHaveTextContent(
      'Tu membresía es permanente: no caduca y no tiene objetivo de consumo.',
    );
    await expect(canvas.queryByRole('meter')).not.toBeInTheDocument();
  },
};

export const EnglishGoalInProgress: Story = {
  globals: { locale: 'en' },
  args: { ordersPath: '/en/club/my-orders' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter')).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^450,00\s€ of 600,00\s€$/),
    );
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/en/club/my-orders');
  },
};
