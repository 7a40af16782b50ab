import {
  Fragment,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { embeddedBackendAnswers, type PageContent } from '@cepa/core';
import {
  containerScriptUrl,
  fullConsent,
  noConsent,
  TagManager,
  type ConsentChoice,
  type TagManagerView,
} from '@cepa/core/consent';
import { startRealVisitorMeasurement } from '@cepa/core/rum';
import { ConsentBanner, ConsentSettings } from '@cepa/ui';
import { useLayoutMessages } from '../messages';
import { onConsentSettingsRequested } from './settings-request';

/** One tag manager a page (it outlives in-page navigations): made in the browser on first use. */
let shared: TagManager | undefined;
function tagManagerFor(id: string): TagManager {
  shared ??= new TagManager(containerScriptUrl(id, embeddedBackendAnswers()));
  return shared;
}

const noSubscription = () => () => {};
const notYet: TagManagerView = { started: false, choice: undefined };
const notStarted = () => notYet;

export type ConsentControlsProps = {
  page: PageContent;
  /** The tag manager's container (`configuredTagManagerId()`). */
  tagManagerId: string;
};

/** A question the visitor must answer first, open in the page (Isla Brava's age gate, `AgeGate`). */
const modalQuestion = 'dialog[data-modal][open]';
const modalQuestionOpen = () => document.querySelector(modalQuestion) !== null;
const noModalQuestion = () => false;

/** Watches the page while a modal question is open, until it is answered (gone or closed). */
function subscribeToModalQuestion(onChange: () => void): () => void {
  if (!modalQuestionOpen()) return () => {};
  const observer = new MutationObserver(() => {
    onChange();
    if (!modalQuestionOpen()) observer.disconnect();
  });
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['open'],
  });
  return () => observer.disconnect();
}

/**
 * The visitor's consent to cookies, where the site has a tag manager: the banner until they choose
 * ("Accept all", "Reject all" or "Settings", equally easy), the settings by category, reopened from the
 * footer's "Cookie settings" at any time, and the tag manager acting on every choice. The server renders
 * the banner hidden, the same for every visitor; the page's inline loader shows it before the first
 * paint when this browser holds no choice (`showConsentBannerBeforePaint`), and this takes over once hydrated.
 */
export function ConsentControls({ page, tagManagerId }: ConsentControlsProps) {
  const t = useLayoutMessages();
  const [manager] = useState(() => (typeof window === 'undefined' ? undefined : tagManagerFor(tagManagerId)));
  const { started, choice } = useSyncExternalStore(
    manager?.subscribe ?? noSubscription,
    manager?.getView ?? notStarted,
    notStarted,
  );
  // The banner waits for Isla Brava's age gate: one question after the other, never two at once.
  const waitForAgeGate = useSyncExternalStore(subscribeToModalQuestion, modalQuestionOpen, noModalQuestion);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [saved, setSaved] = useState('');
  const banner = useRef<HTMLElement>(null);

  useEffect(() => manager?.start(), [manager]);
  // Real visitors' speed is measured (where the site does, `CEPA_RUM_SAMPLE`) with consent to analytics only.
  useEffect(() => {
    if (choice?.analytics) startRealVisitorMeasurement();
  }, [choice]);
  useEffect(() => onConsentSettingsRequested(() => setSettingsOpen(true)), []);

  const choose = useCallback(
    (next: ConsentChoice) => {
      manager?.choose(next);
      setSettingsOpen(false);
      setSaved(t('layout.consent.saved'));
    },
    [manager, t],
  );

  const showBanner = started && choice === undefined && !waitForAgeGate;
  // The banner's `hidden` is the DOM's, not React's: the server sends it hidden, the page's loader may
  // show it before React hydrates (React does not mend an attribute that differs then), so React keeps
  // `hidden` as the server rendered it and this sets the banner's state once the controls have started.
  useLayoutEffect(() => {
    const element = banner.current;
    if (!started || !element) return;
    element.hidden = !showBanner;
    if (showBanner) return;
    // Focus on a control that went away (the banner's, or the settings' opened from it, whose focus
    // comes back to the banner's button once the dialog has closed) moves to the page's content.
    const rescue = () => {
      const active = document.activeElement;
      if (active === document.body || (active && element.contains(active)))
        document.getElementById('main')?.focus();
    };
    rescue();
    // The dialog gives focus back on the frame after it closes.
    const frame = requestAnimationFrame(() => requestAnimationFrame(rescue));
    return () => cancelAnimationFrame(frame);
  }, [started, showBanner]);

  const policyPath = page.layout.cookie_policy_path;
  const withPolicyLink = (id: 'layout.consent.text' | 'layout.consent.settingsText') => {
    // The catalogue's formatter, with the link as a rich-text tag (its chunks are the link's words).
    const format = t.intl.formatMessage as unknown as (
      descriptor: { id: string },
      values: Record<string, unknown>,
    ) => string | React.ReactNode[];
    const parts = format(
      { id },
      {
        policy: (chunks: React.ReactNode[]) =>
          policyPath ? <a href={policyPath}>{chunks}</a> : <>{chunks}</>,
        // The banner's text in short lines, each a block of its own: a browser measures a page's largest
        // paint by the block a text is in, and the banner, shown with the page's first paint, must never be
        // it (its lines are smaller than any page's own largest paint: the voucher page's heading is the
        // smallest, 15,900 px² on a 412 px phone, each line at most about 7,600).
        line: (chunks: React.ReactNode[]) => <span className="block">{chunks}</span>,
      },
    );
    return Array.isArray(parts) ? parts.map((part, index) => <Fragment key={index}>{part}</Fragment>) : parts;
  };

  return (
    <>
      <ConsentBanner
        ref={banner}
        data-consent-banner=""
        // Shown or hidden by the page's loader, then by the layout effect above.
        suppressHydrationWarning
        hidden
        title={t('layout.consent.title')}
        acceptAllLabel={t('layout.consent.acceptAll')}
        rejectAllLabel={t('layout.consent.rejectAll')}
        settingsLabel={t('layout.consent.settings')}
        onAcceptAll={() => choose(fullConsent)}
        onRejectAll={() => choose(noConsent)}
        onSettings={() => setSettingsOpen(true)}
      >
        <p>{withPolicyLink('layout.consent.text')}</p>
      </ConsentBanner>
      {settingsOpen && (
        <ConsentSettings
          isOpen
          onOpenChange={setSettingsOpen}
          title={t('layout.consent.settingsTitle')}
          description={<p>{withPolicyLink('layout.consent.settingsText')}</p>}
          categories={[
            {
              id: 'necessary',
              title: t('layout.consent.necessary.title'),
              description: t('layout.consent.necessary.text'),
              alwaysOn: true,
            },
            {
              id: 'analytics',
              title: t('layout.consent.analytics.title'),
              description: t('layout.consent.analytics.text'),
            },
            {
              id: 'marketing',
              title: t('layout.consent.marketing.title'),
              description: t('layout.consent.marketing.text'),
            },
          ]}
          alwaysOnLabel={t('layout.consent.alwaysOn')}
          value={{ necessary: true, analytics: !!choice?.analytics, marketing: !!choice?.marketing }}
          onSave={(value) => choose({ analytics: !!value.analytics, marketing: !!value.marketing })}
          saveLabel={t('layout.consent.save')}
          acceptAllLabel={t('layout.consent.acceptAll')}
          rejectAllLabel={t('layout.consent.rejectAll')}
          onAcceptAll={() => choose(fullConsent)}
          onRejectAll={() => choose(noConsent)}
        />
      )}
      {/* Says that the choice was saved, for a screen reader (the banner or the dialog went away). */}
      <p role="status" className="sr-only">
        {saved}
      </p>
    </>
  );
}
