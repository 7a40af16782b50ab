/** Every journey, in the order they run in each engine. */
import ageGate from './age-gate.mjs';
import booking from './booking.mjs';
import club from './club.mjs';
import consent from './consent.mjs';
import contact from './contact.mjs';
import language from './language.mjs';
import lists from './lists.mjs';
import mobileMenu from './mobile-menu.mjs';
import shop from './shop.mjs';
import voucher from './voucher.mjs';

export const journeys = [
  shop,
  booking,
  voucher,
  club,
  lists,
  contact,
  ageGate,
  language,
  mobileMenu,
  consent,
];
