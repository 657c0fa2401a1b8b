import { z } from 'zod';
import type { PublicUser } from '../../common/types';

/**
 * Response schemas several routes share. The serializer sends what a schema lets through (unknown
 * fields are dropped), so each mirrors its shared type exactly; the checks below fail the build
 * when the two drift apart.
 */

export const messageResponse = z.object({ message: z.string() });

export const publicUserResponse = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  profileImageUrl: z.string().nullable(),
  darkMode: z.enum(['light', 'dark']),
  createdAt: z.string(),
  isBanned: z.enum(['true', 'false']),
  lastActiveAt: z.string().nullable(),
  isAdmin: z.boolean(),
});

/** 204: nothing is sent. */
export const noContent = z.null().describe('No content');

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const userMatches: Same<z.infer<typeof publicUserResponse>, PublicUser> = true;
void userMatches;
