import { useFormState } from 'react-hook-form';
import { ErrorSummary } from '@cepa/ui';
import { useHydrated } from '../page/use-hydrated';
import { postedErrorsOf, useFormErrorText, useFormScope } from './form-scope';
import { useFormMessages } from './messages';

export type FormErrorSummaryProps = {
  /** Defaults to "Revisa los siguientes campos" / "Please check the following fields". */
  heading?: string;
  headingLevel?: 2 | 3 | 4;
};

/**
 * The scope's failed fields, in the scope's field order, as links to them. It appears after a
 * submit that failed and takes focus after each one; it goes once nothing is left to fix.
 *
 * In a form that works without JavaScript (`FormScope`'s `posted`), it also lists what the server
 * refused in the last post, until the form is submitted here. The page rendered in answer to that post
 * gives it the browser's own focus (`autofocus`, as the page's code would), and until the page has
 * hydrated its links point to the native twins of the controls that need the page's code.
 */
export function FormErrorSummary({ heading, headingLevel }: FormErrorSummaryProps) {
  const t = useFormMessages();
  const scope = useFormScope();
  const errorText = useFormErrorText();
  const hydrated = useHydrated();
  const { errors, submitCount, isSubmitSuccessful } = useFormState();
  const posted = submitCount === 0 ? postedErrorsOf(scope.posted) : null;
  if (!posted && (submitCount === 0 || isSubmitSuccessful)) return null;
  const items = scope.order.flatMap((name) => {
    const message = errorText(posted ? posted[name] : (errors[name]?.message as string | undefined));
    const twin = posted && !hydrated && scope.posted?.nativeTwins.includes(name);
    const fieldId = `${scope.id}-${name}${twin ? '-native' : ''}`;
    return message ? [{ fieldId, message: `${scope.label(name)}: ${message}` }] : [];
  });
  return (
    <ErrorSummary
      key={submitCount}
      focusOnMount
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the answer to the visitor's own submit, sent without JavaScript: the browser brings it into view and to a screen reader, as `focusOnMount` does with the page's code
      autoFocus={posted ? true : undefined}
      headingLevel={headingLevel}
      heading={heading ?? t('core.form.errors')}
      errors={items}
    />
  );
}
