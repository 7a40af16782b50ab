import {
  Controller,
  type Control,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type UseFormRegister,
} from 'react-hook-form';
import { Field, Select, SelectItem, TextField, type ErrorSummaryItem } from '@cepa/ui';
import type { Option } from '../api';
import { bookingErrorIds, documentTypes } from '../forms';
import { useBookingMessages, type BookingMessageId } from '../messages';

const knownErrors = new Set<string>(Object.values(bookingErrorIds));

/** The catalogue text of a schema's error (the schemas' messages are catalogue ids). */
export function useErrorText() {
  const t = useBookingMessages();
  return (message: string | undefined) =>
    message
      ? t((knownErrors.has(message) ? message : bookingErrorIds.required) as BookingMessageId)
      : undefined;
}

/** The id of a form field's control, so that labels and the error summary point at it. */
export const fieldId = (form: string, name: string) => `booking-${form}-${name}`;

/** The form's errors, in the order of `names`, as error-summary links. */
export function errorSummaryItems(
  form: string,
  names: readonly string[],
  errors: FieldErrors,
  text: (message: string | undefined) => string | undefined,
  label: (name: string) => string,
): ErrorSummaryItem[] {
  return names.flatMap((name) => {
    const message = text(errors[name]?.message as string | undefined);
    return message ? [{ fieldId: fieldId(form, name), message: `${label(name)}: ${message}` }] : [];
  });
}

type TextProps<V extends FieldValues> = {
  form: string;
  name: FieldPath<V>;
  label: string;
  register: UseFormRegister<V>;
  errors: FieldErrors<V>;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
};

/** A text field of a booking form, registered with react-hook-form and wired to its error. */
export function TextInput<V extends FieldValues>({
  form,
  name,
  label,
  register,
  errors,
  required = false,
  type = 'text',
  autoComplete,
}: TextProps<V>) {
  const text = useErrorText();
  return (
    <Field
      label={label}
      id={fieldId(form, name)}
      required={required}
      error={text(errors[name]?.message as string | undefined)}
    >
      <TextField type={type} autoComplete={autoComplete} {...register(name)} />
    </Field>
  );
}

type SelectProps<V extends FieldValues> = {
  form: string;
  name: FieldPath<V>;
  label: string;
  control: Control<V>;
  options: readonly Option[];
  required?: boolean;
};

/** A select of a booking form, through a Controller (Radix Select is not a native input). */
export function SelectInput<V extends FieldValues>({
  form,
  name,
  label,
  control,
  options,
  required = false,
}: SelectProps<V>) {
  const t = useBookingMessages();
  const text = useErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field
          label={label}
          id={fieldId(form, name)}
          required={required}
          error={text(fieldState.error?.message)}
        >
          <Select
            ref={field.ref}
            name={field.name}
            value={(field.value as string | undefined) ?? ''}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            placeholder={t('booking.client.choose')}
          >
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.text}
              </SelectItem>
            ))}
          </Select>
        </Field>
      )}
    />
  );
}

/** The document types in the page's language (SPEC §9: dni, passport, nif_cif). */
export function useDocumentTypeOptions(): Option[] {
  const t = useBookingMessages();
  return documentTypes.map((value) => ({
    value,
    text: t(`booking.client.documentType.${value}` as BookingMessageId),
  }));
}
