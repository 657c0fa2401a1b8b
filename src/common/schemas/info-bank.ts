import { z } from 'zod';
import { clientIdSchema } from './record-note';
import { hasVisibleText, text } from './text';

/**
 * The info bank of a conversation (docs/INFO-BANK.md): a card for each child that every participant
 * reads and edits. Each save is a new version recorded in the conversation's chain, so nothing is
 * overwritten and the history says who changed what.
 */

export const INFO_FIELDS = [
  'name',
  'doctor',
  'school',
  'allergies',
  'medication',
  'sizes',
  'contacts',
  'notes',
] as const;
export type InfoField = (typeof INFO_FIELDS)[number];
export const INFO_FIELD_LABELS: Record<InfoField, string> = {
  name: 'Name',
  doctor: 'Doctor',
  school: 'School',
  allergies: 'Allergies',
  medication: 'Medication',
  sizes: 'Sizes',
  contacts: 'Contacts',
  notes: 'Notes',
};
export const INFO_NAME_MAX = 100;
export const INFO_FIELD_MAX = 2000;
/** Children's cards in one conversation; far more than a family has, few enough to fold quickly. */
export const INFO_CARDS_MAX = 20;

const detail = (label: string) =>
  text().trim().max(INFO_FIELD_MAX, `${label} can be at most ${INFO_FIELD_MAX} characters`).default('');

export const infoCardInputSchema = z.object({
  name: text({ error: "The child's name is required" })
    .trim()
    .min(1, "The child's name is required")
    .max(INFO_NAME_MAX, `Names can be at most ${INFO_NAME_MAX} characters`)
    .refine(hasVisibleText, "The child's name is required"),
  doctor: detail('Doctor'),
  school: detail('School'),
  allergies: detail('Allergies'),
  medication: detail('Medication'),
  sizes: detail('Sizes'),
  contacts: detail('Contacts'),
  notes: detail('Notes'),
});
export type InfoCardInput = z.output<typeof infoCardInputSchema>;

/** POST /api/conversations/{id}/info/cards */
export const addInfoCardSchema = z.object({ clientId: clientIdSchema, card: infoCardInputSchema });
/** PUT /api/conversations/{id}/info/cards/{cardId}: `baseVersion` is the version the edit started from. */
export const editInfoCardSchema = z.object({
  clientId: clientIdSchema,
  baseVersion: z.number({ error: 'baseVersion is required' }).int().min(1),
  card: infoCardInputSchema,
});
export const infoParamsSchema = z.object({ id: z.uuid('Conversation not found') });
export const infoCardParamsSchema = z.object({
  id: z.uuid('Conversation not found'),
  cardId: z.uuid('Card not found'),
});

/* ---------- what is stored and shown ---------- */

export const infoCardDataSchema = z.object({
  name: z.string(),
  doctor: z.string(),
  school: z.string(),
  allergies: z.string(),
  medication: z.string(),
  sizes: z.string(),
  contacts: z.string(),
  notes: z.string(),
});
export type InfoCardData = z.infer<typeof infoCardDataSchema>;

export const infoCardVersionSchema = z.object({
  version: z.number(),
  authorId: z.string(),
  createdAt: z.string(),
  /** The fields this version changed (all filled ones for the first). */
  changed: z.array(z.enum(INFO_FIELDS)),
  card: infoCardDataSchema,
});
export type InfoCardVersion = z.infer<typeof infoCardVersionSchema>;

export const infoCardViewSchema = z.object({
  id: z.string(),
  version: z.number(),
  card: infoCardDataSchema,
  updatedById: z.string(),
  updatedAt: z.string(),
  /** Newest first; only versions inside the reader's history (docs/GROUPS.md). */
  history: z.array(infoCardVersionSchema),
});
export type InfoCardView = z.infer<typeof infoCardViewSchema>;

export const infoBankViewSchema = z.object({
  conversationId: z.string(),
  cards: z.array(infoCardViewSchema),
});
export type InfoBankView = z.infer<typeof infoBankViewSchema>;

/** The fields that differ between two versions of a card. */
export function changedFields(before: InfoCardData | null, after: InfoCardData): InfoField[] {
  return INFO_FIELDS.filter((f) => (before ? before[f] !== after[f] : after[f] !== ''));
}
