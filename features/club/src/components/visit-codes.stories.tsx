import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inEveryLanguage } from '@cepa/core/i18n';
import type { MyClub } from '../api';
import { withClubProviders } from '../story-decorators';
import { VisitCodes } from './visit-codes';

const vouchers: MyClub['experience_vouchers'] = {
  winery: { code: 'SOL-7H2K-9Q', used: false },
  estate: { code: 'BRA-4M8P-2X', used: true },
  voucher_pages: {
    solera: inEveryLanguage({ es: '/es/canjear-bono', en: '/en/redeem-voucher' }),
    brava: inEveryLanguage({
      es: 'https://www.islabrava.example/es/canjear-bono',
      en: 'https://www.islabrava.example/en/redeem',
    }),
  },
};

const meta = {
  title: 'Club/Components/Visit codes',
  tags: ['responsive'],
  component: VisitCodes,
  decorators: [withClubProviders],
  // The plays read the Spanish copy: the language is pinned (stories that read English pin English).
  globals: { locale: 'es' },
  args: { vouchers },
} satisfies Meta<typeof VisitCodes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One code unused (a link to organise the visit, carrying the code), one used (no link). */
export const OneUsed: Story = {
  play: async ({ canvas }) => {
    const [winery, estate] = canvas.getAllByRole('listitem');
    await expect(winery).toHaveTextContent('La bodega');
    await expect(winery).toHaveTextContent('SOL-7H2K-9Q');
    await expect(winery).toHaveTextContent('Sin usar');
    await expect(winery).toHaveTextContent('Válido hasta la próxima vendimia.');
    await expect(
      within(winery!).getByRole('link', { name: 'Organizar la visita a la bodega' }),
    ).toHaveAttribute('href', '/es/canjear-bono?voucher=SOL-7H2K-9Q');
    await expect(estate).toHaveTextContent('Usado');
    await expect(estate).toHaveTextContent('Válido hasta la próxima cosecha.');
    await expect(within(estate!).queryByRole('link')).not.toBeInTheDocument();
  },
};

/** Both unused, in English: the other brand's voucher page, in English, carries its code. */
export const EnglishBothUnused: Story = {
  globals: { locale: 'en' },
  args: { vouchers: { ...vouchers, estate: { ...vouchers.estate, used: false } } },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(2);
    await expect(links[1]).toHaveAttribute(
      'href',
      'https://www.islabrava.example/en/redeem?voucher=BRA-4M8P-2X',
    );
  },
};
