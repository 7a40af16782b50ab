// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../i18n';
import { FormScope } from '../form/form-scope';
import { AddressFields, type AddressFieldsProps } from './address-fields';
import { addressWithEntityFields } from './schema';
import type { DocumentType, EntityType } from './documents';

const countries = [{ value: 'ES', text: 'España' }];
const regions = [{ value: 'LO', text: 'La Rioja' }];
const entities = [
  { value: 'person', text: 'Una persona' },
  { value: 'company', text: 'Una empresa' },
];

/**
 * The controls the server's HTML holds, in order: each field's name (its id after the scope's), its
 * autofill token and whether its label marks it required.
 */
function controlsOf(
  props: AddressFieldsProps,
  chosen: { documentType?: DocumentType; entity?: EntityType } = {},
): string[] {
  function Form() {
    const form = useForm({
      defaultValues: { ...addressWithEntityFields.empty, phoneNumber: '', ...chosen },
    });
    return (
      <FormScope form={form} id="a" order={addressWithEntityFields.order} label={(name) => name}>
        <AddressFields {...props} />
      </FormScope>
    );
  }
  document.body.innerHTML = renderToString(
    <I18nProvider language="es">
      <Form />
    </I18nProvider>,
  );
  return [...document.querySelectorAll('input[id^="a-"], button[id^="a-"], [role="radiogroup"]')].map(
    (control) => {
      const name = control.id.slice('a-'.length);
      const token = control.getAttribute('autocomplete');
      const label = document.getElementById(`${control.id}-label`) ?? control;
      const required = label.querySelector('[aria-hidden="true"]')?.textContent?.includes('*');
      return [name, token, required && 'required'].filter(Boolean).join(' | ');
    },
  );
}

describe('AddressFields: the same fields, tokens and required marks in each form that shows them', () => {
  it('the booking’s billing: the document, the company first, the region chosen from a list', () => {
    expect(controlsOf({ document: true, names: 'companyFirst', countries, regions })).toEqual([
      'documentType | required',
      'documentNumber | required',
      'company | organization',
      'name | given-name | required',
      'surname | family-name | required',
      'email | email | required',
      'address | address-line1 | required',
      'optionalAddress | address-line2',
      'country | required',
      'region',
      'postalCode | postal-code | required',
      'locality | address-level2 | required',
    ]);
  });

  it('the checkout’s shipping: no document, the names first, the phone, the shipping section’s tokens', () => {
    expect(controlsOf({ names: 'companyLast', phone: true, section: 'shipping', countries })).toEqual([
      'name | shipping given-name | required',
      'surname | shipping family-name | required',
      'email | email | required',
      'phoneNumber | tel | required',
      'company | shipping organization',
      'address | shipping address-line1 | required',
      'optionalAddress | shipping address-line2',
      'country | required',
      'region | shipping address-level1',
      'postalCode | shipping postal-code | required',
      'locality | shipping address-level2 | required',
    ]);
  });

  it('the checkout’s billing: the document, then as the shipping’s without the phone, the billing section’s tokens', () => {
    expect(
      controlsOf({ document: true, names: 'companyLast', section: 'billing', countries }).slice(0, 7),
    ).toEqual([
      'documentType | required',
      'documentNumber | required',
      'name | billing given-name | required',
      'surname | billing family-name | required',
      'email | email | required',
      'company | billing organization',
      'address | billing address-line1 | required',
    ]);
  });

  describe('the club’s billing address (SPEC §5: person or company for a NIF/CIF)', () => {
    const props: AddressFieldsProps = { document: true, names: 'personOrCompany', entities, countries };

    it('a DNI: no choice, a person’s names', () => {
      expect(controlsOf(props, { documentType: 'dni' }).slice(0, 5)).toEqual([
        'documentType | required',
        'documentNumber | required',
        'name | given-name | required',
        'surname | family-name | required',
        'email | email | required',
      ]);
    });

    it('a NIF/CIF for a company: the choice, then the company’s name, required; the region typed', () => {
      const controls = controlsOf(props, { documentType: 'nif_cif', entity: 'company' });
      expect(controls.slice(0, 5)).toEqual([
        'documentType | required',
        'documentNumber | required',
        'entity | required',
        'company | organization | required',
        'email | email | required',
      ]);
      expect(controls).toContain('region | address-level1');
    });

    it('a NIF/CIF for a person: the choice, then the person’s names', () => {
      expect(controlsOf(props, { documentType: 'nif_cif', entity: 'person' }).slice(2, 5)).toEqual([
        'entity | required',
        'name | given-name | required',
        'surname | family-name | required',
      ]);
    });
  });
});
