import { describe, expect, it } from 'vitest';
import { memberDataFor, members } from '@cepa/core/backend';
import { memberDataSchema } from '@cepa/core/session-api';
import { orderIntentPayloadSchema, updateOrderIntentPayloadSchema } from './api';
import {
  applyUpdate,
  billingFromMemberData,
  billingFromShipping,
  chosenBilling,
  clientInfoFromMemberData,
  pickupShippingAddress,
  sectionUpdate,
  shippingFromClient,
  toBillingAddressPayload,
  toClientInfoPayload,
  toOrderIntentPayload,
  toShippingAddressPayload,
  type CheckoutForms,
} from './mappers';
import type { ClientInfoInput, ShippingInput } from './forms';

const client: ClientInfoInput = {
  documentType: 'dni',
  documentNumber: ' 12345678Z ',
  name: ' Ana ',
  surname: 'Ruiz',
  email: ' Ana.Ruiz@Example.com ',
  phoneNumber: '+34 600 111 222',
};

const shipping: ShippingInput = {
  company: '',
  name: 'Ana',
  surname: 'Ruiz',
  email: 'ana.ruiz@example.com',
  phoneNumber: '600 111 222',
  address: 'Calle Mayor 3',
  optionalAddress: '2º B',
  country: 'ES',
  region: 'La Rioja',
  postalCode: '26001',
  locality: 'Logroño',
  comments: ' Dejar en portería ',
};

const forms = (overrides: Partial<CheckoutForms> = {}): CheckoutForms => ({
  client,
  shippingMode: 'home',
  shipping,
  billing: null,
  flags: {
    isGift: false,
    newsletter: true,
    updateMemberData: false,
    terms: true,
    reuseClientData: false,
    wantsBilling: false,
    reuseBilling: false,
  },
  isMember: false,
  ...overrides,
});

describe('checkout mappers against SPEC §3’s wire names', () => {
  it('client info: document_type, document_number, name, surname, email, phone_number', () => {
    expect(toClientInfoPayload(client)).toEqual({
      document_type: 'dni',
      document_number: '12345678Z',
      name: 'Ana',
      surname: 'Ruiz',
      email: 'ana.ruiz@example.com',
      phone_number: '+34 600 111 222',
    });
  });

  it('shipping address: first_name, last_name, line1, line2, country_id, state, postcode, locality, phone_number, notes', () => {
    expect(toShippingAddressPayload(shipping)).toEqual({
      company: '',
      first_name: 'Ana',
      last_name: 'Ruiz',
      email: 'ana.ruiz@example.com',
      line1: 'Calle Mayor 3',
      line2: '2º B',
      country_id: 'ES',
      state: 'La Rioja',
      postcode: '26001',
      locality: 'Logroño',
      phone_number: '600 111 222',
      notes: 'Dejar en portería',
    });
  });

  it('billing data: the shipping names without phone or notes, plus document_type and document_number', () => {
    const billing = toBillingAddressPayload(billingFromShipping(shipping, client));
    expect(billing).toEqual({
      company: '',
      first_name: 'Ana',
      last_name: 'Ruiz',
      email: 'ana.ruiz@example.com',
      line1: 'Calle Mayor 3',
      line2: '2º B',
      country_id: 'ES',
      state: 'La Rioja',
      postcode: '26001',
      locality: 'Logroño',
      document_type: 'dni',
      document_number: '12345678Z',
    });
  });

  it('store pickup sends the shop’s address with country ES and empty notes (SPEC §9)', () => {
    expect(pickupShippingAddress(client)).toMatchObject({
      line1: 'Avenida de Vizcaya 5',
      postcode: '26200',
      locality: 'Haro',
      country_id: 'ES',
      notes: '',
      first_name: 'Ana',
    });
    const payload = toOrderIntentPayload(forms({ isMember: true, shippingMode: 'shop' }), 'es', 'solera');
    expect(payload.shipping_mode).toBe('shop');
    expect(payload.shipping_address.line1).toBe('Avenida de Vizcaya 5');
    // A visitor cannot choose store pickup (SPEC §6): home whatever the form says.
    expect(toOrderIntentPayload(forms({ shippingMode: 'shop' }), 'es', 'solera').shipping_mode).toBe('home');
  });

  it('the whole intent payload parses with the contract', () => {
    const payload = toOrderIntentPayload(
      forms({ billing: billingFromShipping(shipping, client) }),
      'en',
      'brava',
    );
    expect(orderIntentPayloadSchema.parse(payload)).toEqual(payload);
    expect(payload).toMatchObject({
      web_language: 'en',
      web_site: 'brava',
      newsletter_subscription: true,
      update_member_data: false,
    });
  });

  it('the reuse box copies name, surname, e-mail and phone into shipping', () => {
    expect(shippingFromClient(client, { ...shipping, name: '', email: '' })).toMatchObject({
      name: client.name,
      surname: client.surname,
      email: client.email,
      phoneNumber: client.phoneNumber,
      address: 'Calle Mayor 3',
    });
  });

  it('a member’s checkout data fills client info and billing', () => {
    const data = memberDataSchema.parse(memberDataFor(members[0]!));
    expect(clientInfoFromMemberData(data)).toMatchObject({ name: 'Lucía', email: 'lucia@example.com' });
    expect(billingFromMemberData(data)).toMatchObject({ address: 'Calle Mayor 1', locality: 'Haro' });
    expect(billingFromMemberData(memberDataSchema.parse(memberDataFor(members[1]!)))).toBeNull();
  });
});

describe('the billing data an order sends (SPEC §4: the billing reuse box)', () => {
  const ownForm = {
    ...billingFromShipping(shipping, client),
    address: 'Calle Nueva 8',
    locality: 'Donostia',
  };
  const stored = billingFromMemberData(memberDataSchema.parse(memberDataFor(members[0]!)));
  const choose = (
    flags: { wantsBilling: boolean; reuseBilling: boolean },
    memberBilling: typeof stored = null,
  ) => chosenBilling({ flags, memberBilling, client, shipping, billing: ownForm });

  it('none when no billing data is asked for', () => {
    expect(choose({ wantsBilling: false, reuseBilling: true }, stored)).toBeNull();
  });

  it('reused by a member with stored billing data: the member’s, not the shipping address', () => {
    expect(stored).toMatchObject({ address: 'Calle Mayor 1', locality: 'Haro' });
    expect(choose({ wantsBilling: true, reuseBilling: true }, stored)).toEqual(stored);
  });

  it('reused by a visitor, or a member with none stored: the shipping address with the client’s document', () => {
    expect(choose({ wantsBilling: true, reuseBilling: true })).toEqual({
      ...billingFromShipping(shipping, client),
      address: 'Calle Mayor 3',
      documentNumber: client.documentNumber,
    });
  });

  it('not reused: what its own form holds', () => {
    expect(choose({ wantsBilling: true, reuseBilling: false }, stored)).toEqual(ownForm);
  });
});

describe('the section diff update_intent sends (SPEC §4)', () => {
  const sent = toOrderIntentPayload(forms(), 'es', 'solera');

  it('saving billing sends only billing_address', () => {
    const now = forms({ billing: billingFromShipping(shipping, client) });
    const update = sectionUpdate('billing', sent, now, 'pi_1');
    expect(Object.keys(update).sort()).toEqual(['billing_address', 'payment_intent']);
    expect(updateOrderIntentPayloadSchema.parse(update)).toEqual(update);
  });

  it('saving shipping sends only what changed in it', () => {
    const now = forms({ shipping: { ...shipping, locality: 'Haro', postalCode: '26200' } });
    const update = sectionUpdate('shipping', sent, now, 'pi_1');
    expect(update).toEqual({
      payment_intent: 'pi_1',
      shipping_address: expect.objectContaining({ locality: 'Haro' }),
    });
    // Another section's change waits for its own save.
    const both = forms({ client: { ...client, name: 'Eva' }, shipping: { ...shipping, locality: 'Haro' } });
    expect(sectionUpdate('shipping', sent, both, 'pi_1')).not.toHaveProperty('client_info');
  });

  it('an unchanged section sends the payment intent alone; the next diff starts from what was accepted', () => {
    expect(sectionUpdate('client', sent, forms(), 'pi_1')).toEqual({ payment_intent: 'pi_1' });
    const now = forms({ client: { ...client, phoneNumber: '611 000 000' } });
    const update = sectionUpdate('client', sent, now, 'pi_1');
    const accepted = applyUpdate(sent, update);
    expect(sectionUpdate('client', accepted, now, 'pi_2')).toEqual({ payment_intent: 'pi_2' });
  });
});
