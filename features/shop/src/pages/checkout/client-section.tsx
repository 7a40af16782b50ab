import { normalisedEmail } from '@cepa/core/address';
import { FormScope } from '@cepa/core/form';
import {
  ClientInfoFields,
  PreviewLines,
  Section,
  useDocumentTypeName,
  useFieldLabel,
} from './checkout-sections';
import { sectionFieldOrder, type SectionProps } from './use-checkout-forms';

/** Client info (SPEC §2, §3): the buyer and their document; a member's e-mail and document fixed (SPEC §6). */
export function ClientSection({ forms, controls }: SectionProps) {
  const label = useFieldLabel();
  const documentType = useDocumentTypeName();
  const client = forms.client.getValues();
  return (
    <FormScope form={forms.client} id="checkout-client" order={sectionFieldOrder.client} label={label}>
      <Section
        {...controls}
        preview={
          <PreviewLines
            lines={[
              `${client.name} ${client.surname}`,
              `${documentType(client.documentType)} ${client.documentNumber}`,
              // What is sent (SPEC §5: the e-mail trimmed and lower-cased).
              normalisedEmail(client.email),
              client.phoneNumber,
            ]}
          />
        }
      >
        <ClientInfoFields fixed={forms.isMember} />
      </Section>
    </FormScope>
  );
}
