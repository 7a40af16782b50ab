// @ts-check
/**
 * What the visitor journeys do and expect, for the Chromium flows (e2e/specs/) and the Firefox and WebKit
 * journeys (e2e/engines/journeys/) alike: the embedded backend's people, cards and calendar, what each
 * visitor types, the codes, the paths, the texts the pages show (the SPEC's and the message catalogues')
 * and the payloads the backend receives. Each side drives its browser through its own API; a text or a
 * datum that changes is changed here, once. Plain JavaScript with JSDoc types: the engines' runner is
 * plain Node 20, and the TypeScript flows import it as it is.
 */

/** @typedef {'es' | 'en'} Language */
/** @typedef {{ year: number; month: number; day: number; iso: string }} Day */

// ---- The embedded backend ----

/** Members of the embedded backend (features/core/src/backend/members.ts), password `vendimia`. */
export const members = {
  jon: { email: 'jon@example.com', password: 'vendimia', name: 'Jon' },
  lucia: { email: 'lucia@example.com', password: 'vendimia', name: 'Lucía' },
};

/**
 * The embedded test card form's cards (README, "Booking on the embedded backend"), with the expiry and the
 * CVC typed (any future expiry, any CVC).
 */
export const cards = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  expiry: '12 / 34',
  cvc: '123',
};

/** The embedded test card form's fields, in Spanish. */
export const cardFields = {
  number: 'Número de la tarjeta (obligatorio)',
  expiry: 'Fecha de caducidad (obligatorio)',
  cvc: 'Código de seguridad (CVC) (obligatorio)',
};

/** The backend's calls whose payloads the flows and journeys read, by their paths (SPEC §7). */
export const apiPaths = {
  addProduct: '/api/ecom/basket/add_product/',
  basketLine: /^\/api\/ecom\/basket\/lines\/\d+\/$/,
  applyVoucher: '/api/ecom/basket/apply_voucher/',
  orderIntent: '/api/ecom_order/order/intent/',
  bookingIntent: '/api/booking_intent/',
  bookingCapture: '/api/booking_intent/capture/',
  checkVoucher: '/api/admin_voucher/voucher/public/check_validity/',
  redeemVoucher: '/api/admin_voucher/voucher/public/redeem/',
  login: '/api/club/login/',
  preferences: '/api/club/profile/product_preferences/',
  sendContact: /^\/api\/contact\/\d+\/send\/$/,
};

// ---- The booking calendar (features/booking/src/fake/fixtures.ts `calendarRules`) ----

/**
 * The backend's calendar is generated from its local date by day of the month: 7/14/21/28 closed, 10 few
 * places, 15 full, 20 last slot taken at capture (409), 25 last slot taken at POST /api/booking_intent/
 * (409). The server runs on this machine, so the dates are computed here from `new Date()` with the same
 * rules.
 */
const specialDaysOfMonth = [7, 14, 21, 28, 10, 15, 20, 25];
/** @param {number} n */
const pad = (n) => String(n).padStart(2, '0');

/**
 * The next day after today (or, with `fromNextMonth`, from the first of next month) with this day of the
 * month; without one, the next ordinary open day.
 * @param {number} [dayOfMonth]
 * @returns {Day}
 */
export function upcomingDay(dayOfMonth, { fromNextMonth = false } = {}) {
  const today = new Date();
  const date = fromNextMonth
    ? new Date(today.getFullYear(), today.getMonth() + 1, 1)
    : new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
  for (let i = 0; i < 400; i += 1) {
    const d = date.getDate();
    if (dayOfMonth === undefined ? !specialDaysOfMonth.includes(d) : d === dayOfMonth) {
      const year = date.getFullYear();
      const month = date.getMonth() + 1;
      return { year, month, day: d, iso: `${year}-${pad(month)}-${pad(d)}` };
    }
    date.setDate(date.getDate() + 1);
  }
  throw new Error(`no upcoming day ${dayOfMonth}`);
}

/** @type {Record<Language, string[]>} */
export const monthNames = {
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

/**
 * The day's month as step 2's month select shows it ("Noviembre").
 * @param {Day} day
 * @param {Language} language
 */
export function shownMonth(day, language) {
  const name = monthNames[language][day.month - 1] ?? '';
  return name.replace(/^./, (c) => c.toUpperCase());
}

/**
 * "17:30" → "5:30 PM" (SPEC §9: slot times show AM/PM).
 * @param {string} time
 */
export function slotTime(time) {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}:${pad(m)} ${h >= 12 ? 'PM' : 'AM'}`;
}

/**
 * A slot radio's accessible name has its day, then its time: "…, 23 de noviembre, 5:30 PM". Without a
 * time, any of the day's.
 * @param {Day} day
 * @param {string | undefined} time
 * @param {Language} language
 */
export function slotName(day, time, language) {
  const month = monthNames[language][day.month - 1];
  const date = language === 'es' ? `${day.day} de ${month}` : `${day.day} ${month}`;
  return time === undefined ? new RegExp(`\\b${date}, `) : new RegExp(`\\b${date}, ${slotTime(time)}$`);
}

/** The confirmation's "Fecha y hora": the booked day, then the time AM/PM. */
export const bookedDateAndTime = /^[a-záéíóúñ]+, \d{1,2} de [a-z]+ de \d{4}, a las \d{1,2}:\d{2} [AP]M$/;

// ---- The booking page (the booking catalogue, features/booking/src/**/messages) ----

export const bookingText = /** @type {const} */ ({
  es: {
    language: 'Idioma de la visita (obligatorio)',
    adults: 'Adultos',
    children: 'Niños (de 5 a 17 años)',
    chooseDate: 'Elegir fecha',
    next: 'Siguiente',
    back: 'Atrás',
    finish: 'Finalizar',
    steps: ['Datos de la reserva', 'Disponibilidad', 'Datos del cliente', 'Facturación y pago'],
    stepList: 'Pasos de la reserva',
    month: 'Mes',
    year: 'Año',
    clientForm: 'Datos del cliente',
    billingForm: 'Dirección de facturación',
    continueToPayment: 'Continuar al pago',
    payment: 'Pago',
    editBilling: 'Cambiar la dirección de facturación',
    cardNumber: cardFields.number,
    expiry: cardFields.expiry,
    cvc: cardFields.cvc,
    pay: /^Pagar /,
    errorTitle: 'Se ha producido un error',
    errorText: 'Por favor, inténtalo de nuevo más tarde',
    conflict: 'Lo sentimos, ya no es posible hacer la reserva para la fecha seleccionada',
    errorBack: 'Volver a elegir fecha',
    bookAgain: 'Reservar de nuevo',
    home: 'Volver a la página de inicio',
    confirmed: '¡Reserva confirmada!',
    confirmationTerms: ['Experiencia', 'Fecha y hora', 'Visitantes', 'Idioma de la visita'],
  },
  en: {
    language: 'Language of the visit (required)',
    adults: 'Adults',
    children: 'Children (5 to 17 years old)',
    chooseDate: 'Choose date',
    next: 'Next',
    back: 'Back',
    finish: 'Finish',
    steps: ['Booking data', 'Availability', 'Client data', 'Billing and payment'],
    stepList: 'Booking steps',
    month: 'Month',
    year: 'Year',
    clientForm: 'Client data',
    billingForm: 'Billing address',
    continueToPayment: 'Continue to payment',
    payment: 'Payment',
    editBilling: 'Change the billing address',
    cardNumber: 'Card number (required)',
    expiry: 'Expiry date (required)',
    cvc: 'Security code (CVC) (required)',
    pay: /^Pay /,
    errorTitle: 'An error has occurred',
    errorText: 'Please, try again later',
    conflict: "We're sorry, it's not possible to make the reservation for the selected date anymore",
    errorBack: 'Back to the date choice',
    bookAgain: 'Book again',
    home: 'Back to home page',
    confirmed: 'Your booking is confirmed',
    confirmationTerms: ['Experience', 'Date and time', 'Visitors', 'Language of the visit'],
  },
});

/** The booking page and its confirmation page, in each language. */
export const bookingPath = /** @type {const} */ ({ es: '/es/reservar', en: '/en/book' });
export const confirmationPath = /** @type {const} */ ({
  es: '/es/reserva-confirmada',
  en: '/en/booking-confirmation',
});

/**
 * Step 3's fields (the client form), in Spanish, by the visitor's keys (`BookingVisitor`), and its boxes.
 */
export const bookingClientFields = {
  documentNumber: 'Número de documento (obligatorio)',
  name: 'Nombre (obligatorio)',
  surname: 'Apellidos (obligatorio)',
  email: 'Correo electrónico (obligatorio)',
  phone: 'Teléfono (obligatorio)',
  region: 'Provincia o región',
  comment: 'Comentarios (opcional)',
  consent: /^He leído y acepto la política de privacidad/,
  newsletter: 'Quiero recibir la newsletter',
};

/** Step 4's billing address form, in Spanish, by the billing's keys (`BookingBilling`). */
export const bookingBillingFields = {
  documentNumber: 'Número de documento (obligatorio)',
  company: 'Empresa (opcional)',
  name: 'Nombre (obligatorio)',
  surname: 'Apellidos (obligatorio)',
  email: 'Correo electrónico (obligatorio)',
  address: 'Dirección (obligatorio)',
  postalCode: 'Código postal (obligatorio)',
  locality: 'Localidad (obligatorio)',
};

/**
 * The visitor of step 3, as typed. `region` is an option of the region select, `comment` fills the
 * comment box; the rest are text fields, filled in this order.
 * @typedef {{ documentNumber: string; name: string; surname: string; email: string; phone: string;
 *   region?: string; comment?: string }} BookingVisitor
 */
/**
 * Step 4's billing address, as typed, filled in this order.
 * @typedef {{ documentNumber: string; company: string; name: string; surname: string; email: string;
 *   address: string; postalCode: string; locality: string }} BookingBilling
 */

/** The consent date a booking intent carries: a date-time with its offset (SPEC §7). */
export const consentDate = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A paid booking from an experience card to its confirmation (booking.spec.ts "from an experience card
 * to the confirmation", the engines' booking journey): Ana, two adults and a child, a day's 12:00, her
 * company's billing address. What she types carries spaces and capitals the payload has trimmed and
 * lower-cased.
 */
export const paidBooking = {
  experiences: '/es/experiencias',
  experience: { id: 1, title: 'Visita y cata en la bodega' },
  /** Every card's button reads "Reservar"; the card's title describes it. */
  bookButton: 'Reservar',
  arrival: /\/es\/reservar\?experience=1(#|$)/,
  heading: 'Reserva tu visita',
  experienceLine: 'Experiencia: Visita y cata en la bodega',
  visitLanguage: 'Español',
  adults: 2,
  children: 1,
  visitors: '3 visitantes',
  price: '62,50 €',
  time: '12:00',
  /**
   * @param {string} email
   * @returns {BookingVisitor}
   */
  visitor: (email) => ({
    documentNumber: '12345678Z',
    name: '  Ana  ',
    surname: ' Pérez Gil ',
    email: email.toUpperCase(),
    phone: '+34 600 111 222',
    region: 'La Rioja',
    comment: '  Llegaremos en bici  ',
  }),
  /**
   * @param {string} email
   * @returns {BookingBilling}
   */
  billing: (email) => ({
    documentNumber: '87654321X',
    company: '  Bodegas Amigas S.L.  ',
    name: 'Ana',
    surname: 'Pérez Gil',
    email,
    address: 'Calle de la Estación 12',
    postalCode: '26200',
    locality: 'Haro',
  }),
  totalToPay: /Total a pagar\s*62,50\s€/,
  pay: 'Pagar 62,50 €',
  /**
   * POST /api/booking_intent/ (SPEC §7): every field but the captcha key and the consent date.
   * @param {string} email
   * @param {Day} day
   */
  intent: (email, day) => ({
    visitor_group_data: {
      document_type: 'dni',
      document_number: '12345678Z',
      name: 'Ana',
      surname: 'Pérez Gil',
      email,
      phone_number: '+34 600 111 222',
      country: 'ES',
      region: 'RI',
      comment: 'Llegaremos en bici',
      has_newsletter_subscription: true,
      adults_number: 2,
      children_number: 1,
      babies_number: 0,
      web_language: 'es',
      site: 'solera',
    },
    booking_data: { experience_id: 1, language: 'es', date: `${day.iso}T12:00`, site: 'solera' },
    billing_address_data: {
      document_type: 'dni',
      document_number: '87654321X',
      company: 'Bodegas Amigas S.L.',
      first_name: 'Ana',
      last_name: 'Pérez Gil',
      email,
      line1: 'Calle de la Estación 12',
      line2: '',
      country: 'ES',
      state: '',
      postcode: '26200',
      locality: 'Haro',
    },
  }),
  confirmation: new RegExp(`${confirmationPath.es}\\?`),
  /** The confirmation's definitions, in the order of `bookingText.es.confirmationTerms`. */
  confirmed: ['Visita y cata en la bodega', bookedDateAndTime, '3 personas', 'Español'],
  moreExperiences: { name: 'Ver más experiencias', href: '/es/experiencias' },
};

// ---- Vouchers (features/booking/src/fake/fixtures.ts `voucherCodes`) ----

export const voucherPage = {
  path: '/es/canjear-bono',
  /** The experiences page's link to it. */
  link: 'Canjea tu bono',
  heading: 'Canjea tu bono',
  code: 'Código del bono (obligatorio)',
  check: 'Comprobar bono',
  continue: 'Continuar con la reserva',
  cardTerms: ['Experiencia', 'Personas', 'Validez'],
  /** @param {string} code */
  card: (code) => `Tu bono ${code}`,
};

/** Each voucher outcome's code and the message the voucher page shows for it (SPEC §4, §8). */
export const voucherOutcomes = {
  unknown: { code: 'NO-EXISTE-0000', message: 'El código del bono no existe.' },
  early: { code: 'U-PRONTO-0001', message: 'Este bono todavía no se puede usar.' },
  outdated: { code: 'U-CADUCADO-0001', message: 'Este bono ha caducado.' },
  inactive: { code: 'U-INACTIVO-0001', message: 'Este bono no está disponible.' },
  redeemed: { code: 'U-CANJEADO-0001', message: 'Este bono ya se ha canjeado.' },
  /** A 400 whose text is not an ERROR_VOUCHER code reads as not found. */
  legacy: { code: 'LEGACY-1234', message: 'El código del bono no existe.' },
};

/**
 * The unique vouchers, each single-use, each for a fixed experience and up to its participants.
 * @typedef {{ brand: 'solera' | 'brava'; code: string; experienceId: number; experience: string;
 *   participants: number }} UniqueVoucher
 */
/** @type {{ solera: UniqueVoucher; brava: UniqueVoucher }} */
export const uniqueVouchers = {
  solera: {
    brand: 'solera',
    code: 'U-SOLERA-2024',
    experienceId: 2,
    experience: 'Vendimia en familia',
    participants: 4,
  },
  brava: {
    brand: 'brava',
    code: 'U-BRAVA-2024',
    experienceId: 5,
    experience: 'Cata al atardecer frente al mar',
    participants: 2,
  },
};

/** What the voucher's card and the booking page say of a unique voucher. */
export const voucherTexts = {
  /** @param {UniqueVoucher} voucher */
  participants: (voucher) => `${voucher.participants} personas`,
  /** @param {UniqueVoucher} voucher */
  experience: (voucher) => `Experiencia: ${voucher.experience}`,
  /** @param {UniqueVoucher} voucher */
  upTo: (voucher) => `Bono ${voucher.code}: hasta ${voucher.participants} visitantes`,
  /** @param {UniqueVoucher} voucher */
  bookingPath: (voucher) => `${bookingPath.es}?experience=${voucher.experienceId}&voucher=${voucher.code}`,
};

/**
 * The visitor who redeems a voucher (booking.spec.ts "voucher booking", the engines' voucher journey):
 * no payment, so no billing address; the visit in English.
 * @param {string} email
 * @returns {BookingVisitor}
 */
export const voucherVisitor = (email) => ({
  documentNumber: '12345678Z',
  name: 'Lola',
  surname: 'Martín',
  email,
  phone: '600 222 333',
});
export const voucherVisitLanguage = 'Inglés';

// ---- The shop ----

export const shopText = {
  catalogue: '/es/tienda',
  quantity: 'Cantidad',
  addToBasket: 'Añadir a la cesta',
  popIn: 'Producto añadido a la cesta',
  goToBasket: 'Ir a la cesta',
  basket: '/es/cesta',
  basketHeading: 'Mi cesta',
  /** The basket's lines: a table, or a list on a phone. */
  basketLines: 'Productos de tu cesta',
  summary: 'Resumen del pedido',
  voucherField: 'Código de bono o cupón',
  apply: 'Aplicar',
  couponApplied: 'El cupón se ha aplicado correctamente',
  continue: 'Continuar',
  checkout: '/es/tienda/pedido',
  checkoutHeading: 'Finalizar compra',
  continueToPayment: 'Continuar al pago',
  errors: 'Revisa estos campos:',
  payment: 'Pago con tarjeta',
  /** What a field left empty says. */
  required: 'Este campo es obligatorio',
  /** @param {string} product */
  lineQuantity: (product) => `Cantidad de ${product}`,
};

/**
 * A red wine found by its category and two bottles of it added from its page (shop.spec.ts "a visitor
 * finds a wine by category", the engines' shop journey).
 */
export const redWine = {
  category: 'Tintos',
  title: 'Solera Reserva 2016',
  productId: 1003,
  arrival: '/es/tienda/solera-reserva-2016?category=tintos',
  back: { name: /Volver a la tienda/, href: '/es/tienda#tintos' },
  quantity: 2,
  popInQuantity: 'Cantidad2',
  basketLink: 'Cesta, 1 producto',
  total: /Total\s*50,70\s*€/,
  /** A third bottle, in the basket: free delivery from 60 €. */
  more: { quantity: 3, subtotal: /Subtotal\s*65,70\s*€/, delivery: /Envío\s*Gratis/ },
  /** Then the coupon: below 60 € after the discount, delivery is charged again. */
  withCoupon: {
    discount: /Descuento\s*[-−]6,57\s*€/,
    delivery: /Envío\s*6,90\s*€/,
    total: /Total\s*66,03\s*€/,
    pay: 'Pagar 66,03 €',
  },
};

/** Each coupon or voucher code the basket refuses, and why (SPEC §8); then one it applies. */
export const refusedCoupons = {
  unknown: { code: 'NO-EXISTE', message: 'Este código no existe.' },
  inactive: { code: 'PRIMAVERA-OFF', message: 'Este código no está activo en este momento.' },
  expired: { code: 'VENDIMIA-2023', message: 'Este código ha caducado.' },
  used: { code: 'YA-USADO-5', message: 'Este código ya se ha usado.' },
};
export const coupon = 'BIENVENIDA10';

/** The checkout's fields, by the visitor's keys (`visitorCheckout`). */
export const checkoutFields = {
  documentNumber: /^Número de documento/,
  name: /^Nombre/,
  surname: /^Apellidos/,
  email: /^Correo electrónico/,
  phone: /^Teléfono/,
  address: /^Dirección/,
  floor: /^Piso, puerta/,
  region: /^Provincia/,
  postalCode: /^Código postal/,
  locality: /^Localidad/,
  notes: /^Comentarios/,
};

/**
 * A visitor's checkout (shop.spec.ts `fillVisitorCheckout`, the engines' shop journey): her data, the
 * same for the delivery (the name copied), a home address, a gift, then the terms and the newsletter.
 * Fields are filled in this order; her e-mail as typed carries spaces and capitals.
 */
export const visitorCheckout = {
  client: {
    region: 'Tus datos',
    fields: {
      documentNumber: '12345678Z',
      name: 'Ana',
      surname: 'Ruiz Peña',
      email: ' Ana.Ruiz@Example.com ',
      phone: '600 111 222',
    },
  },
  shipping: {
    region: 'Envío',
    sameAsClient: 'Usar mis datos para el envío',
    fields: {
      address: 'Calle Mayor 3',
      floor: '2º B',
      region: 'La Rioja',
      postalCode: '26001',
      locality: 'Logroño',
      notes: 'Dejar en portería',
    },
    gift: 'Es un regalo',
  },
  terms: /condiciones de venta/,
  newsletter: 'Quiero recibir la newsletter',
  /** The fields the first press of "continue to payment" lists as missing. */
  missing: 13,
  /** POST /api/ecom_order/order/intent/ with the terms and the newsletter ticked. */
  intent: {
    client_info: {
      document_type: 'dni',
      document_number: '12345678Z',
      name: 'Ana',
      surname: 'Ruiz Peña',
      email: 'ana.ruiz@example.com',
      phone_number: '600 111 222',
    },
    shipping_mode: 'home',
    shipping_address: {
      company: '',
      first_name: 'Ana',
      last_name: 'Ruiz Peña',
      email: 'ana.ruiz@example.com',
      line1: 'Calle Mayor 3',
      line2: '2º B',
      country_id: 'ES',
      state: 'La Rioja',
      postcode: '26001',
      locality: 'Logroño',
      phone_number: '600 111 222',
      notes: 'Dejar en portería',
    },
    billing_address: null,
    is_gift: true,
    newsletter_subscription: true,
    update_member_data: false,
    web_language: 'es',
    web_site: 'solera',
  },
};

// ---- The club ----

export const club = {
  myClub: '/es/club/mi-club',
  /** @param {string} next */
  login: (next) => `/login?next=${encodeURIComponent(next)}`,
  loggedOut: '/login',
  loginHeading: 'Acceso socios',
  email: 'Correo electrónico',
  password: 'Contraseña',
  enter: 'Entrar',
  wrongPassword: 'otra',
  refused: 'El correo o la contraseña no son correctos',
  heading: 'Mi club',
  logout: 'Cerrar sesión',
  preferences: {
    region: 'Mis preferencias',
    count: 6,
    red: 'Vinos tintos',
    saved: 'Preferencias guardadas.',
  },
};

// ---- Lists ----

/**
 * The press list filtered by year, paged, filtered by category, walked back, emptied and reset
 * (lists.spec.ts "the press is filtered…", the engines' lists journey).
 */
export const pressList = {
  path: '/es/prensa',
  list: 'Artículos',
  perPage: 4,
  all: '40 artículos · Página 1 de 10',
  year: {
    label: 'Año',
    option: '2024',
    path: '/es/prensa?year=2024',
    status: '11 artículos · Página 1 de 3',
  },
  page2: {
    link: 'Página 2',
    path: '/es/prensa?year=2024&p=2',
    status: '11 artículos · Página 2 de 3',
    first: 'Entrevista 18: el equipo que elabora Viñas Viejas 2015',
  },
  category: {
    label: 'Categoría',
    option: 'Entrevistas',
    path: '/es/prensa?year=2024&category=interviews',
    status: '4 artículos',
  },
  pages: 'Páginas de artículos',
  none: {
    year: '2022',
    category: 'Premios',
    path: '/es/prensa?year=2022&category=awards',
    status: 'Ningún artículo coincide con estos filtros.',
  },
  reset: 'Quitar filtros',
  anyYear: 'Todos los años',
};

/** The projects list in English, unfiltered. */
export const projectsList = {
  path: '/en/projects',
  list: 'Projects',
  perPage: 4,
  all: '17 projects · Page 1 of 5',
};

// ---- The contact form ----

/**
 * A visitor's message (forms.spec.ts "a visitor sends a message", the engines' contact journey).
 * `message` is what is sent; `typed` the same with spaces and capitals the form trims and lower-cases.
 */
export const contactMessage = {
  path: '/es/contacto',
  heading: 'Contacto',
  subjectField: /^Asunto/,
  subject: 'Tienda y pedidos',
  fields: {
    name: /^Nombre/,
    surname: /^Apellidos/,
    email: /^Correo electrónico/,
    phone: /^Teléfono/,
    text: /^Mensaje/,
  },
  consent: /política de privacidad/,
  message: {
    name: 'Ana',
    surname: 'Ruiz',
    email: 'ana@example.com',
    phone: '600 111 222',
    text: '¿Enviáis a Portugal?',
  },
  typed: {
    name: ' Ana ',
    surname: 'Ruiz',
    email: 'Ana@Example.com',
    phone: '600 111 222',
    text: '¿Enviáis a Portugal?',
  },
  send: 'Enviar mensaje',
  /** POST /api/contact/<page>/send/, but for its captcha key. */
  sent: {
    subject: 'Tienda y pedidos',
    name: 'Ana',
    surname: 'Ruiz',
    email: 'ana@example.com',
    phone_number: '600 111 222',
    message: '¿Enviáis a Portugal?',
  },
  captchaKey: /^local-captcha:contact:\d+$/,
  sentHeading: 'Mensaje enviado',
  reply: 'te responderemos en ana@example.com',
};

// ---- Layout: the age gate, the language switch, the mobile menu ----

/** Isla Brava's age gate, in both languages; the cookie that remembers a yes. */
export const ageGate = {
  es: { home: '/es/', question: '¿Eres mayor de edad?', yes: 'Sí' },
  en: {
    home: '/en/',
    question: 'Are you of legal drinking age?',
    no: 'No',
    refused: 'you may only visit this site if you are of legal drinking age',
  },
  cookie: { name: 'age_verified', value: 'yes' },
  heading: 'Isla Brava',
};

/** The same page in each language, its heading and the language switch's link to it. */
export const languageSwitch = {
  es: { path: '/es/la-bodega', heading: 'La bodega', link: 'Español', home: 'Casa Solera, página de inicio' },
  en: { path: '/en/the-winery', heading: 'The winery', link: 'English', home: 'Casa Solera, home page' },
};

/** The header's menu on a phone, a link in it, and a desktop width, at which it closes. */
export const mobileMenu = {
  path: '/es/',
  button: 'Menú',
  menu: 'Menú principal',
  link: { name: 'La bodega', path: '/es/la-bodega', heading: 'La bodega' },
  /** The banner's close button, which the open menu covers. */
  bannerClose: 'Cerrar aviso',
  desktop: { width: 1200, height: 800 },
};
