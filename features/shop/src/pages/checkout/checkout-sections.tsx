import { AddressFields, useDocumentTypeOptions } from '@cepa/core/address';
import { FormSelect, FormTextField, labelsFrom, type FormOption } from '@cepa/core/form';
import { Button } from '@cepa/ui';
import { checkoutFieldLabels } from '../../forms';
import { maxOrderCommentLength, type CheckoutSection } from '../../rules';
import { useShopMessages } from '../../messages';

/** What the page gives each section: its title, its mode and its Edit, Save and Cancel. */
export type SectionControls = {
  section: CheckoutSection;
  title: string;
  editing: boolean;
  /** Edit, Save and Cancel exist once the payment intent does (SPEC §4). */
  onEdit?: () => void;
  onSave?: () => void;
  onCancel?: () => void;
  saving?: boolean;
  canSave: boolean;
};

/** A checkout section: its heading, and in preview a summary with Edit (the form otherwise). */
export function Section({
  section,
  title,
  editing,
  onEdit,
  onSave,
  onCancel,
  saving,
  canSave,
  preview,
  children,
}: SectionControls & { preview: React.ReactNode; children: React.ReactNode }) {
  const t = useShopMessages();
  const headingId = `checkout-${section}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 border-b border-border pb-6">
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} tabIndex={-1} className="font-display text-xl font-semibold text-fg outline-none">
          {title}
        </h2>
        {!editing && onEdit && (
          <Button
            variant="secondary"
            size="sm"
            onClick={onEdit}
            aria-label={t('shop.checkout.editSection', { section: title })}
          >
            {t('shop.checkout.edit')}
          </Button>
        )}
      </div>
      {editing ? (
        <>
          {children}
          {canSave && (
            <div className="flex flex-wrap gap-3">
              <Button onClick={onSave} loading={saving}>
                {saving ? t('shop.checkout.saving') : t('shop.checkout.save')}
              </Button>
              <Button variant="ghost" onClick={onCancel} disabled={saving}>
                {t('shop.checkout.cancel')}
              </Button>
            </div>
          )}
        </>
      ) : (
        <div className="text-fg">{preview}</div>
      )}
    </section>
  );
}

/** Lines of a section's preview (empty values left out). */
export function PreviewLines({ lines }: { lines: (React.ReactNode | false | null | undefined)[] }) {
  return (
    <p className="flex flex-col">
      {lines.filter(Boolean).map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </p>
  );
}

export function ClientInfoFields({ fixed }: { fixed: boolean }) {
  const t = useShopMessages();
  const documentTypes = useDocumentTypeOptions();
  const fixedNote = fixed ? t('shop.checkout.fixedField') : undefined;
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <FormSelect
        name="documentType"
        options={documentTypes}
        required
        disabled={fixed}
        description={fixedNote}
      />
      <FormTextField name="documentNumber" required disabled={fixed} description={fixedNote} />
      <FormTextField name="name" required autoComplete="given-name" />
      <FormTextField name="surname" required autoComplete="family-name" />
      <FormTextField
        name="email"
        type="email"
        required
        autoComplete="email"
        disabled={fixed}
        description={fixedNote}
      />
      <FormTextField name="phoneNumber" type="tel" required autoComplete="tel" />
    </div>
  );
}

export function ShippingFields({ countries }: { countries: readonly FormOption[] }) {
  return (
    <div className="grid max-w-[540px] gap-5 md:grid-cols-2">
      <AddressFields names="companyLast" phone section="shipping" countries={countries} />
      <div className="md:col-span-2">
        <FormTextField name="comments" multiline maxLength={maxOrderCommentLength} />
      </div>
    </div>
  );
}

export function BillingFields({ countries }: { countries: readonly FormOption[] }) {
  return (
    <div className="grid max-w-[540px] gap-5 md:grid-cols-2">
      <AddressFields document names="companyLast" section="billing" countries={countries} />
    </div>
  );
}

/** A document type's name in the page's language, as its list offers it (the sections' summaries). */
export function useDocumentTypeName(): (value: string) => string {
  const documentTypes = useDocumentTypeOptions();
  return (value) => documentTypes.find((option) => option.value === value)?.text ?? value;
}

/** A field's label, as every section's scope names it. */
export function useFieldLabel(): (name: string) => string {
  const t = useShopMessages();
  return labelsFrom(checkoutFieldLabels, t);
}
