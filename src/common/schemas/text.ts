import { z } from 'zod';

/**
 * PostgreSQL cannot store U+0000 in text (nor compare against it in a query), so a NUL anywhere in
 * user text would end as a 5xx from the database. Every free-text field is built from `text()`, which
 * refuses it with a 400 and this message before anything reaches the database.
 */
export const NUL_CHARACTER_MESSAGE = 'Text cannot contain the null character (U+0000)';

/** Half of a UTF-16 pair without its other half: not a character, and stored as U+FFFD if at all. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const BROKEN_CHARACTER_MESSAGE = 'Text contains a broken character (half of a UTF-16 pair)';

/** A string field that refuses NUL and broken characters; chain trim, min and max as with z.string(). */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z
    .string(params)
    .refine((value) => !value.includes('\u0000'), { message: NUL_CHARACTER_MESSAGE })
    .refine((value) => !LONE_SURROGATE.test(value), { message: BROKEN_CHARACTER_MESSAGE });

/**
 * Whether a person would see anything: text of only spaces, zero-width and direction marks (format
 * characters, \p{Cf}) or control characters shows as an empty bubble or a blank name.
 */
export const hasVisibleText = (value: string): boolean => /[^\s\p{Cf}\p{Cc}]/u.test(value);

/**
 * Characters that reorder the text around them (embeddings, overrides, isolates): in a name they can
 * make "Alice" read as someone else, or a word read backwards. Direction marks (U+200E, U+200F) that
 * right-to-left writing needs are not among them.
 */
export const hasDirectionControls = (value: string): boolean => /[\u202A-\u202E\u2066-\u2069]/.test(value);
