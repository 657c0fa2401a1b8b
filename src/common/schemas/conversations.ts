import { z } from 'zod';
import { CONVERSATION_NAME_MAX, EMAIL_MAX } from '../constants';
import { emailSchema } from './auth';
import { positiveId } from './ids';
import { hasDirectionControls, hasVisibleText, text } from './text';

/**
 * Request schemas for conversations, user search, invitations and read markers.
 * The server parses with them and the web's forms use the same ones.
 */

const DIRECTION_CONTROLS_IN_NAME = 'Conversation names cannot contain text-direction controls';

/**
 * What a name can end in only when it was cut short: the rename field stops at 25 characters, so 'Kids schedule with Dan - pickups' pasted there arrives as 'Kids schedule with Dan - '.
 * Spaces, dashes, joining punctuation (: ; , / \ & |) and opening brackets. Closing punctuation
 * ('Smith Jr.', 'Q&A?', ':-)') and '+' ('C++') stay: a name can really end in those.
 */
const DANGLING = /[\s\-\u2013\u2014:;,/\\&|([{]/u;

/**
 * The stored name, decided here for every client: a name never ends with a dangling connector. The
 * server cannot tell a cut from typing, and nobody means a name to end 'with Dan -'.
 */
export function withoutDanglingEnd(name: string): string {
  // A loop, not /[…]+$/: that regex backtracks quadratically over a long run of separators.
  let end = name.length;
  while (end > 0 && DANGLING.test(name[end - 1]!)) end -= 1;
  return name.slice(0, end);
}

/** At most 25 characters, trimmed value non-empty (and visible). */
export const conversationNameSchema = text()
  .trim()
  .overwrite(withoutDanglingEnd)
  .min(1, 'Please enter a conversation name')
  .max(CONVERSATION_NAME_MAX, `Conversation names can be at most ${CONVERSATION_NAME_MAX} characters`)
  .refine(hasVisibleText, 'Please enter a conversation name')
  .refine((v) => !hasDirectionControls(v), DIRECTION_CONTROLS_IN_NAME);

/** Most participants one create call may name; groups can still grow one add at a time. */
export const PARTICIPANT_EMAILS_MAX = 50;

/** POST /api/conversations. A blank or missing name means "unnamed" (the web shows participants' names). */
export const createConversationSchema = z.object({
  name: z
    .union(
      [
        text()
          .trim()
          .overwrite(withoutDanglingEnd)
          .max(CONVERSATION_NAME_MAX, `Conversation names can be at most ${CONVERSATION_NAME_MAX} characters`)
          .refine((v) => !hasDirectionControls(v), DIRECTION_CONTROLS_IN_NAME),
        z.null(),
      ],
      { error: 'Conversation names must be text' },
    )
    .optional()
    .transform((v) => (v && hasVisibleText(v) ? v : null)),
  participantEmails: z
    .array(emailSchema)
    .min(1, 'Add at least one person to talk with')
    .max(PARTICIPANT_EMAILS_MAX, `A conversation can start with at most ${PARTICIPANT_EMAILS_MAX} people`),
});
export type CreateConversationInput = z.infer<typeof createConversationSchema>;

/** PATCH /api/conversations/{id} */
export const renameConversationSchema = z.object({ name: conversationNameSchema });

/**
 * What someone added to a group reads: the earlier messages too, or only those sent from now on.
 * (Added to a one-to-one, they start a new group with an empty history either way.)
 */
export const HISTORY_CHOICES = ['all', 'from-now'] as const;
export type HistoryChoice = (typeof HISTORY_CHOICES)[number];

/** POST /api/conversations/{id}/participants */
export const addParticipantSchema = z.object({
  email: emailSchema,
  history: z.enum(HISTORY_CHOICES, { error: 'Choose whether they see the earlier messages' }).default('all'),
});

/** PUT /api/conversations/{id}/read: everything up to and including this message is read. */
export const markReadSchema = z.object({
  lastMessageId: positiveId('lastMessageId must be a message id'),
});

export const conversationParamsSchema = z.object({ id: z.uuid('Conversation not found') });
export const participantParamsSchema = z.object({
  id: z.uuid('Conversation not found'),
  userId: z.uuid('User not found'),
});

/** GET /api/users/search?q= */
export const userSearchQuerySchema = z.object({
  q: text().trim().min(1, 'Please enter a name or email address').max(EMAIL_MAX),
});

/**
 * POST /api/invite. The field is named `email` but it carries an e-mail address or a phone number.
 * Phone numbers: 7 to 15 digits, optional leading +, spaces, dots, dashes and brackets allowed.
 */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ().-]{5,22}[0-9]$/;
export const inviteSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Please enter an email address or phone number')
    .max(EMAIL_MAX, 'Please enter a valid email address or phone number')
    .refine(
      (v) =>
        emailSchema.safeParse(v).success ||
        (PHONE_PATTERN.test(v) && v.replace(/\D/g, '').length >= 7 && v.replace(/\D/g, '').length <= 15),
      'Please enter a valid email address or phone number',
    ),
});
export type InviteInput = z.infer<typeof inviteSchema>;

/** POST /api/invitations/accept: a signed-in person following an invitation link. */
export const acceptInvitationSchema = z.object({
  token: z.string().trim().min(1, 'This invitation link is incomplete').max(200),
});
