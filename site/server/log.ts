/**
 * What the server's log may say of an address. Query parameters that carry a secret or a person's data
 * (a payment's client secret, a voucher or coupon code, an e-mail, a password, a document number) have
 * their values replaced, and so has any value shaped like a payment client secret, whatever its name:
 * logs are read by more people, and kept longer, than the data they would leak.
 */
const secretNames = new Set([
  'code',
  'full_code',
  'voucher',
  'voucher_code',
  'coupon',
  'email',
  'password',
  'document_number',
  'phone',
  'phone_number',
  'name',
  'surname',
  'birthday',
  'captcha_key',
  'token',
  'card',
  'card_number',
  'cvc',
]);
const secretInName = /secret|password|e-?mail|token/i;
const secretValue = /_secret_|^(pi|seti|pm|tok|sk|rk)_[A-Za-z0-9_]{8,}/;
const email = '[^\\s@/?&=]+@[^\\s@/?&=]+\\.[^\\s@/?&=]+';
const emailLike = new RegExp(email);
const emails = new RegExp(email, 'g');

export const redacted = '[redacted]';

export function redactAddress(address: string): string {
  const at = address.indexOf('?');
  const path = (at === -1 ? address : address.slice(0, at)).replace(emails, redacted);
  if (at === -1) return path;
  const parts = address
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return pair;
      const name = pair.slice(0, eq);
      let value = pair.slice(eq + 1);
      try {
        value = decodeURIComponent(value.replace(/\+/g, ' '));
      } catch {
        return `${name}=${redacted}`;
      }
      let decodedName = name;
      try {
        decodedName = decodeURIComponent(name);
      } catch {
        // A name that does not decode is judged as written.
      }
      const named = decodedName.toLowerCase();
      if (
        secretNames.has(named) ||
        secretInName.test(named) ||
        secretValue.test(value) ||
        emailLike.test(value)
      )
        return `${name}=${redacted}`;
      return pair;
    });
  return `${path}?${parts.join('&')}`;
}

/** One line a request: method, address (redacted), status, time and the request's id. */
export function requestLine(
  method: string,
  address: string,
  status: number,
  ms: number,
  id?: string,
): string {
  return `${method} ${redactAddress(address)} ${status} ${ms.toFixed(1)}ms${id ? ` id=${id}` : ''}`;
}
