import { describe, expect, it } from 'vitest';
import { formatMoney, parseAmount } from './money';
import { splitAmount } from './split';

describe('money in minor units', () => {
  it('reads what a person types without floating point', () => {
    expect(parseAmount('0.1', 'USD')! + parseAmount('0.2', 'USD')!).toBe(30);
    expect(parseAmount('1,234.5', 'USD')).toBe(123450);
    expect(parseAmount('45', 'USD')).toBe(4500);
    expect(parseAmount('3000', 'JPY')).toBe(3000);
    expect(parseAmount('1.5', 'JPY')).toBeNull();
    expect(parseAmount('1.234', 'KWD')).toBe(1234);
    for (const bad of ['', '1.234', '-5', '1e3', 'abc', '1.2.3']) expect(parseAmount(bad, 'USD')).toBeNull();
  });

  it('writes the same words everywhere (they are part of the record)', () => {
    expect(formatMoney(123450, 'USD')).toBe('USD 1,234.50');
    expect(formatMoney(5, 'EUR')).toBe('EUR 0.05');
    expect(formatMoney(3000, 'JPY')).toBe('JPY 3,000');
    expect(formatMoney(-200, 'USD')).toBe('-USD 2.00');
  });
});

describe('splitting', () => {
  const two = [
    { userId: 'payer', parts: 1 },
    { userId: 'other', parts: 1 },
  ];
  const cents = (shares: ReturnType<typeof splitAmount>) =>
    Object.fromEntries(shares.map((s) => [s.userId, s.cents]));

  it('rounds each other share down; the payer keeps the odd cent; the shares add up', () => {
    expect(cents(splitAmount(1001, two, 'payer'))).toEqual({ payer: 501, other: 500 });
    expect(cents(splitAmount(1, two, 'payer'))).toEqual({ payer: 1, other: 0 });
    const thirds = splitAmount(1000, [...two, { userId: 'third', parts: 1 }], 'third');
    expect(cents(thirds)).toEqual({ payer: 333, other: 333, third: 334 });
    for (const amount of [1, 7, 999, 1001, 123457])
      for (const split of [
        two,
        [
          { userId: 'payer', parts: 60 },
          { userId: 'other', parts: 40 },
        ],
      ])
        expect(splitAmount(amount, split, 'payer').reduce((sum, s) => sum + s.cents, 0)).toBe(amount);
  });

  it('a payer with no share is owed it all; with no parts at all it is an error', () => {
    expect(cents(splitAmount(999, [{ userId: 'other', parts: 1 }], 'payer'))).toEqual({
      other: 999,
      payer: 0,
    });
    expect(() => splitAmount(100, [{ userId: 'other', parts: 0 }], 'payer')).toThrow();
  });
});
