import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withBookingProviders } from '../story-decorators';
import { VisitSummary } from './visit-summary';

const meta = {
  title: 'Booking/Steps/Visit summary',
  tags: ['responsive'],
  component: VisitSummary,
  // The plays read the Spanish copy: the language is pinned (stories that read English pin English).
  globals: { locale: 'es' },
  decorators: [withBookingProviders],
  args: { day: '2026-12-12', time: '17:30', visitors: 3 },
} satisfies Meta<typeof VisitSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Spanish: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tu visita:').parentElement).toHaveTextContent(
      'Tu visita: sábado, 12 de diciembre de 2026, a las 5:30 PM, 3 visitantes.',
    );
  },
};

export const EnglishOneVisitor: Story = {
  globals: { locale: 'en' },
  args: { time: '10:00', visitors: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your visit:').parentElement).toHaveTextContent(
      'Your visit: Saturday, 12 December 2026, at 10:00 AM, 1 visitor.',
    );
  },
};
