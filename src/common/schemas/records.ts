import { z } from 'zod';
import { text } from './text';

/** Legal holds (admin): what the admin portal sends and receives. */
export const legalHoldTargetTypeSchema = z.enum(['user', 'conversation'], {
  error: 'Choose a user or a conversation',
});
export type LegalHoldTargetType = z.infer<typeof legalHoldTargetTypeSchema>;

export const placeLegalHoldSchema = z.object({
  targetType: legalHoldTargetTypeSchema,
  targetId: z.uuid({ error: 'Choose who or what to hold' }),
  reason: text({ error: 'Reason is required' })
    .trim()
    .min(1, 'Reason is required')
    .max(500, 'Reason must be at most 500 characters'),
});
export type PlaceLegalHoldInput = z.infer<typeof placeLegalHoldSchema>;

export const legalHoldViewSchema = z.object({
  id: z.string(),
  targetType: legalHoldTargetTypeSchema,
  targetId: z.string(),
  /** The held user's name and e-mail, or the conversation's name and participants. */
  targetLabel: z.string(),
  reason: z.string(),
  placedAt: z.string(),
  placedBy: z.string().nullable(),
  liftedAt: z.string().nullable(),
  active: z.boolean(),
});
export type LegalHoldView = z.infer<typeof legalHoldViewSchema>;

/** A user found by e-mail, with the conversations they are in, so the admin can hold either. */
export const legalHoldLookupSchema = z.object({
  user: z.object({ id: z.string(), name: z.string(), email: z.string(), deleted: z.boolean() }),
  conversations: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      messageCount: z.number(),
      deleted: z.boolean(),
    }),
  ),
});
export type LegalHoldLookup = z.infer<typeof legalHoldLookupSchema>;

/** Conversation export (GET /api/conversations/{id}/export). */
export const EXPORT_FORMATS = ['csv', 'pdf', 'zip'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
