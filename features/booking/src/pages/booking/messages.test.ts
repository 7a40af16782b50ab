import { describe, expect, it } from 'vitest';
import es from '../../messages/es.json';
import en from '../../messages/en.json';
import confirmationEs from '../confirmation/messages/es.json';
import confirmationEn from '../confirmation/messages/en.json';

describe('booking messages', () => {
  it('have the same ids in both languages, all scoped by booking.', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(es).sort());
    for (const id of Object.keys(es)) expect(id.startsWith('booking.')).toBe(true);
  });

  it.each([
    ['booking.title', 'Book your visit'],
    [
      'booking.date.notBookable',
      "We apologize, it's not possible to book this experience in the selected date.",
    ],
    [
      'booking.error.conflict',
      "We're sorry, it's not possible to make the reservation for the selected date anymore",
    ],
    ['booking.error.title', 'An error has occurred'],
    ['booking.error.text', 'Please, try again later'],
    ['booking.error.bookAgain', 'Book again'],
    ['booking.error.home', 'Back to home page'],
    ['booking.steps.finish', 'Finish'],
    ['booking.visitors.chooseDate', 'Choose date'],
    ['booking.date.unavailable', 'Date unavailable'],
  ] as const)('say in English what the SPEC says for %s', (id, text) => {
    expect(en[id]).toBe(text);
  });

  it('say the same about a taken slot on both 409 screens (the booking error and the confirmation)', () => {
    for (const [booking, confirmation] of [
      [es, confirmationEs],
      [en, confirmationEn],
    ] as const) {
      expect(confirmation['booking.confirmation.conflictTitle']).toBe(booking['booking.error.conflict']);
      expect(confirmation['booking.confirmation.conflictText']).toBe(booking['booking.error.conflictText']);
    }
  });

  it('say it in Spanish for the page title', () => {
    expect(es['booking.title']).toBe('Reserva tu visita');
  });
});
