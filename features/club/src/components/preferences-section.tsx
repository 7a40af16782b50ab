import { useId } from 'react';
import { NeedsJavaScript, useTooManyAttemptsText } from '@cepa/core/form';
import { Alert, Checkbox } from '@cepa/ui';
import type { Option } from '../api';
import type { PreferencesState } from '../atoms/preferences';
import { useClubMessages } from '../messages';

export type PreferencesSectionProps = {
  options: Option[];
  state: PreferencesState;
  onToggle: (value: string) => void;
};

/**
 * My preferences (SPEC §2, §4): each product option is a checkbox saved at once. While a save is in
 * flight the boxes stay where they are and clicks are ignored (the group is busy), and the status says
 * which is being saved, then that the preferences are saved; a failed save puts the box back and says which
 * (and, when the site's limits refused it, how long to wait).
 */
export function PreferencesSection({ options, state, onToggle }: PreferencesSectionProps) {
  const t = useClubMessages();
  const tooManyAttemptsText = useTooManyAttemptsText();
  const titleId = useId();
  const textOf = (value: string | null) => options.find((o) => o.value === value)?.text ?? '';
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-5"
    >
      <h2 id={titleId} className="font-display text-xl font-semibold text-fg">
        {t('club.preferences.title')}
      </h2>
      <p className="text-fg-muted">{t('club.preferences.intro')}</p>
      {/* Each box is saved by the page's code as it is ticked. */}
      <NeedsJavaScript />
      <div
        role="group"
        aria-labelledby={titleId}
        aria-busy={state.saving !== null}
        className="grid gap-3 sm:grid-cols-2"
      >
        {options.map((option) => (
          <Checkbox
            key={option.value}
            label={option.text}
            checked={state.selected.includes(option.value)}
            onCheckedChange={() => onToggle(option.value)}
          />
        ))}
      </div>
      {/* What happens to a ticked box, said as it happens: saving it, then saved (a failure is the alert below). */}
      <div role="status" className="min-h-6 text-sm text-fg-muted">
        {state.saving !== null
          ? t('club.preferences.saving', { option: textOf(state.saving) })
          : state.saved && t('club.preferences.saved')}
      </div>
      {state.failed !== null && (
        <Alert
          tone="error"
          live="assertive"
          description={[
            t('club.preferences.failed', { option: textOf(state.failed) }),
            // Refused by the site's limits: how long to wait too.
            state.retryAfterSeconds !== undefined && tooManyAttemptsText(state.retryAfterSeconds),
          ]
            .filter(Boolean)
            .join(' ')}
        />
      )}
    </section>
  );
}
