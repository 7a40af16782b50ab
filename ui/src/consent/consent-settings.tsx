import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { cn } from '../lib/cn';
import { buttonVariants } from '../button';
import { Checkbox } from '../checkbox';
import { Icon } from '../icon';
import { PopIn } from '../pop-in';

type ConsentCategory = {
  /** The key of the category in `value` and in what `onSave` receives ("necessary", "analytics"). */
  id: string;
  title: string;
  /** What the category's cookies do and who sets them; it describes the category's checkbox. */
  description: React.ReactNode;
  /** Needed for the site to work: shown with `alwaysOnLabel` instead of a checkbox, and always saved as true. */
  alwaysOn?: boolean;
};

type ConsentSettingsProps = {
  /** Open state; the dialog is controlled, pair it with `onOpenChange`. */
  isOpen: boolean;
  /** Called with false by Escape, the close button, the scrim and each action. */
  onOpenChange: (isOpen: boolean) => void;
  title: React.ReactNode;
  /** Announced with the title when the dialog opens. */
  description?: React.ReactNode;
  categories: ConsentCategory[];
  /** Shown beside an always-on category instead of a checkbox ("Siempre activas"). */
  alwaysOnLabel: string;
  /**
   * The visitor's choices so far, by category id; a category missing here is unticked. The dialog
   * edits a copy, taken afresh each time it opens, so closing without saving discards the edits.
   */
  value: Record<string, boolean>;
  /**
   * Called by "Save choices" with every category's id: the always-on ones as true, the others as
   * ticked (`{ necessary: true, analytics: true, marketing: false }`); the dialog then closes.
   */
  onSave: (value: Record<string, boolean>) => void;
  saveLabel: string;
  acceptAllLabel: string;
  rejectAllLabel: string;
  /** Called by "Accept all", which then closes the dialog. */
  onAcceptAll?: () => void;
  /** Called by "Reject all", which then closes the dialog. */
  onRejectAll?: () => void;
};

/** Reject and accept look the same (AEPD cookie guide); saving the choice by category is the main action. */
const answerClass = cn(buttonVariants({ variant: 'secondary' }), 'w-full sm:w-auto');
const saveClass = cn(buttonVariants({ variant: 'primary' }), 'w-full sm:w-auto');

/** Each category ticked as `value` says; nothing is ticked that `value` does not hold as true. */
function draftOf(categories: ConsentCategory[], value: Record<string, boolean>) {
  return Object.fromEntries(
    categories.map((category) => [category.id, category.alwaysOn === true || value[category.id] === true]),
  );
}

/**
 * The cookie settings: a modal dialog (`PopIn`: focus moves in, stays inside and returns to the opener;
 * Escape, the close button and the scrim close it without saving) with one checkbox per optional
 * category, never ticked unless `value` says so, and three actions: reject all, accept all, save choices.
 */
function ConsentSettings({
  isOpen,
  onOpenChange,
  title,
  description,
  categories,
  alwaysOnLabel,
  value,
  onSave,
  saveLabel,
  acceptAllLabel,
  rejectAllLabel,
  onAcceptAll,
  onRejectAll,
}: ConsentSettingsProps) {
  const [draft, setDraft] = useState(() => draftOf(categories, value));
  // The copy is taken again when the dialog opens (React's "adjusting state when a prop changes"):
  // edits made before an Escape are gone the next time.
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) setDraft(draftOf(categories, value));
  }

  return (
    <PopIn
      size="lg"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      actions={
        <>
          <AriaButton
            slot="close"
            data-slot="consent-settings-reject-all"
            className={answerClass}
            onPress={onRejectAll}
          >
            {rejectAllLabel}
          </AriaButton>
          <AriaButton
            slot="close"
            data-slot="consent-settings-accept-all"
            className={answerClass}
            onPress={onAcceptAll}
          >
            {acceptAllLabel}
          </AriaButton>
          <AriaButton
            slot="close"
            data-slot="consent-settings-save"
            className={saveClass}
            onPress={() => onSave(draftOf(categories, draft))}
          >
            {saveLabel}
          </AriaButton>
        </>
      }
    >
      <ul data-slot="consent-categories" className="flex flex-col">
        {categories.map((category) => (
          <li
            key={category.id}
            data-slot="consent-category"
            data-always-on={category.alwaysOn || undefined}
            className="border-t border-border py-4 last:pb-0"
          >
            {category.alwaysOn ? (
              <div className="flex flex-col gap-1.5">
                <div className="flex items-start gap-3">
                  <Icon name="check" className="size-6 shrink-0 text-success" />
                  <p className="flex flex-wrap items-center gap-x-3 gap-y-1 pt-px">
                    <span className="font-semibold">{category.title}</span>
                    <span
                      data-slot="consent-always-on"
                      className="rounded-pill bg-surface-muted px-2 text-sm font-semibold text-fg-muted"
                    >
                      {alwaysOnLabel}
                    </span>
                  </p>
                </div>
                <div className="ps-9 text-sm text-fg-muted">{category.description}</div>
              </div>
            ) : (
              <Checkbox
                name={category.id}
                label={<span className="font-semibold">{category.title}</span>}
                description={category.description}
                checked={draft[category.id] === true}
                onCheckedChange={(checked) =>
                  setDraft((current) => ({ ...current, [category.id]: checked === true }))
                }
              />
            )}
          </li>
        ))}
      </ul>
    </PopIn>
  );
}

export { ConsentSettings, type ConsentSettingsProps, type ConsentCategory };
