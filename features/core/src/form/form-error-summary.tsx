import { useFormState } from 'react-hook-form';
import { ErrorSummary } from '@cepa/ui';
import { useFormErrorText, useFormScope } from './form-scope';
import { useFormMessages } from './messages';

export type FormErrorSummaryProps = {
  /** Defaults to "Revisa los siguientes campos" / "Please check the following fields". */
  heading?: string;
  headingLevel?: 2 | 3 | 4;
};

/**
 * The scope's failed fields, in the scope's field order, as links to them. It appears after a
 * submit that failed and takes focus after each one; it goes once nothing is left to fix.
 */
export function FormErrorSummary({ heading, headingLevel }: FormErrorSummaryProps) {
  const t = useFormMessages();
  const scope = useFormScope();
  const errorText = useFormErrorText();
  const { errors, submitCount, isSubmitSuccessful } = useFormState();
  if (submitCount === 0 || isSubmitSuccessful) return null;
  const items = scope.order.flatMap((name) => {
    const message = errorText(errors[name]?.message as string | undefined);
    return message ? [{ fieldId: `${scope.id}-${name}`, message: `${scope.label(name)}: ${message}` }] : [];
  });
  return (
    <ErrorSummary
      key={submitCount}
      focusOnMount
      headingLevel={headingLevel}
      heading={heading ?? t('core.form.errors')}
      errors={items}
    />
  );
}
