import { describe, expect, it } from 'vitest';
import { redactAddress, requestLine } from './log';

describe("the server's log line", () => {
  it.each([
    [
      '/es/confirmacion-pedido?payment_intent=pi_3Kabcdefgh&payment_intent_client_secret=pi_3Kabcdefgh_secret_XYZ&redirect_status=succeeded',
      '/es/confirmacion-pedido?payment_intent=[redacted]&payment_intent_client_secret=[redacted]&redirect_status=succeeded',
    ],
    [
      '/api/admin_voucher/voucher/public/check_validity/?full_code=U-SOLERA-2024&site=solera&language=es',
      '/api/admin_voucher/voucher/public/check_validity/?full_code=[redacted]&site=solera&language=es',
    ],
    ['/es/reservar?voucher=R-SOLERA-REGALO', '/es/reservar?voucher=[redacted]'],
    ['/login?email=lucia%40example.com&password=vendimia', '/login?email=[redacted]&password=[redacted]'],
    [
      '/es/contacto?document_number=12345678Z&name=Luc%C3%ADa',
      '/es/contacto?document_number=[redacted]&name=[redacted]',
    ],
    ['/es/x?q=lucia%40example.com', '/es/x?q=[redacted]'],
    ['/es/x?anything=sk_live_abcdefghijk', '/es/x?anything=[redacted]'],
    ['/es/clientes/lucia@example.com/pedidos', '/es/clientes/[redacted]/pedidos'],
    ['/es/x?bad=%E0%A4%A', '/es/x?bad=[redacted]'],
  ])('%s is logged as %s', (address, logged) => expect(redactAddress(address)).toBe(logged));

  it('keeps what is public: paths, filters, pages, languages', () => {
    const address = '/api/press_articles/?p=2&year=2024&category=awards&language_code=es&branding=solera';
    expect(redactAddress(address)).toBe(address);
    expect(redactAddress('/es/tienda')).toBe('/es/tienda');
  });

  it('is one line: method, address, status and time', () => {
    expect(requestLine('GET', '/es/reservar?voucher=U-PRONTO-0001', 200, 12.345)).toBe(
      'GET /es/reservar?voucher=[redacted] 200 12.3ms',
    );
  });
});
