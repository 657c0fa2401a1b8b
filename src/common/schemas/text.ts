import { z } from 'zod';

/**
 * PostgreSQL cannot store U+0000 in text (nor compare against it in a query), so a NUL anywhere in
 * user text would end as a 5xx from the database. Every free-text field is built from `text()`, which
 * refuses it with a 400 and this message before anything reaches the database.
 */
export const NUL_CHARACTER_MESSAGE = 'Text cannot contain the null character (U+0000)';

/** A string field that refuses NUL; chain trim, min and max as with z.string(). */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((value) => !value.includes('\u0000'), { message: NUL_CHARACTER_MESSAGE });
