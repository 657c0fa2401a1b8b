import { z } from 'zod';
import type { ApiError, PublicUser } from '../../common/types';

/**
 * Response schemas several routes share. The serializer sends what a schema lets through (unknown
 * fields are dropped), so each mirrors its shared type exactly; the checks below fail the build
 * when the two drift apart.
 */

export const messageResponse = z.object({ message: z.string() });

/** What other people see of a user. */
export const userSummaryResponse = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  profileImageUrl: z.string().nullable(),
});

/** The signed-in person themselves: their summary, their choices and standing. */
export const publicUserResponse = userSummaryResponse.extend({
  darkMode: z.enum(['light', 'dark']),
  createdAt: z.string(),
  isBanned: z.enum(['true', 'false']),
  lastActiveAt: z.string().nullable(),
  isAdmin: z.boolean(),
});

/**
 * The one error body: plugins/error-handler.ts answers every refusal as `{ message, code, fields? }`.
 * Registered under the id `Error`, so the OpenAPI document names it once and refers to it.
 */
export const errorResponse = z
  .object({
    message: z.string().describe('Written for people: the web shows it as it is'),
    code: z.string().describe('Stable, for programs: validation_error, unauthorized, not_found, ...'),
    fields: z
      .record(z.string(), z.string())
      .optional()
      .describe('The message for each field that was refused, by field name'),
  })
  .meta({ id: 'Error' });

/** What each refusal a route can answer means; /api/docs and the OpenAPI document say it beside the status. */
export const ERROR_MEANINGS = {
  400: 'The input was refused: the message says why, and fields which field',
  401: 'Not signed in',
  402: 'The assistant needs a trial or a paid plan',
  403: 'Not allowed (another site, a suspended or barred account, or not the administrator)',
  404: 'Not found, or not yours to see',
  409: 'In conflict with what is stored',
  413: 'Too large',
  415: 'Not a kind of file accepted here',
  429: 'Too many requests: wait a moment',
  503: 'A service it needs is not answering: try again',
} as const;
export type ErrorStatus = keyof typeof ERROR_MEANINGS;

/** The error responses a route declares, each the one error body: `response: { 200: x, ...errors(401, 404) }`. */
export function errors<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof errorResponse> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponse])) as Record<
    S,
    typeof errorResponse
  >;
}

/** A file's bytes (a photo, a PDF, a download), sent as they are: no schema reshapes them. */
export const fileBody = (description: string) =>
  z.any().meta({ type: 'string', format: 'binary', description });

/** 204: nothing is sent. */
export const noContent = z.null().describe('No content');

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const userMatches: Same<z.infer<typeof publicUserResponse>, PublicUser> = true;
const errorMatches: Same<z.infer<typeof errorResponse>, ApiError> = true;
void userMatches;
void errorMatches;
