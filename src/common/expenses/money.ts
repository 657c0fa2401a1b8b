/**
 * Money in expenses: an amount is an integer count of the currency's minor unit ("cents"; yen have
 * none, dinars three), never a float. Formatting is fixed English and independent of the reader's
 * locale, because an expense's sentence is part of what its hash chain proves.
 */

/** ISO 4217 codes whose minor unit is not a hundredth. Every other code has two decimals. */
const ZERO_DECIMALS = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'ISK',
  'JPY',
  'KMF',
  'KRW',
  'PYG',
  'RWF',
  'UGX',
  'UYI',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);
const THREE_DECIMALS = new Set(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND']);

export const DEFAULT_CURRENCY = 'USD';
export const CURRENCY_PATTERN = /^[A-Z]{3}$/;

export function minorDigits(currency: string): number {
  if (ZERO_DECIMALS.has(currency)) return 0;
  return THREE_DECIMALS.has(currency) ? 3 : 2;
}

/** '1,234.50' (no currency code): for columns that name the currency once. */
export function formatAmount(cents: number, currency: string): string {
  const digits = minorDigits(currency);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const scale = 10 ** digits;
  const major = Math.floor(abs / scale)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const minor = digits === 0 ? '' : `.${String(abs % scale).padStart(digits, '0')}`;
  return `${sign}${major}${minor}`;
}

/** 'USD 1,234.50', 'JPY 3,000', '-USD 2.00'. */
export function formatMoney(cents: number, currency: string): string {
  const amount = formatAmount(cents, currency);
  return amount.startsWith('-') ? `-${currency} ${amount.slice(1)}` : `${currency} ${amount}`;
}

/**
 * What a person typed ("12", "12.5", "1,234.56") in minor units, or null when it is not an amount of
 * this currency (more decimals than it has, letters, a sign). Read as text, so 0.1 + 0.2 never enters.
 */
export function parseAmount(typed: string, currency: string): number | null {
  const digits = minorDigits(currency);
  const clean = typed.trim().replace(/,/g, '');
  const match = /^(\d{1,12})(?:\.(\d*))?$/.exec(clean);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  const minor = fraction.padEnd(digits, '0');
  const value = Number(match[1]) * 10 ** digits + (minor ? Number(minor) : 0);
  return Number.isSafeInteger(value) ? value : null;
}
