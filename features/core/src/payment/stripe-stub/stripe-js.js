/* global window, document, setTimeout, URL, HTMLElement */
/**
 * Cepa's stand-in for Stripe.js in tests, loaded from this file instead of https://js.stripe.com: it
 * defines `window.Stripe` with the parts of the API that @stripe/stripe-js, @stripe/react-stripe-js and
 * Cepa's Stripe adapter (../stripe-card-payment.tsx) use, and keeps Stripe.js's rules where breaking
 * them would be a bug in Cepa: a publishable key, one Payment Element per Elements group, no Element
 * mounted after it was destroyed, `elements.submit()` before every `confirmPayment`, an absolute
 * `return_url`, a client secret that names its intent, an intent paid only once.
 *
 * Its Payment Element is a plain card form in the page (Stripe's is a frame), labelled in the Elements
 * group's locale (es or en). Stripe's test cards decide what a payment does:
 *   4242 4242 4242 4242  paid: the browser goes to return_url?payment_intent=…&payment_intent_client_secret=…&redirect_status=succeeded
 *   4000 0025 0000 3155  3-D Secure first: a challenge, Complete pays as above, Fail is an authentication error
 *   4000 0000 0000 0002  declined (card_error, card_declined, generic_decline)
 *   4000 0000 0000 9995  declined for insufficient funds (decline_code insufficient_funds)
 *   any other number     incorrect_number
 *
 * `window.cepaStripeStub` is the test's handle: `calls` (every call, in order, as plain data),
 * `redirect(url)` (how a paid payment leaves the page: location.assign unless the test records it),
 * `settle({clientSecret, paymentIntent})` (what Stripe's servers say before a payment succeeds:
 * null, or a Stripe error to answer with; an end-to-end test tells its backend the intent is paid here),
 * `delay` (milliseconds a confirmation takes) and `reset()`. `window.cepaStripeStubOptions`, set
 * before this file runs, presets `redirect`, `settle` and `delay`.
 */
(() => {
  if (window.cepaStripeStub) return;

  const preset = window.cepaStripeStubOptions || {};

  const texts = {
    es: {
      number: 'Número de tarjeta',
      expiry: 'Fecha de caducidad',
      cvc: 'Código de seguridad',
      expiryPlaceholder: 'MM / AA',
      incomplete_number: 'El número de tu tarjeta está incompleto.',
      invalid_number: 'El número de tu tarjeta no es válido.',
      incomplete_expiry: 'La fecha de caducidad de tu tarjeta está incompleta.',
      invalid_expiry_month: 'El mes de caducidad de tu tarjeta no es válido.',
      invalid_expiry_year_past: 'El año de caducidad de tu tarjeta ya ha pasado.',
      incomplete_cvc: 'El código de seguridad de tu tarjeta está incompleto.',
      generic_decline: 'Se ha rechazado tu tarjeta.',
      insufficient_funds: 'Tu tarjeta no tiene fondos suficientes.',
      incorrect_number: 'El número de tu tarjeta es incorrecto.',
      authentication_failure:
        'No hemos podido autenticar tu método de pago. Elige otro método de pago y vuelve a intentarlo.',
      already_succeeded: 'Este pago ya se ha completado.',
      resource_missing: 'No existe ningún PaymentIntent con este client secret.',
    },
    en: {
      number: 'Card number',
      expiry: 'Expiration date',
      cvc: 'Security code',
      expiryPlaceholder: 'MM / YY',
      incomplete_number: 'Your card number is incomplete.',
      invalid_number: 'Your card number is invalid.',
      incomplete_expiry: "Your card's expiration date is incomplete.",
      invalid_expiry_month: "Your card's expiration month is invalid.",
      invalid_expiry_year_past: "Your card's expiration year is in the past.",
      incomplete_cvc: "Your card's security code is incomplete.",
      generic_decline: 'Your card has been declined.',
      insufficient_funds: 'Your card has insufficient funds.',
      incorrect_number: 'Your card number is incorrect.',
      authentication_failure:
        'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      already_succeeded: 'You cannot confirm this PaymentIntent because it has already succeeded.',
      resource_missing: 'No such payment_intent.',
    },
  };
  const textsFor = (locale) => texts[String(locale || '').slice(0, 2)] || texts.en;

  const testCards = {
    succeeds: '4242424242424242',
    threeDSecure: '4000002500003155',
    declined: '4000000000000002',
    insufficientFunds: '4000000000009995',
  };

  const plain = (value) => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));
  const calls = [];
  const record = (call, detail) => calls.push({ call, ...plain(detail) });

  const integrationError = (message) => {
    const error = new Error(message);
    error.name = 'IntegrationError';
    return error;
  };

  /** Stripe's test mode leaves the Luhn check to the card number too. */
  const passesLuhn = (digits) => {
    let sum = 0;
    for (let i = 0; i < digits.length; i += 1) {
      let digit = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
      sum += digit;
    }
    return sum % 10 === 0;
  };
  const digitsOf = (value) => value.replace(/\D/g, '');

  /** The first problem with the card, as Stripe's validation error codes name them, or null. */
  function cardProblem({ number, expiry, cvc }, now = new Date()) {
    if (number.length < 16) return 'incomplete_number';
    if (!passesLuhn(number)) return 'invalid_number';
    if (expiry.length < 4) return 'incomplete_expiry';
    const month = Number(expiry.slice(0, 2));
    const year = 2000 + Number(expiry.slice(2, 4));
    if (month < 1 || month > 12) return 'invalid_expiry_month';
    if (year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1) return 'invalid_expiry_year_past';
    if (cvc.length < 3) return 'incomplete_cvc';
    return null;
  }
  const fieldOf = (code) => (/number/.test(code) ? 'number' : /expiry/.test(code) ? 'expiry' : 'cvc');

  const formats = {
    number: (digits) => digits.slice(0, 16).replace(/(\d{4})(?=\d)/g, '$1 '),
    expiry: (digits) => {
      const kept = digits.slice(0, 4);
      return kept.length > 2 ? `${kept.slice(0, 2)} / ${kept.slice(2)}` : kept;
    },
    cvc: (digits) => digits.slice(0, 4),
  };

  let nextId = 1;
  const style = {
    root: 'display:grid;grid-template-columns:1fr 1fr;gap:12px;padding:12px;background:#ffffff;color:#30313d;border:1px solid #e6e6e6;border-radius:6px;font:inherit',
    field: 'display:flex;flex-direction:column;gap:4px;min-width:0',
    label: 'font-size:14px;color:#30313d',
    input:
      'font:inherit;font-size:16px;padding:10px 12px;border:1px solid #8c8d97;border-radius:5px;background:#ffffff;color:#30313d;min-width:0',
    error: 'margin:0;font-size:14px;color:#c0123c',
  };

  function createPaymentElement(group, options) {
    const id = nextId++;
    const listeners = new Map();
    let state = 'created';
    let host = null;
    let inputs = null;
    let checked = false;
    const emit = (event, payload) => (listeners.get(event) || []).forEach((handler) => handler(payload));

    const values = () => ({
      number: digitsOf(inputs ? inputs.number.value : ''),
      expiry: digitsOf(inputs ? inputs.expiry.value : ''),
      cvc: digitsOf(inputs ? inputs.cvc.value : ''),
    });

    /** Shows the problem under its field (Stripe shows one at a time) and returns its code. */
    function showProblem() {
      const code = cardProblem(values());
      for (const name of ['number', 'expiry', 'cvc']) {
        const input = inputs[name];
        const message = input.parentElement.querySelector('p');
        const own = code && fieldOf(code) === name;
        message.textContent = own ? textsFor(group.locale())[code] : '';
        message.hidden = !own;
        if (own) {
          input.setAttribute('aria-invalid', 'true');
          input.setAttribute('aria-describedby', message.id);
        } else {
          input.removeAttribute('aria-invalid');
          input.removeAttribute('aria-describedby');
        }
      }
      return code;
    }

    function render() {
      if (!host) return;
      const before = inputs ? values() : { number: '', expiry: '', cvc: '' };
      const t = textsFor(group.locale());
      const root = document.createElement('div');
      root.dataset.stripeStub = 'payment-element';
      root.style.cssText = style.root;
      inputs = {};
      const fields = [
        ['number', t.number, 'cc-number', '1234 1234 1234 1234', 'grid-column:1 / -1'],
        ['expiry', t.expiry, 'cc-exp', t.expiryPlaceholder, ''],
        ['cvc', t.cvc, 'cc-csc', 'CVC', ''],
      ];
      for (const [name, label, autocomplete, placeholder, place] of fields) {
        const field = document.createElement('div');
        field.style.cssText = `${style.field};${place}`;
        const labelNode = document.createElement('label');
        labelNode.htmlFor = `stripe-stub-${id}-${name}`;
        labelNode.textContent = label;
        labelNode.style.cssText = style.label;
        const input = document.createElement('input');
        input.id = labelNode.htmlFor;
        input.name = name;
        input.inputMode = 'numeric';
        input.autocomplete = autocomplete;
        input.placeholder = placeholder;
        input.style.cssText = style.input;
        input.value = formats[name](before[name]);
        input.addEventListener('input', () => {
          input.value = formats[name](digitsOf(input.value));
          if (checked) showProblem();
          const code = cardProblem(values());
          emit('change', {
            elementType: 'payment',
            empty: !values().number && !values().expiry && !values().cvc,
            complete: code === null,
            collapsed: false,
            value: { type: 'card' },
          });
        });
        input.addEventListener('focus', () => emit('focus', { elementType: 'payment' }));
        input.addEventListener('blur', () => emit('blur', { elementType: 'payment' }));
        const message = document.createElement('p');
        message.id = `${input.id}-error`;
        message.hidden = true;
        message.style.cssText = style.error;
        field.append(labelNode, input, message);
        root.append(field);
        inputs[name] = input;
      }
      host.replaceChildren(root);
      if (checked) showProblem();
    }

    const api = {
      mount(target) {
        const node = typeof target === 'string' ? document.querySelector(target) : target;
        record('paymentElement.mount', { elements: group.id, element: id, inDocument: !!node?.isConnected });
        if (state === 'destroyed') {
          throw integrationError('This Element has already been destroyed. Please create a new one.');
        }
        if (!node)
          throw integrationError(`The selector you specified (${target}) applies to no DOM elements.`);
        host = node;
        state = 'mounted';
        render();
        setTimeout(() => state === 'mounted' && emit('ready', { elementType: 'payment' }), 0);
        return api;
      },
      unmount() {
        record('paymentElement.unmount', { elements: group.id, element: id });
        host?.replaceChildren();
        host = null;
        inputs = null;
        if (state === 'mounted') state = 'unmounted';
      },
      destroy() {
        record('paymentElement.destroy', { elements: group.id, element: id });
        host?.replaceChildren();
        host = null;
        inputs = null;
        state = 'destroyed';
      },
      update(changes) {
        record('paymentElement.update', { elements: group.id, element: id, options: changes });
        Object.assign(options, changes);
      },
      on(event, handler) {
        listeners.set(event, [...(listeners.get(event) || []), handler]);
        return api;
      },
      off(event, handler) {
        listeners.set(
          event,
          (listeners.get(event) || []).filter((h) => h !== handler),
        );
        return api;
      },
      once(event, handler) {
        const once = (payload) => {
          api.off(event, once);
          handler(payload);
        };
        return api.on(event, once);
      },
      focus: () => inputs?.number.focus(),
      blur: () => document.activeElement instanceof HTMLElement && document.activeElement.blur(),
      clear() {
        for (const input of Object.values(inputs || {})) input.value = '';
      },
      collapse: () => api,
    };

    return {
      id,
      api,
      state: () => state,
      values,
      render,
      /** `elements.submit()`: every field checked, the first problem shown and focused. */
      check() {
        checked = true;
        const code = showProblem();
        if (code) inputs[fieldOf(code)].focus();
        return code;
      },
    };
  }

  function createElements(options) {
    const id = nextId++;
    const current = { ...options };
    let payment = null;
    let submitted = false;
    const group = { id, locale: () => current.locale };

    const elements = {
      create(type, elementOptions = {}) {
        record('elements.create', { elements: id, type, options: elementOptions });
        if (type !== 'payment')
          throw integrationError(`The Stripe.js stub makes only the Payment Element, not ${type}.`);
        if (payment && payment.state() !== 'destroyed') {
          throw integrationError('Can only create one Element of type payment.');
        }
        payment = createPaymentElement(group, { ...elementOptions });
        return payment.api;
      },
      getElement(type) {
        return type === 'payment' && payment && payment.state() !== 'destroyed' ? payment.api : null;
      },
      update(changes) {
        record('elements.update', { elements: id, options: changes });
        const relabel = 'locale' in changes && changes.locale !== current.locale;
        Object.assign(current, changes);
        if (relabel) payment?.render();
      },
      async submit() {
        record('elements.submit', { elements: id });
        if (!payment || payment.state() !== 'mounted') {
          throw integrationError('elements.submit(): this Elements group has no mounted Payment Element.');
        }
        const code = payment.check();
        submitted = !code;
        if (!code) return { selectedPaymentMethod: 'card' };
        return { error: { type: 'validation_error', code, message: textsFor(current.locale)[code] } };
      },
      fetchUpdates: async () => ({}),
    };

    return {
      id,
      elements,
      mode: () => current.mode,
      locale: () => current.locale,
      payment: () => payment,
      /** Stripe.js insists on a fresh `elements.submit()` before each confirmation of a deferred intent. */
      takeSubmission() {
        const was = submitted;
        submitted = false;
        return was;
      },
    };
  }

  /** Stripe's 3-D Secure test page, in a modal over the page; resolves with the customer's choice. */
  function challenge() {
    return new Promise((resolve) => {
      const overlay = document.createElement('div');
      overlay.style.cssText =
        'position:fixed;inset:0;z-index:2147483646;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,0.5)';
      const dialog = document.createElement('div');
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      dialog.setAttribute('aria-labelledby', 'stripe-stub-3ds-title');
      dialog.lang = 'en';
      dialog.style.cssText =
        'max-width:360px;padding:24px;background:#ffffff;color:#30313d;border-radius:8px;font:16px/1.4 system-ui,sans-serif';
      const title = document.createElement('h2');
      title.id = 'stripe-stub-3ds-title';
      title.textContent = '3D Secure 2 Test Page';
      title.style.cssText = 'margin:0 0 8px;font-size:18px';
      const text = document.createElement('p');
      text.textContent = 'Complete or fail the authentication of this test payment.';
      text.style.cssText = 'margin:0 0 16px';
      const buttons = document.createElement('div');
      buttons.style.cssText = 'display:flex;gap:8px';
      const choose = (label, outcome, colours) => {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = label;
        button.style.cssText = `font:inherit;padding:8px 16px;border:0;border-radius:5px;${colours}`;
        button.addEventListener('click', () => {
          overlay.remove();
          record('threeDSecure', { outcome });
          resolve(outcome);
        });
        return button;
      };
      const complete = choose('Complete', 'complete', 'background:#0a5c36;color:#ffffff');
      buttons.append(complete, choose('Fail', 'fail', 'background:#a4133c;color:#ffffff'));
      dialog.append(title, text, buttons);
      overlay.append(dialog);
      document.body.append(overlay);
      complete.focus();
    });
  }

  const paid = new Set();
  const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  function Stripe(key, options) {
    record('Stripe', { key, options });
    if (typeof key !== 'string' || !/^pk_(test|live)_\w+$/.test(key)) {
      throw integrationError(`Invalid API Key provided: ${String(key)}`);
    }
    const groups = new Map();
    const notInStub = (name) => () =>
      Promise.reject(integrationError(`${name} is not part of the Stripe.js stub.`));

    async function confirmPayment({ elements, clientSecret, confirmParams = {}, redirect = 'always' } = {}) {
      const group = groups.get(elements);
      const payment = group?.payment();
      record('confirmPayment', {
        elements: group?.id ?? null,
        paymentElement: payment ? payment.state() : null,
        clientSecret,
        returnUrl: confirmParams.return_url,
        redirect,
      });
      if (!group)
        throw integrationError(
          'confirmPayment: `elements` is not an Elements group of this Stripe instance.',
        );
      if (!group.takeSubmission()) {
        throw integrationError(
          'elements.submit() must be called before stripe.confirmPayment(). Call elements.submit() as soon as your customer presses pay, prior to any asynchronous work.',
        );
      }
      if (!payment || payment.state() !== 'mounted') {
        throw integrationError('confirmPayment: the Payment Element of this Elements group is not mounted.');
      }
      if (group.mode() && typeof clientSecret !== 'string') {
        throw integrationError(
          'confirmPayment: a clientSecret is required when Elements is created with a mode.',
        );
      }
      let returnUrl = null;
      try {
        returnUrl = new URL(confirmParams.return_url);
      } catch {
        if (redirect === 'always')
          throw integrationError('confirmParams.return_url must be an absolute URL.');
      }
      const t = textsFor(group.locale());
      const intent = /^(pi_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/.exec(clientSecret)?.[1];
      await wait(controller.delay);
      if (!intent) {
        return {
          error: { type: 'invalid_request_error', code: 'resource_missing', message: t.resource_missing },
        };
      }
      if (paid.has(intent)) {
        return {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: t.already_succeeded,
            payment_intent: { id: intent, status: 'succeeded' },
          },
        };
      }
      const cardError = (code, declineCode, message) => ({
        error: {
          type: 'card_error',
          code,
          ...(declineCode ? { decline_code: declineCode } : {}),
          message,
          payment_intent: { id: intent, status: 'requires_payment_method' },
        },
      });
      const { number } = payment.values();
      if (number === testCards.declined)
        return cardError('card_declined', 'generic_decline', t.generic_decline);
      if (number === testCards.insufficientFunds) {
        return cardError('card_declined', 'insufficient_funds', t.insufficient_funds);
      }
      if (number !== testCards.succeeds && number !== testCards.threeDSecure) {
        return cardError('incorrect_number', null, t.incorrect_number);
      }
      if (number === testCards.threeDSecure && (await challenge()) === 'fail') {
        return {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_authentication_failure',
            message: t.authentication_failure,
            payment_intent: { id: intent, status: 'requires_payment_method' },
          },
        };
      }
      const refused = await controller.settle({ clientSecret, paymentIntent: intent });
      if (refused) return { error: refused };
      paid.add(intent);
      if (redirect === 'if_required') return { paymentIntent: { id: intent, status: 'succeeded' } };
      returnUrl.searchParams.set('payment_intent', intent);
      returnUrl.searchParams.set('payment_intent_client_secret', clientSecret);
      returnUrl.searchParams.set('redirect_status', 'succeeded');
      record('redirect', { url: returnUrl.href });
      controller.redirect(returnUrl.href);
      // Stripe.js never resolves once it sends the browser away.
      return new Promise(() => {});
    }

    return {
      elements(options = {}) {
        const group = createElements(options);
        record('elements', { elements: group.id, key, options });
        groups.set(group.elements, group);
        return group.elements;
      },
      confirmPayment,
      confirmCardPayment: notInStub('confirmCardPayment'),
      createPaymentMethod: notInStub('createPaymentMethod'),
      createToken: notInStub('createToken'),
      retrievePaymentIntent: notInStub('retrievePaymentIntent'),
      _registerWrapper: (wrapper) => record('_registerWrapper', { name: wrapper?.name }),
      registerAppInfo: () => undefined,
    };
  }
  // The release @stripe/stripe-js expects (it warns about any other with a test key).
  Stripe.version = 'endive';

  const controller = {
    calls,
    delay: preset.delay ?? 20,
    redirect: preset.redirect || ((url) => window.location.assign(url)),
    settle: preset.settle || (async () => null),
    reset() {
      calls.length = 0;
      paid.clear();
    },
  };

  window.Stripe = Stripe;
  window.cepaStripeStub = controller;
})();
