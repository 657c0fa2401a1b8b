/** The sandbox's test cards. Only the outcome of a card is ever kept, never its number. */
export const SANDBOX_SUCCESS_CARD = '4242424242424242';
export const SANDBOX_DECLINED_CARD = '4000000000000002';
/** Stripe's test card that is saved but whose every charge is declined: a renewal that fails. */
export const SANDBOX_CHARGES_DECLINED_CARD = '4000000000000341';

export const DECLINED_MESSAGE =
  'Your card was declined. No payment was taken and your plan has not changed. Try another card.';
export const UNKNOWN_CARD_MESSAGE =
  'This is test mode: use the test card 4242 4242 4242 4242 (or 4000 0000 0000 0002 to see a decline).';

export type CardField = 'cardNumber' | 'expiry' | 'cvc';

export type CardOutcome =
  /** A card the checkout can save; `chargesDeclined`: every charge on it will be declined. */
  | { kind: 'approved'; chargesDeclined: boolean }
  | { kind: 'declined'; message: string }
  | { kind: 'invalid'; message: string; field: CardField };

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Parses "MM/YY" or "MM / YYYY"; valid through the last day of that month. */
function expiryIsValid(expiry: string, now: Date): boolean {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return false;
  return new Date(Date.UTC(year, month, 1)) > now;
}

/** Decides what the sandbox does with a submitted card, the way a real processor would answer. */
export function judgeSandboxCard(
  input: { cardNumber: string; expiry: string; cvc: string },
  now: Date,
): CardOutcome {
  const digits = input.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits))
    return { kind: 'invalid', field: 'cardNumber', message: 'Your card number is invalid.' };
  if (!expiryIsValid(input.expiry, now))
    return { kind: 'invalid', field: 'expiry', message: 'Enter an expiry date in the future, as MM/YY.' };
  if (!/^\d{3,4}$/.test(input.cvc.trim()))
    return { kind: 'invalid', field: 'cvc', message: 'Enter the 3 or 4 digit security code.' };
  if (digits === SANDBOX_SUCCESS_CARD) return { kind: 'approved', chargesDeclined: false };
  if (digits === SANDBOX_CHARGES_DECLINED_CARD) return { kind: 'approved', chargesDeclined: true };
  if (digits === SANDBOX_DECLINED_CARD) return { kind: 'declined', message: DECLINED_MESSAGE };
  return { kind: 'invalid', field: 'cardNumber', message: UNKNOWN_CARD_MESSAGE };
}
