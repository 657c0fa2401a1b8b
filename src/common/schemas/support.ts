import { z } from 'zod';
import {
  DEFAULT_TICKET_PRIORITY,
  TICKET_DESCRIPTION_MAX,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TICKET_TITLE_MAX,
} from '../constants';
import { loginSchema } from './auth';
import { positiveId } from './ids';
import { hasVisibleText, text } from './text';

/** Title and description required and trimmed; priority low | medium | high. */
const ticketFields = {
  title: text({ error: 'Title is required' })
    // A title is one line (its form field is): line breaks a client sends become spaces.
    .overwrite((value) => value.replace(/\s*[\r\n]+\s*/g, ' '))
    .trim()
    .min(1, 'Title is required')
    .refine(hasVisibleText, 'Title is required')
    .max(TICKET_TITLE_MAX, `Title must be at most ${TICKET_TITLE_MAX} characters`),
  description: text({ error: 'Description is required' })
    .trim()
    .min(1, 'Description is required')
    .refine(hasVisibleText, 'Description is required')
    .max(TICKET_DESCRIPTION_MAX, `Description must be at most ${TICKET_DESCRIPTION_MAX} characters`),
};
const priority = z.enum(TICKET_PRIORITIES, { error: 'Priority must be low, medium or high' });

/** POST /api/support-tickets. The server sets the status ('open'); a missing priority is medium. */
export const createTicketSchema = z.object({
  ...ticketFields,
  priority: priority.default(DEFAULT_TICKET_PRIORITY),
});
export type CreateTicketInput = z.infer<typeof createTicketSchema>;

/** The web form always has a priority selected, so its input and output types are the same. */
export const ticketFormSchema = z.object({ ...ticketFields, priority });
export type TicketFormInput = z.infer<typeof ticketFormSchema>;

export const ticketStatusSchema = z.enum(TICKET_STATUSES, {
  error: 'Status must be open, in_progress, resolved or closed',
});

/** A ticket's id in a route path (support_tickets.id is a Postgres integer). */
export const ticketParamsSchema = z.object({ id: positiveId('Invalid ticket id', 2_147_483_647) });

/** One reply in a ticket's thread: from support, or from the person who filed the ticket ('owner'). */
export const ticketReplyViewSchema = z.object({
  id: z.number(),
  author: z.enum(['support', 'owner']),
  body: z.string(),
  createdAt: z.string(),
});
export type TicketReplyView = z.infer<typeof ticketReplyViewSchema>;

/** POST /api/admin/support-tickets/:id/replies (support) and /api/support-tickets/:id/replies (owner) */
export const ticketReplySchema = z.object({
  body: text({ error: 'Please write a reply' })
    .trim()
    .min(1, 'Please write a reply')
    .refine(hasVisibleText, 'Please write a reply')
    .max(TICKET_DESCRIPTION_MAX, `A reply must be at most ${TICKET_DESCRIPTION_MAX} characters`),
});

/** A support ticket, as GET /api/support-tickets returns it, with its thread of replies, oldest first. */
export const ticketViewSchema = z.object({
  id: z.number(),
  userId: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  priority: z.enum(TICKET_PRIORITIES),
  status: ticketStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  replies: z.array(ticketReplyViewSchema),
});
export type TicketView = z.infer<typeof ticketViewSchema>;

/** Waiting on support: the thread's last word is the person's. */
export const hasUnansweredReply = (ticket: Pick<TicketView, 'replies'>) =>
  ticket.replies.at(-1)?.author === 'owner';

/**
 * POST /api/support/appeal: a suspended person cannot sign in, so they prove who they are with the
 * same email and password, and say why the suspension is a mistake.
 */
export const appealSchema = loginSchema.extend({ description: ticketFields.description });
export type AppealInput = z.infer<typeof appealSchema>;
