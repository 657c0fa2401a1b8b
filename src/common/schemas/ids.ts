import { z } from 'zod';

const DECIMAL = /^[1-9][0-9]{0,15}$/;

/**
 * A positive integer id, as a JSON number or, in a path or query, as decimal digits only: "16", never
 * "0x10", "1e1" or " 16", which Number() (and so z.coerce) would also read as 16.
 */
export function positiveId(message: string, max = Number.MAX_SAFE_INTEGER) {
  return z.preprocess(
    (value) => (typeof value === 'string' && DECIMAL.test(value) ? Number(value) : value),
    z
      .number({ error: message })
      .int({ error: message })
      .positive({ error: message })
      .max(max, { error: message }),
  );
}
