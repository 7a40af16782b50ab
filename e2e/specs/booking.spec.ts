// @slices booking
import type { Locator, Page, Request, TestInfo } from '@playwright/test';
import {
  apiPaths,
  bookedDateAndTime,
  bookingBillingFields,
  bookingClientFields,
  bookingPath,
  bookingText as text,
  cards,
  confirmationPath,
  consentDate,
  paidBooking,
  shownMonth,
  slotName,
  uniqueVouchers,
  upcomingDay,
  voucherOutcomes,
  voucherPage,
  voucherTexts,
  voucherVisitLanguage,
  voucherVisitor,
  type BookingVisitor,
  type Day,
  type Language,
} from '../journeys-data.mjs';
import {
  choose,
  expect,
  expectChosen,
  hydrated,
  openMainMenuOnPhone,
  tabTo as tabToTarget,
  test,
} from './support.ts';

/**
 * The experience booking (SPEC §2 Experience booking page, Booking error screen, Booking payment
 * confirmation; §4, §5, §7, §8) over the built site and the embedded backend.
 *
 * The backend's calendar is generated from its local date by day of the month (features/booking/
 * src/fake/fixtures.ts `calendarRules`): 7/14/21/28 closed, 10 few places, 15 full, 20 last slot
 * taken at capture (409), 25 last slot taken at POST /api/booking_intent/ (409). The server runs on
 * this machine, so the dates are computed here from `new Date()` with the same rules.
 */

// ---- Dates, by the backend's calendar rules (journeys-data.mjs `upcomingDay`) ----

const days = {
  open: () => upcomingDay(),
  /** An open day in a month shown whole: its list of days is longer than any window. */
  openInAWholeMonth: () => upcomingDay(undefined, { fromNextMonth: true }),
  takenAtPayment: () => upcomingDay(20),
  takenAtIntent: () => upcomingDay(25),
};

// ---- Page texts and paths: journeys-data.mjs (`bookingText`, `bookingPath`, `confirmationPath`) ----

/** The embedded test card form: number, any future expiry, any CVC. */
async function fillCard(page: Page, language: Language, number: string) {
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: text[language].cardNumber }).fill(number);
  await main.getByRole('textbox', { name: text[language].expiry }).fill(cards.expiry);
  await main.getByRole('textbox', { name: text[language].cvc }).fill(cards.cvc);
}

// ---- Moving through the flow ----

const main = (page: Page) => page.getByRole('main');
const stepHeading = (page: Page, language: Language, step: 1 | 2 | 3 | 4) =>
  main(page).getByRole('heading', { level: 2, name: text[language].steps[step - 1], exact: true });

/** The step's heading, and the step indicator marks it as the current one (aria-current="step"). */
async function expectStep(page: Page, language: Language, step: 1 | 2 | 3 | 4) {
  const name = text[language].steps[step - 1]!;
  await expect(stepHeading(page, language, step)).toBeVisible();
  await expect(
    main(page).getByRole('list', { name: text[language].stepList }).locator('[aria-current="step"]'),
  ).toContainText(name);
}

/** The booking state in the address hash (SPEC §2), as the page keeps it. */
async function hashState(page: Page): Promise<Record<string, unknown>> {
  // The page writes what the visitor typed to the address at most every 300 ms (WebKit refuses more
  // than 100 address writes in 10 s): read the address once it has stayed the same that long.
  for (let last = page.url(); ;) {
    await page.waitForTimeout(350);
    if (page.url() === last) break;
    last = page.url();
  }
  const hash = new URL(page.url()).hash.replace(/^#/, '');
  return hash ? (JSON.parse(decodeURIComponent(hash)) as Record<string, unknown>) : {};
}

/** Step 2: shows the day's month (the year first: this year's months start at the current one). */
async function showMonthOf(page: Page, language: Language, day: Day) {
  const year = main(page).getByRole('combobox', { name: text[language].year });
  const month = main(page).getByRole('combobox', { name: text[language].month });
  const monthName = shownMonth(day, language);
  if ((await year.textContent())?.trim() !== String(day.year)) await choose(page, year, String(day.year));
  if ((await month.textContent())?.trim() !== monthName) await choose(page, month, monthName);
}

/** The time slots are radios drawn as chips (the input itself is visually hidden under its label). */
function slotRadio(page: Page, day: Day, time: string, language: Language) {
  return main(page).getByRole('radio', { name: slotName(day, time, language) });
}

async function chooseSlot(page: Page, day: Day, time: string, language: Language) {
  const name = slotName(day, time, language);
  await main(page)
    .locator('[data-slot="time-slot"]')
    .filter({ has: page.getByRole('radio', { name }) })
    .click();
  await expect(slotRadio(page, day, time, language)).toBeChecked();
}

/** Step 3: the visitor's fields (a region chosen, a comment typed when there are), the privacy policy. */
async function fillClientStep(page: Page, visitor: BookingVisitor, options: { newsletter?: boolean } = {}) {
  const form = main(page).getByRole('form', { name: text.es.clientForm });
  const { region, comment, ...fields } = visitor;
  for (const [key, value] of Object.entries(fields) as [keyof typeof fields, string][]) {
    await form.getByRole('textbox', { name: bookingClientFields[key] }).fill(value);
  }
  if (region) await choose(page, form.getByRole('combobox', { name: bookingClientFields.region }), region);
  if (comment !== undefined) {
    await form.getByRole('textbox', { name: bookingClientFields.comment }).fill(comment);
  }
  await form.getByRole('checkbox', { name: bookingClientFields.consent }).check();
  if (options.newsletter) await form.getByRole('checkbox', { name: bookingClientFields.newsletter }).check();
}

/** Step 4's billing address: Ana's company's (journeys-data.mjs `paidBooking.billing`). */
async function fillBillingStep(page: Page, email: string) {
  const form = main(page).getByRole('form', { name: text.es.billingForm });
  const billing = paidBooking.billing(email);
  for (const [key, value] of Object.entries(billing) as [keyof typeof billing, string][]) {
    await form.getByRole('textbox', { name: bookingBillingFields[key] }).fill(value);
  }
}

/** A distinct e-mail per project and test: the backend is one server for every test. */
function uniqueEmail(testInfo: TestInfo, name: string) {
  return `${name}.${testInfo.project.name}.${testInfo.testId.slice(0, 8)}@example.com`;
}

// ---- Deep links: a state in the hash, as a reload or a shared address would bring it ----

function hashFor(state: Record<string, unknown>) {
  return `#${encodeURIComponent(JSON.stringify(state))}`;
}

const billingForm = {
  documentType: 'dni',
  documentNumber: '12345678Z',
  company: '',
  name: 'Carmen',
  surname: 'Ruiz Ortega',
  email: 'carmen.ruiz@example.com',
  address: 'Calle de la Estación 12',
  optionalAddress: '',
  country: 'ES',
  region: 'RI',
  postalCode: '26200',
  locality: 'Haro',
};

/** Step 4's payment sub-step with everything before it filled in (experience 1, two adults). */
function paymentStepUrl(language: Language, day: Day, time: string, email: string) {
  return `${bookingPath[language]}?experience=1${hashFor({
    step: 4,
    firstStep: { language, adults: 2, children: 0, babies: 0 },
    secondStep: { year: day.year, month: day.month, day: day.iso, slot: time },
    thirdStep: {
      documentType: 'dni',
      documentNumber: '12345678Z',
      name: 'Carmen',
      surname: 'Ruiz Ortega',
      email,
      phoneNumber: '+34 600 123 456',
      country: 'ES',
      region: 'RI',
      comment: '',
      consent: true,
      newsletter: false,
    },
    fourthStep: { subStep: 'payment', billing: { ...billingForm, email } },
    experienceId: 1,
  })}`;
}

const isIntentPost = (r: Request) =>
  r.method() === 'POST' && new URL(r.url()).pathname === apiPaths.bookingIntent;
const isCapturePost = (r: Request) =>
  r.method() === 'POST' && new URL(r.url()).pathname === apiPaths.bookingCapture;

type DataLayerEvent = { event?: string; [key: string]: unknown };
const dataLayer = (page: Page) =>
  page.evaluate(() => ((window as { dataLayer?: unknown[] }).dataLayer ?? []) as DataLayerEvent[]);
const events = async (page: Page) => (await dataLayer(page)).map((e) => e.event);

// ---- Tests ----

test.describe('paid booking (SPEC §2, §4, §7)', () => {
  test('from an experience card to the confirmation: the payloads and booking_completed', async ({
    page,
    isMobile,
  }, testInfo) => {
    test.slow();
    test.skip(
      testInfo.project.name !== 'phone',
      'a long flow, run once to keep the gate fast: on the phone; the keyboard-only test completes a paid booking on desktop',
    );
    const day = days.open();
    const email = uniqueEmail(testInfo, 'ana');
    const startedAt = Date.now();

    await test.step('the experience card’s book button opens step 1 for that experience', async () => {
      await page.goto(paidBooking.experiences);
      // Every card's button reads "Reservar"; the card's title describes it.
      await main(page)
        .getByRole('link', { name: paidBooking.bookButton, description: paidBooking.experience.title })
        .click();
      await expect(page).toHaveURL(paidBooking.arrival);
      await expect(page.getByRole('heading', { level: 1, name: paidBooking.heading })).toBeVisible();
      await expect(main(page)).toContainText(paidBooking.experienceLine);
      await expectStep(page, 'es', 1);
    });

    await test.step('step 1: language and visitors; next needs a language', async () => {
      const next = main(page).getByRole('button', { name: text.es.chooseDate });
      await expect(next).toBeDisabled();
      await choose(
        page,
        main(page).getByRole('combobox', { name: text.es.language }),
        paidBooking.visitLanguage,
      );
      const adults = main(page).getByRole('spinbutton', { name: text.es.adults, exact: true });
      await adults.fill(String(paidBooking.adults));
      await adults.press('Enter');
      const children = main(page).getByRole('spinbutton', { name: text.es.children });
      await children.fill(String(paidBooking.children));
      await children.press('Enter');
      await expect(main(page).getByRole('status').filter({ hasText: paidBooking.visitors })).toContainText(
        paidBooking.price,
      );
      await next.click();
    });

    await test.step('step 2: a day and time', async () => {
      await expectStep(page, 'es', 2);
      const next = main(page).getByRole('button', { name: text.es.next });
      await expect(next).toBeDisabled();
      await showMonthOf(page, 'es', day);
      await chooseSlot(page, day, paidBooking.time, 'es');
      await next.click();
    });

    await test.step('step 3: the visitor', async () => {
      await expectStep(page, 'es', 3);
      await fillClientStep(page, paidBooking.visitor(email), { newsletter: true });
      await main(page).getByRole('button', { name: text.es.next }).click();
    });

    await test.step('step 4: billing address, then the card', async () => {
      await expectStep(page, 'es', 4);
      await fillBillingStep(page, email);
      await main(page).getByRole('button', { name: text.es.continueToPayment }).click();
      await expect(main(page).getByRole('heading', { level: 3, name: text.es.payment })).toBeVisible();
      await expect(main(page)).toContainText(paidBooking.totalToPay);
      await fillCard(page, 'es', cards.success);
    });

    const intent = page.waitForRequest(isIntentPost);
    const capture = page.waitForRequest(isCapturePost);
    await main(page).getByRole('button', { name: paidBooking.pay }).click();

    await test.step('POST /api/booking_intent/: SPEC §7 fields, trimmed and lower-cased', async () => {
      const body = (await intent).postDataJSON();
      const expected = paidBooking.intent(email, day);
      expect(body).toEqual({
        ...expected,
        captcha_key: expect.stringMatching(/\S/),
        visitor_group_data: {
          ...expected.visitor_group_data,
          consent_date: expect.stringMatching(consentDate),
        },
      });
      const consentedAt = Date.parse(body.visitor_group_data.consent_date);
      expect(consentedAt).toBeGreaterThanOrEqual(startedAt - 1000);
      expect(consentedAt).toBeLessThanOrEqual(Date.now() + 1000);
    });

    await test.step('the confirmation page captures the payment and shows the booking', async () => {
      const captured = await capture;
      await expect(page).toHaveURL(new RegExp(`^[^?]*${confirmationPath.es}\\?`));
      const query = new URL(page.url()).searchParams;
      expect(query.get('redirect_status')).toBe('succeeded');
      expect(captured.postDataJSON()).toEqual({ payment_intent: query.get('payment_intent') });
      await expect(page.getByRole('heading', { level: 1, name: text.es.confirmed })).toBeVisible();
      await expect(main(page).getByRole('term')).toHaveText([...text.es.confirmationTerms]);
      await expect(main(page).getByRole('definition')).toHaveText(paidBooking.confirmed);
      await expect(main(page).getByRole('link', { name: paidBooking.moreExperiences.name })).toHaveAttribute(
        'href',
        paidBooking.moreExperiences.href,
      );
      await expect(main(page).getByRole('link', { name: text.es.home })).toHaveAttribute('href', '/es/');
    });

    await test.step('analytics: booking_completed (and the newsletter subscription)', async () => {
      await expect.poll(() => events(page)).toContain('booking_completed');
      const completed = (await dataLayer(page)).find((e) => e.event === 'booking_completed');
      expect(completed?.booking).toMatchObject({
        experience_id: paidBooking.experience.id,
        date: `${day.iso}T${paidBooking.time}`,
        total_visitors: paidBooking.adults + paidBooking.children,
        value: 62.5,
        currency: 'EUR',
        site: 'solera',
      });
      expect(await events(page)).toContain('subscribe_newsletter');
    });

    await test.step('the language switch keeps the confirmation, and nothing is counted twice', async () => {
      await openMainMenuOnPhone(page, isMobile);
      await page.getByRole('link', { name: 'English' }).click();
      await expect(page).toHaveURL(new RegExp(`^[^?]*${confirmationPath.en}\\?payment_intent=`));
      await expect(page.getByRole('heading', { level: 1, name: text.en.confirmed })).toBeVisible();
      await expect(main(page).getByRole('term')).toHaveText([...text.en.confirmationTerms]);
      expect((await events(page)).filter((event) => event === 'booking_completed')).toHaveLength(1);
    });
  });

  test('a declined card: the error, still on payment, nothing lost; another card then pays', async ({
    page,
  }, testInfo) => {
    const day = days.open();
    const email = uniqueEmail(testInfo, 'carmen');
    const intents: Request[] = [];
    page.on('request', (r) => {
      if (isIntentPost(r)) intents.push(r);
    });
    await page.goto(paymentStepUrl('es', day, '10:00', email));
    await expectStep(page, 'es', 4);
    await expect(main(page).getByRole('heading', { level: 3, name: 'Pago' })).toBeVisible();
    await fillCard(page, 'es', cards.declined);
    await main(page).getByRole('button', { name: 'Pagar 50,00 €' }).click();

    const alert = main(page).getByRole('alert');
    await expect(alert).toContainText('No se ha podido realizar el pago');
    await expect(alert).toContainText('Tu tarjeta ha sido rechazada. Prueba con otra tarjeta.');
    await expect(page).toHaveURL(new RegExp(`${bookingPath.es}\\?experience=1#`));
    await expectStep(page, 'es', 4);
    await expect(main(page).getByRole('textbox', { name: text.es.cardNumber })).toHaveValue(cards.declined);
    await expect(main(page).getByRole('textbox', { name: text.es.expiry })).toHaveValue('12 / 34');
    await expect(main(page).getByRole('textbox', { name: text.es.cvc })).toHaveValue('123');
    const state = await hashState(page);
    expect(state).toMatchObject({
      step: 4,
      firstStep: { language: 'es', adults: 2 },
      secondStep: { day: day.iso, slot: '10:00' },
      thirdStep: { email },
      fourthStep: { subStep: 'payment', billing: { email } },
      bookingIntentId: expect.any(Number),
    });

    await test.step('the billing address typed before is still there', async () => {
      await main(page).getByRole('button', { name: text.es.editBilling }).click();
      const form = main(page).getByRole('form', { name: text.es.billingForm });
      await expect(form.getByRole('textbox', { name: 'Correo electrónico (obligatorio)' })).toHaveValue(
        email,
      );
      await expect(form.getByRole('textbox', { name: 'Localidad (obligatorio)' })).toHaveValue('Haro');
      await main(page).getByRole('button', { name: text.es.continueToPayment }).click();
    });

    await fillCard(page, 'es', cards.success);
    await main(page).getByRole('button', { name: 'Pagar 50,00 €' }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.es.confirmed })).toBeVisible();
    await expect(main(page).getByRole('definition')).toHaveText([
      'Visita y cata en la bodega',
      bookedDateAndTime,
      '2 personas',
      'Español',
    ]);
    // One booking intent for the visit to step 4: the retry paid the same one.
    expect(intents).toHaveLength(1);
  });
});

test.describe('paying once', () => {
  test('Back from the confirmation opens a fresh booking: nothing to pay again, one capture', async ({
    page,
  }, testInfo) => {
    const day = days.open();
    const email = uniqueEmail(testInfo, 'una-vez');
    const captures: Request[] = [];
    page.on('request', (r) => {
      if (isCapturePost(r)) captures.push(r);
    });
    await page.goto(paymentStepUrl('es', day, '10:00', email));
    await expectStep(page, 'es', 4);
    await fillCard(page, 'es', cards.success);
    await main(page).getByRole('button', { name: 'Pagar 50,00 €' }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.es.confirmed })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${bookingPath.es}\\?experience=1(#|$)`));
    await expectStep(page, 'es', 1);
    // A fresh booking: nothing chosen, no booking intent to pay again.
    const state = await hashState(page);
    expect(state.bookingIntentId).toBeUndefined();
    expect(state.secondStep).toBeUndefined();
    await expect(main(page).getByRole('button', { name: /^Pagar/ })).toHaveCount(0);
    expect(captures).toHaveLength(1);
  });

  test('a declined card, then a reload: the next payment creates its own booking intent and pays it', async ({
    page,
  }, testInfo) => {
    const day = days.open();
    const email = uniqueEmail(testInfo, 'recarga');
    const intents: Request[] = [];
    const captures: Request[] = [];
    page.on('request', (r) => {
      if (isIntentPost(r)) intents.push(r);
      if (isCapturePost(r)) captures.push(r);
    });
    await page.goto(paymentStepUrl('es', day, '10:00', email));
    await fillCard(page, 'es', cards.declined);
    await main(page).getByRole('button', { name: 'Pagar 50,00 €' }).click();
    await expect(main(page).getByRole('alert')).toContainText('Tu tarjeta ha sido rechazada');

    await page.reload();
    await expectStep(page, 'es', 4);
    await fillCard(page, 'es', cards.success);
    await main(page).getByRole('button', { name: 'Pagar 50,00 €' }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.es.confirmed })).toBeVisible();
    expect(intents).toHaveLength(2);
    expect(captures).toHaveLength(1);
    const paid = new URL(page.url()).searchParams.get('payment_intent');
    expect(captures[0]?.postDataJSON()).toEqual({ payment_intent: paid });
  });
});

test.describe('one booking, one booking intent', () => {
  test('two tabs paying the same booking get the same booking intent; once paid in one, the other says it is paid', async ({
    page,
    context,
  }, testInfo) => {
    test.skip(
      testInfo.project.name !== 'desktop',
      'two tabs of one browser behave alike on a phone; run once to keep the gate fast',
    );
    const day = days.open();
    const address = paymentStepUrl('es', day, '10:00', uniqueEmail(testInfo, 'dos-pestanas'));
    const other = await context.newPage();
    const intents: { page: string; body: { booking_intent_id: number; payment_intent_secret: string } }[] =
      [];
    for (const [name, tab] of [
      ['first', page],
      ['second', other],
    ] as const) {
      tab.on('response', async (response) => {
        if (isIntentPost(response.request()) && response.ok())
          intents.push({ page: name, body: await response.json() });
      });
    }
    await page.goto(address);
    await other.goto(address);
    await hydrated(other);
    // A declined card in each tab: each press asks for the booking intent, and nothing is paid yet.
    for (const tab of [page, other]) {
      await fillCard(tab, 'es', cards.declined);
      await main(tab).getByRole('button', { name: 'Pagar 50,00 €' }).click();
      await expect(main(tab).getByRole('alert')).toContainText('Tu tarjeta ha sido rechazada');
    }
    expect(intents.map((intent) => intent.page)).toEqual(['first', 'second']);
    expect(intents[1]?.body).toEqual(intents[0]?.body);

    await fillCard(other, 'es', cards.success);
    await main(other).getByRole('button', { name: 'Pagar 50,00 €' }).click();
    await expect(other.getByRole('heading', { level: 1, name: text.es.confirmed })).toBeVisible();

    // The first tab pays the same intent: it is paid already, and nobody is charged twice.
    await fillCard(page, 'es', cards.success);
    await main(page).getByRole('button', { name: 'Pagar 50,00 €' }).click();
    await expect(main(page)).toContainText('Esta reserva ya está pagada: no se te cobrará de nuevo.');
    await other.close();
  });
});

test.describe('voucher booking (SPEC §2 Voucher redemption, §4)', () => {
  test('U-SOLERA-2024: no step 4, the button reads finish, then the confirmation with voucher_redemption', async ({
    page,
  }, testInfo) => {
    test.slow();
    test.skip(
      testInfo.project.name !== 'desktop',
      'U-SOLERA-2024 is single-use on the one backend all projects share: a second project would find it redeemed',
    );
    const day = days.open();
    const email = uniqueEmail(testInfo, 'regalo');
    const voucher = uniqueVouchers.solera;

    await test.step('from the experiences page to the voucher page: the unique voucher’s card', async () => {
      await page.goto(paidBooking.experiences);
      await main(page).getByRole('link', { name: voucherPage.link }).click();
      await expect(page).toHaveURL(voucherPage.path);
      await main(page).getByRole('textbox', { name: voucherPage.code }).fill(voucher.code);
      await main(page).getByRole('button', { name: voucherPage.check }).click();
      const card = main(page).getByRole('region', { name: voucherPage.card(voucher.code) });
      await expect(card.getByRole('definition')).toContainText([
        voucher.experience,
        voucherTexts.participants(voucher),
        /^Del .+ al .+$/,
      ]);
      await main(page).getByRole('button', { name: voucherPage.continue }).click();
    });

    await test.step('the booking page with the voucher: its experience and its participants', async () => {
      await expect(page).toHaveURL(new RegExp(voucherTexts.bookingPath(voucher).replace('?', '\\?')));
      await expect(main(page)).toContainText(voucherTexts.experience(voucher));
      await expect(main(page)).toContainText(voucherTexts.upTo(voucher));
      await expect(main(page)).toContainText(`Entre 1 y ${voucher.participants} visitantes en total.`);
      await choose(page, main(page).getByRole('combobox', { name: text.es.language }), voucherVisitLanguage);
      const adults = main(page).getByRole('spinbutton', { name: text.es.adults, exact: true });
      await adults.fill('3');
      await adults.press('Enter');
      await main(page).getByRole('button', { name: text.es.chooseDate }).click();
      await showMonthOf(page, 'es', day);
      await chooseSlot(page, day, '16:00', 'es');
      await main(page).getByRole('button', { name: text.es.next }).click();
    });

    await test.step('step 3 finishes: the next button reads finish', async () => {
      await expectStep(page, 'es', 3);
      await expect(main(page).getByRole('button', { name: text.es.next })).toHaveCount(0);
      await fillClientStep(page, voucherVisitor(email));
    });

    await test.step('a hash asking for step 4 stays on step 3: a voucher has no payment', async () => {
      const state = await hashState(page);
      await page.evaluate(
        (hash) => {
          window.location.hash = hash;
        },
        hashFor({ ...state, step: 4 }),
      );
      await expectStep(page, 'es', 3);
      await expect(main(page).getByRole('form', { name: text.es.billingForm })).toHaveCount(0);
    });

    const redeem = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().includes(apiPaths.redeemVoucher),
    );
    await main(page).getByRole('button', { name: text.es.finish }).click();
    const body = (await redeem).postDataJSON();
    expect(body).toEqual({
      captcha_key: expect.stringMatching(/\S/),
      full_code: voucher.code,
      visitor_group_data: expect.objectContaining({
        email,
        adults_number: 3,
        children_number: 0,
        babies_number: 0,
        web_language: 'es',
        site: voucher.brand,
      }),
      booking_data: {
        experience_id: voucher.experienceId,
        language: 'en',
        date: `${day.iso}T16:00`,
        site: voucher.brand,
      },
    });
    expect(body).not.toHaveProperty('billing_address_data');

    await expect(page).toHaveURL(new RegExp(`${confirmationPath.es}\\?voucher_redemption=\\d+$`));
    await expect(page.getByRole('heading', { level: 1, name: text.es.confirmed })).toBeVisible();
    await expect(main(page).getByRole('definition')).toHaveText([
      voucher.experience,
      bookedDateAndTime,
      '3 personas',
      voucherVisitLanguage,
    ]);
    await expect.poll(() => events(page)).toContain('booking_completed');

    await test.step('the voucher is now redeemed', async () => {
      await page.goto(voucherPage.path);
      await main(page).getByRole('textbox', { name: voucherPage.code }).fill(voucher.code);
      await main(page).getByRole('button', { name: voucherPage.check }).click();
      await expect(
        main(page).getByRole('status').filter({ hasText: voucherOutcomes.redeemed.message }),
      ).toBeVisible();
    });
  });
});

test.describe('booking errors (SPEC §2 Booking error screen, §8)', () => {
  test('409 at the booking intent (the last slot of day 25): the conflict, slot_taken, back to the date choice', async ({
    page,
  }, testInfo) => {
    const day = days.takenAtIntent();
    await page.goto(paymentStepUrl('en', day, '17:30', uniqueEmail(testInfo, 'late')));
    await expect(main(page).getByRole('heading', { level: 3, name: 'Payment' })).toBeVisible();
    await fillCard(page, 'en', cards.success);
    const response = page.waitForResponse((r) => isIntentPost(r.request()));
    await main(page).getByRole('button', { name: text.en.pay }).click();
    expect((await response).status()).toBe(409);

    const screen = main(page).getByRole('region', { name: text.en.errorTitle });
    await expect(screen.getByRole('heading', { level: 2, name: text.en.errorTitle })).toBeFocused();
    await expect(screen).toContainText(text.en.conflict);
    // The same words as the confirmation's conflict (a 409 at capture).
    await expect(screen).toContainText('Someone booked the last places before you finished your booking.');
    await expect
      .poll(() => dataLayer(page))
      .toContainEqual(expect.objectContaining({ event: 'slot_taken', experience_id: 1 }));
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(screen.getByRole('link', { name: text.en.bookAgain })).toHaveAttribute(
      'href',
      '/en/experiences',
    );
    await expect(screen.getByRole('link', { name: text.en.home })).toHaveAttribute('href', '/en/');

    await screen.getByRole('button', { name: text.en.errorBack }).click();
    await expectStep(page, 'en', 2);
    await expect(main(page).getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(main(page).getByRole('button', { name: 'Next' })).toBeDisabled();
    await expectChosen(main(page).getByRole('combobox', { name: 'Month' }), shownMonth(day, 'en'));
  });

  test('500 on POST /api/booking_intent/: "An error has occurred / Please, try again later"; book again', async ({
    page,
    fault,
  }, testInfo) => {
    await fault('POST /api/booking_intent/', { status: 500 });
    await page.goto(paymentStepUrl('es', days.open(), '17:30', uniqueEmail(testInfo, 'fallo')));
    await fillCard(page, 'es', cards.success);
    await main(page).getByRole('button', { name: text.es.pay }).click();

    const screen = main(page).getByRole('region', { name: text.es.errorTitle });
    await expect(screen).toContainText(text.es.errorText);
    await expect(screen).not.toContainText(text.es.conflict);
    await expect(screen.getByRole('button', { name: text.es.errorBack })).toHaveCount(0);
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    expect(await events(page)).not.toContain('slot_taken');
    await screen.getByRole('link', { name: text.es.bookAgain }).click();
    await expect(page).toHaveURL('/es/experiencias');
    await expect(page.getByRole('heading', { level: 1, name: 'Experiencias' })).toBeVisible();
  });

  test('no network on POST /api/booking_intent/: the default error; back to the home page', async ({
    page,
    fault,
  }, testInfo) => {
    await fault('POST /api/booking_intent/', { network: true });
    await page.goto(paymentStepUrl('es', days.open(), '17:30', uniqueEmail(testInfo, 'sinred')));
    await fillCard(page, 'es', cards.success);
    await main(page).getByRole('button', { name: text.es.pay }).click();

    const screen = main(page).getByRole('region', { name: text.es.errorTitle });
    await expect(screen).toContainText(text.es.errorText);
    await expect(screen.getByRole('button', { name: text.es.errorBack })).toHaveCount(0);
    await screen.getByRole('link', { name: text.es.home }).click();
    await expect(page).toHaveURL('/es/');
    await expect(page.getByRole('heading', { level: 1, name: 'Casa Solera' })).toBeVisible();
  });

  test('409 at capture (the last slot of day 20): the conflict on the confirmation page, then back with the intent id', async ({
    page,
  }, testInfo) => {
    const day = days.takenAtPayment();
    await page.goto(paymentStepUrl('es', day, '17:30', uniqueEmail(testInfo, 'tarde')));
    await fillCard(page, 'es', cards.success);
    const created = page.waitForResponse((r) => isIntentPost(r.request()));
    const captured = page.waitForResponse((r) => isCapturePost(r.request()));
    await main(page).getByRole('button', { name: text.es.pay }).click();
    const { booking_intent_id: intentId } = (await (await created).json()) as { booking_intent_id: number };
    expect((await captured).status()).toBe(409);

    await expect(page).toHaveURL(new RegExp(`${confirmationPath.es}\\?`));
    await expect(page.getByRole('heading', { level: 1, name: text.es.conflict })).toBeVisible();
    await expect(main(page)).toContainText(
      'Alguien ha reservado las últimas plazas antes de que terminaras la reserva.',
    );
    await expect
      .poll(() => dataLayer(page))
      .toContainEqual(expect.objectContaining({ event: 'slot_taken', experience_id: 1 }));
    expect(await events(page)).not.toContain('booking_completed');

    await main(page).getByRole('button', { name: 'Elegir otra fecha' }).click();
    await expect(page).toHaveURL(new RegExp(`${bookingPath.es}\\?experience=1#`));
    await expect(page.getByRole('heading', { level: 1, name: 'Reserva tu visita' })).toBeVisible();
    await expect(main(page)).toContainText('Experiencia: Visita y cata en la bodega');

    await test.step('the booking reopens at the date choice, filled in from the intent', async () => {
      await expectStep(page, 'es', 2);
      await expectChosen(main(page).getByRole('combobox', { name: 'Mes' }), shownMonth(day, 'es'));
      await expect(main(page).getByRole('radio', { checked: true })).toHaveCount(0);
      expect(await hashState(page)).toMatchObject({
        step: 2,
        bookingIntentId: intentId,
        experienceId: 1,
        firstStep: { language: 'es', adults: 2, children: 0, babies: 0 },
      });
      const other = days.open();
      await showMonthOf(page, 'es', other);
      await chooseSlot(page, other, '10:00', 'es');
      await main(page).getByRole('button', { name: 'Siguiente' }).click();
      await expectStep(page, 'es', 3);
      const form = main(page).getByRole('form', { name: text.es.clientForm });
      await expect(form.getByRole('textbox', { name: 'Nombre (obligatorio)' })).toHaveValue('Carmen');
      // The consent is asked again for the new booking.
      await expect(form.getByRole('checkbox', { name: /^He leído y acepto/ })).not.toBeChecked();
    });
  });
});

test.describe('the booking state in the address hash (SPEC §2, §4)', () => {
  test('a reload at each step keeps the step and what was chosen and typed', async ({ page }, testInfo) => {
    test.slow();
    test.skip(
      testInfo.project.name !== 'desktop',
      'a long flow, run once to keep the gate fast: the hash state does not depend on the layout',
    );
    const day = days.open();
    const email = uniqueEmail(testInfo, 'recarga');
    await page.goto(`${bookingPath.es}?experience=3`);
    await expect(main(page)).toContainText('Experiencia: Cata de añadas con el enólogo');

    await test.step('step 1', async () => {
      await choose(page, main(page).getByRole('combobox', { name: text.es.language }), 'Inglés');
      const adults = main(page).getByRole('spinbutton', { name: 'Adultos', exact: true });
      // Experience 3 takes at least two visitors: adults start at the minimum.
      await expect(adults).toHaveValue('2');
      const babies = main(page).getByRole('spinbutton', { name: 'Bebés (hasta 4 años)' });
      await babies.fill('1');
      await babies.press('Enter');
      await expect(page).toHaveURL(/babies%22%3A1/);
      await page.reload();
      await expectStep(page, 'es', 1);
      await expectChosen(main(page).getByRole('combobox', { name: text.es.language }), 'Inglés');
      await expect(babies).toHaveValue('1');
      await expect(adults).toHaveValue('2');
      await main(page).getByRole('button', { name: 'Elegir fecha' }).click();
    });

    await test.step('step 2', async () => {
      await expectStep(page, 'es', 2);
      await showMonthOf(page, 'es', day);
      await chooseSlot(page, day, '18:30', 'es');
      // As after step 1: the address holds the choice (written at most every 300 ms) before the reload.
      await expect(page).toHaveURL(/slot%22%3A%2218%3A30%22/);
      await page.reload();
      await expectStep(page, 'es', 2);
      await expect(slotRadio(page, day, '18:30', 'es')).toBeChecked();
      await main(page).getByRole('button', { name: 'Siguiente' }).click();
    });

    await test.step('step 3', async () => {
      await expectStep(page, 'es', 3);
      const form = main(page).getByRole('form', { name: text.es.clientForm });
      await form.getByRole('textbox', { name: 'Nombre (obligatorio)' }).fill('Marta');
      await form.getByRole('textbox', { name: 'Correo electrónico (obligatorio)' }).fill(email);
      await form.getByRole('textbox', { name: 'Comentarios (opcional)' }).fill('Sin gluten');
      await expect(page).toHaveURL(/Sin%20gluten/);
      await page.reload();
      await expectStep(page, 'es', 3);
      await expect(form.getByRole('textbox', { name: 'Nombre (obligatorio)' })).toHaveValue('Marta');
      await expect(form.getByRole('textbox', { name: 'Correo electrónico (obligatorio)' })).toHaveValue(
        email,
      );
      await expect(form.getByRole('textbox', { name: 'Comentarios (opcional)' })).toHaveValue('Sin gluten');
      await fillClientStep(page, {
        documentNumber: '12345678Z',
        name: 'Marta',
        surname: 'Soto',
        email,
        phone: '600 333 444',
      });
      await main(page).getByRole('button', { name: 'Siguiente' }).click();
    });

    await test.step('step 4, payment sub-step', async () => {
      await expectStep(page, 'es', 4);
      await fillBillingStep(page, email);
      // SPEC §4: the hash stores the fourth step only in its payment sub-state.
      expect(await hashState(page)).not.toHaveProperty('fourthStep');
      await main(page).getByRole('button', { name: text.es.continueToPayment }).click();
      await expect(main(page).getByRole('heading', { level: 3, name: 'Pago' })).toBeVisible();
      await expect
        .poll(() => hashState(page))
        .toMatchObject({ step: 4, fourthStep: { subStep: 'payment', billing: { email, locality: 'Haro' } } });
      await page.reload();
      await expectStep(page, 'es', 4);
      await expect(main(page).getByRole('heading', { level: 3, name: 'Pago' })).toBeVisible();
      // 2 adults × 60 € and a baby (0 €).
      await expect(main(page).getByRole('button', { name: 'Pagar 120,00 €' })).toBeVisible();
      await main(page).getByRole('button', { name: text.es.editBilling }).click();
      const billing = main(page).getByRole('form', { name: text.es.billingForm });
      await expect(billing.getByRole('textbox', { name: 'Dirección (obligatorio)' })).toHaveValue(
        'Calle de la Estación 12',
      );
      await expect(billing.getByRole('textbox', { name: 'Correo electrónico (obligatorio)' })).toHaveValue(
        email,
      );
    });
  });

  test('browser back and forward move between the steps', async ({ page }, testInfo) => {
    test.skip(
      testInfo.project.name !== 'phone',
      'run once to keep the gate fast: on the phone, where the back button is the usual way back',
    );
    const day = days.open();
    await page.goto('/es/experiencias');
    await page.getByRole('link', { name: 'Reservar' }).first().click();
    await expect(page).toHaveURL(/\?experience=/);
    await choose(page, main(page).getByRole('combobox', { name: text.es.language }), 'Español');
    await main(page).getByRole('button', { name: 'Elegir fecha' }).click();
    await expectStep(page, 'es', 2);
    await showMonthOf(page, 'es', day);
    await chooseSlot(page, day, '10:00', 'es');
    await main(page).getByRole('button', { name: 'Siguiente' }).click();
    await expectStep(page, 'es', 3);

    await page.goBack();
    await expectStep(page, 'es', 2);
    await expect(slotRadio(page, day, '10:00', 'es')).toBeChecked();
    await page.goBack();
    await expectStep(page, 'es', 1);
    await expectChosen(main(page).getByRole('combobox', { name: text.es.language }), 'Español');
    await page.goForward();
    await expectStep(page, 'es', 2);
    await page.goForward();
    await expectStep(page, 'es', 3);
    await page.goBack();
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL('/es/experiencias');
  });

  test('the language switch keeps the booking: experience, date, slot, visitors and what was typed', async ({
    page,
    isMobile,
  }) => {
    const day = days.open();
    await page.goto(
      `${bookingPath.es}?experience=1${hashFor({
        step: 3,
        firstStep: { language: 'es', adults: 2, children: 1, babies: 0 },
        secondStep: { year: day.year, month: day.month, day: day.iso, slot: '10:00' },
        thirdStep: {
          documentType: 'dni',
          documentNumber: '',
          name: 'Carmen',
          surname: 'Ruiz',
          email: '',
          phoneNumber: '',
          country: 'ES',
          region: '',
          comment: '',
          consent: false,
          newsletter: false,
        },
        experienceId: 1,
      })}`,
    );
    await expectStep(page, 'es', 3);
    await expect(main(page).getByText('Tu visita:').locator('..')).toContainText(
      'a las 10:00 AM, 3 visitantes',
    );
    await openMainMenuOnPhone(page, isMobile);
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(new RegExp(`^[^#]*${bookingPath.en}\\?experience=1#`));
    await expectStep(page, 'en', 3);
    await expect(main(page).getByText('Your visit:').locator('..')).toContainText('at 10:00 AM, 3 visitors');
    await expect(main(page).getByRole('textbox', { name: /^Name/ })).toHaveValue('Carmen');
    await expect(main(page).getByRole('textbox', { name: /^Surname/ })).toHaveValue('Ruiz');
    await expect(main(page).getByText('Experience: Winery tour and tasting')).toBeVisible();
  });

  test('a malformed hash lands on step 1', async ({ page }) => {
    for (const hash of [
      '#{no-es-json',
      '#%7B%22step%22%3A9%7D',
      `#${encodeURIComponent('{"step":"3"}')}`,
      '#%E0%A4%A',
      // A step whose earlier steps are not done: the first step still to do.
      hashFor({ step: 3, experienceId: 1 }),
    ]) {
      await page.goto(`${bookingPath.es}?experience=1${hash}`);
      await expectStep(page, 'es', 1);
      await expect(main(page).getByRole('button', { name: 'Elegir fecha' })).toBeDisabled();
    }
  });
});

test.describe('keyboard only (WCAG 2.1.1)', () => {
  test('the whole flow, from the language to the confirmation, without a mouse', async ({
    page,
  }, testInfo) => {
    test.slow();
    test.skip(
      testInfo.project.name !== 'desktop',
      'the longest flow: once is enough (a phone has no keyboard; the flow itself runs on phone above)',
    );
    // Next month's day: late in a month, this month's list holds only its last days and fits the window.
    const day = days.openInAWholeMonth();
    const email = uniqueEmail(testInfo, 'teclado');

    /** Tab (or Shift+Tab) until the target has the focus: only what the keyboard reaches counts. */
    const tabTo = (target: Locator, options?: { backwards?: boolean; max?: number }) =>
      tabToTarget(page, target, options);

    async function pickWithKeys(combobox: Locator, option: string) {
      await tabTo(combobox);
      await page.keyboard.press('Enter');
      const wanted = page.getByRole('option', { name: option, exact: true });
      await expect(page.getByRole('listbox')).toBeVisible();
      // The list focuses its chosen (or first) option once it is placed: arrows pressed before that would
      // be undone by it.
      const options = page.getByRole('listbox').getByRole('option');
      await expect(options.and(page.locator(':focus'))).toHaveCount(1);
      const target = (await options.allTextContents()).findIndex((name) => name.trim() === option);
      expect(target, `${option} is one of the options`).toBeGreaterThanOrEqual(0);
      const focused = () =>
        options.evaluateAll((items) => items.indexOf(document.activeElement as HTMLElement));
      // One option at a time, each press waiting until the focus has moved: a press sent before the last
      // one's move has landed would skip past the option under a busy machine.
      for (let at = await focused(); at !== target; at = await focused()) {
        await page.keyboard.press(at < target ? 'ArrowDown' : 'ArrowUp');
        await expect.poll(focused).toBe(at < target ? at + 1 : at - 1);
      }
      await expect(wanted).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(combobox).toContainText(option);
    }

    /** Tabs to a field and types in it (the text arrives at once, as a keyboard's input method sends it). */
    async function typeInto(field: Locator, value: string) {
      await tabTo(field);
      await page.keyboard.insertText(value);
      await expect(field).toHaveValue(value);
    }

    await page.goto(`${bookingPath.es}?experience=1`);
    await expectStep(page, 'es', 1);
    // The skip link takes the keyboard past the header.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeFocused();
    await page.keyboard.press('Enter');

    await test.step('step 1', async () => {
      await pickWithKeys(main(page).getByRole('combobox', { name: text.es.language }), 'Francés');
      await tabTo(main(page).getByRole('spinbutton', { name: 'Adultos', exact: true }));
      await page.keyboard.press('ArrowUp');
      await expect(main(page).getByRole('spinbutton', { name: 'Adultos', exact: true })).toHaveValue('2');
      // The moves sit above the step's content: back up to the next move.
      await tabTo(main(page).getByRole('button', { name: 'Elegir fecha' }), { backwards: true });
      await page.keyboard.press('Enter');
    });

    await test.step('step 2', async () => {
      await expectStep(page, 'es', 2);
      await expect(stepHeading(page, 'es', 2)).toBeFocused();
      const now = new Date();
      if (day.year !== now.getFullYear() || day.month !== now.getMonth() + 1) {
        if (day.year !== now.getFullYear()) {
          await pickWithKeys(main(page).getByRole('combobox', { name: 'Año' }), String(day.year));
        }
        await pickWithKeys(main(page).getByRole('combobox', { name: 'Mes' }), shownMonth(day, 'es'));
      }
      // Tab enters the radio group; the arrow keys move and choose.
      const wanted = slotRadio(page, day, '12:00', 'es');
      const next = main(page).getByRole('button', { name: 'Siguiente' });
      await tabTo(main(page).getByRole('radio').first());
      // The list of days is taller than the window: the next move is out of view until a slot is chosen.
      await expect(next).not.toBeInViewport();
      for (let i = 0; i < 100 && !(await wanted.isChecked()); i += 1) await page.keyboard.press('ArrowRight');
      await expect(wanted).toBeChecked();
      // SPEC §4: choosing a slot brings the next move into view; the focus stays on the slot.
      await expect(next).toBeInViewport();
      await expect(wanted).toBeFocused();
      await tabTo(main(page).getByRole('button', { name: 'Siguiente' }), { backwards: true });
      await page.keyboard.press('Enter');
    });

    await test.step('step 3', async () => {
      await expectStep(page, 'es', 3);
      const form = main(page).getByRole('form', { name: text.es.clientForm });
      await pickWithKeys(
        form.getByRole('combobox', { name: 'Tipo de documento (obligatorio)' }),
        'Pasaporte',
      );
      await typeInto(form.getByRole('textbox', { name: 'Número de documento (obligatorio)' }), 'XDA123456');
      await typeInto(form.getByRole('textbox', { name: 'Nombre (obligatorio)' }), 'Jean');
      await typeInto(form.getByRole('textbox', { name: 'Apellidos (obligatorio)' }), 'Dupont');
      await typeInto(form.getByRole('textbox', { name: 'Correo electrónico (obligatorio)' }), email);
      await typeInto(form.getByRole('textbox', { name: 'Teléfono (obligatorio)' }), '+33 6 12 34 56 78');
      await tabTo(form.getByRole('checkbox', { name: /^He leído y acepto la política de privacidad/ }));
      await page.keyboard.press('Space');
      await expect(form.getByRole('checkbox', { name: /^He leído y acepto/ })).toBeChecked();
      await tabTo(main(page).getByRole('button', { name: 'Siguiente' }), { backwards: true, max: 60 });
      await page.keyboard.press('Enter');
    });

    await test.step('step 4: billing address, then the card', async () => {
      await expectStep(page, 'es', 4);
      const form = main(page).getByRole('form', { name: text.es.billingForm });
      await typeInto(form.getByRole('textbox', { name: 'Número de documento (obligatorio)' }), '12345678Z');
      await typeInto(form.getByRole('textbox', { name: 'Nombre (obligatorio)' }), 'Jean');
      await typeInto(form.getByRole('textbox', { name: 'Apellidos (obligatorio)' }), 'Dupont');
      await typeInto(form.getByRole('textbox', { name: 'Correo electrónico (obligatorio)' }), email);
      await typeInto(form.getByRole('textbox', { name: 'Dirección (obligatorio)' }), '1 rue de la Paix');
      await typeInto(form.getByRole('textbox', { name: 'Código postal (obligatorio)' }), '26200');
      await typeInto(form.getByRole('textbox', { name: 'Localidad (obligatorio)' }), 'Haro');
      await tabTo(form.getByRole('button', { name: text.es.continueToPayment }));
      await page.keyboard.press('Enter');
      await expect(main(page).getByRole('heading', { level: 3, name: 'Pago' })).toBeVisible();
      // Key by key here: the card fields format what is typed.
      await tabTo(main(page).getByRole('textbox', { name: text.es.cardNumber }));
      await page.keyboard.type('4242424242424242');
      await tabTo(main(page).getByRole('textbox', { name: text.es.expiry }));
      await page.keyboard.type('1234');
      await expect(main(page).getByRole('textbox', { name: text.es.expiry })).toHaveValue('12 / 34');
      await tabTo(main(page).getByRole('textbox', { name: text.es.cvc }));
      await page.keyboard.type('123');
      await expect(main(page).getByRole('textbox', { name: text.es.cardNumber })).toHaveValue(cards.success);
      await tabTo(main(page).getByRole('button', { name: 'Pagar 50,00 €' }));
      await page.keyboard.press('Enter');
    });

    await expect(page.getByRole('heading', { level: 1, name: text.es.confirmed })).toBeVisible();
    await expect(main(page).getByRole('definition')).toHaveText([
      'Visita y cata en la bodega',
      bookedDateAndTime,
      '2 personas',
      'Francés',
    ]);
  });
});

test.describe('on a phone, by touch (SPEC §4)', () => {
  /** Step 2 of a booking for next month's day (its whole list of days is taller than a phone's window). */
  async function toTheSlots(page: Page) {
    const day = days.openInAWholeMonth();
    await page.goto(`${bookingPath.es}?experience=1`);
    await expectStep(page, 'es', 1);
    await choose(page, main(page).getByRole('combobox', { name: text.es.language }), 'Francés');
    await main(page).getByRole('button', { name: 'Elegir fecha' }).tap();
    await expectStep(page, 'es', 2);
    await showMonthOf(page, 'es', day);
    const slot = main(page)
      .locator('[data-slot="time-slot"]')
      .filter({ has: page.getByRole('radio', { name: slotName(day, '12:00', 'es') }) });
    return { day, slot };
  }

  test('a tapped slot brings next into view', async ({ page }, testInfo) => {
    test.skip(
      testInfo.project.name !== 'phone',
      'about a tap on a phone (the keyboard flow covers the desktop)',
    );
    const { day, slot } = await toTheSlots(page);
    const next = main(page).getByRole('button', { name: 'Siguiente' });
    await expect(next).not.toBeInViewport();
    await slot.tap();
    await expect(slotRadio(page, day, '12:00', 'es')).toBeChecked();
    await expect(next).toBeInViewport({ timeout: 3_000 });
  });

  test('a pressed disabled next says what is missing', async ({ page }, testInfo) => {
    test.skip(
      testInfo.project.name !== 'phone',
      'the phone is where the hint matters most; the stories hold the words of every step in both languages',
    );
    const { day, slot } = await toTheSlots(page);
    await slot.click();
    await expect(slotRadio(page, day, '12:00', 'es')).toBeChecked();
    const next = main(page).getByRole('button', { name: 'Siguiente' });
    await next.click();
    // Step 3 with nothing typed: next is disabled and says why, shown under it and read as its
    // description; a press on it says it again (a polite status), and the step stays.
    await expectStep(page, 'es', 3);
    const hint =
      'Para continuar falta: Número de documento, Nombre, Apellidos, Correo electrónico, Teléfono y ' +
      'aceptar la política de privacidad.';
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveAccessibleDescription(hint);
    await expect(main(page).getByText(hint, { exact: true })).toBeVisible();
    // Pressed as a screen reader or a keyboard does (Playwright will not click an aria-disabled button).
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(next).toBeFocused();
    await expect(main(page).getByRole('status').filter({ hasText: hint })).toHaveCount(1);
    await expectStep(page, 'es', 3);
    // Ticked consent: only the fields are missing now.
    await main(page)
      .getByRole('checkbox', { name: /^He leído y acepto la política de privacidad/ })
      .check();
    await expect(next).toHaveAccessibleDescription(
      'Para continuar falta: Número de documento, Nombre, Apellidos, Correo electrónico y Teléfono.',
    );
  });
});
