import { useId } from 'react';
import { useLanguage } from '@cepa/core';
import type { Brand } from '@cepa/core/config';
import { Icon } from '@cepa/ui';
import type { MyClub } from '../api';
import { useClubMessages } from '../messages';

const sites = [
  { key: 'winery', brand: 'solera', title: 'club.visit.winery', valid: 'club.visit.validWinery' },
  { key: 'estate', brand: 'brava', title: 'club.visit.estate', valid: 'club.visit.validEstate' },
] as const satisfies readonly { key: 'winery' | 'estate'; brand: Brand; title: string; valid: string }[];

/** The address of a voucher page carrying the code (SPEC §9: "a voucher link carrying a voucher query"). */
export function voucherLink(page: string, code: string): string {
  const [base = '', hash] = page.split('#');
  const withCode = `${base}${base.includes('?') ? '&' : '?'}voucher=${encodeURIComponent(code)}`;
  return hash === undefined ? withCode : `${withCode}#${hash}`;
}

/**
 * Visit us (SPEC §2, §4): the member's personal code for each of the two sites, used or not, valid
 * until the next harvest (winery) or crop (estate), and the link to organise the visit on that
 * brand's voucher page in the page's language.
 */
export function VisitCodes({ vouchers }: { vouchers: MyClub['experience_vouchers'] }) {
  const t = useClubMessages();
  const language = useLanguage();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2 id={titleId} className="font-display text-xl font-semibold text-fg">
        {t('club.visit.title')}
      </h2>
      <p className="text-fg-muted">{t('club.visit.intro')}</p>
      <ul className="grid gap-4 md:grid-cols-2">
        {sites.map((site) => {
          const code = vouchers[site.key];
          const siteName = t(site.title);
          return (
            <li key={site.key} className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-5">
              <h3 className="font-display text-lg font-semibold text-fg">{siteName}</h3>
              <dl className="flex flex-col gap-1">
                <dt className="text-xs font-semibold tracking-wide text-fg-muted uppercase">
                  {t('club.visit.code')}
                </dt>
                <dd className="flex flex-wrap items-center gap-3">
                  <span className="font-mono text-lg font-semibold text-fg">{code.code}</span>
                  <span
                    data-used={code.used || undefined}
                    className="inline-flex items-center gap-1 rounded-pill border border-border px-2 py-0.5 text-sm text-fg data-used:text-fg-muted"
                  >
                    {code.used && <Icon name="check" />}
                    {code.used ? t('club.visit.used') : t('club.visit.unused')}
                  </span>
                </dd>
              </dl>
              <p className="text-sm text-fg-muted">{t(site.valid)}</p>
              {!code.used && (
                <p>
                  <a
                    href={voucherLink(vouchers.voucher_pages[site.brand][language], code.code)}
                    className="font-semibold text-fg-accent underline underline-offset-4 hover:no-underline"
                  >
                    {t('club.visit.organise', { site: siteName.toLowerCase() })}
                  </a>
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
