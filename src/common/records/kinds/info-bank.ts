import { z } from 'zod';
import { INFO_FIELD_LABELS, INFO_FIELDS, infoCardDataSchema } from '../../schemas/info-bank';
import { defineEntryKind } from '../entry-kind';

/**
 * The info bank's entries (docs/INFO-BANK.md): every save of a child's card is one, carrying the whole
 * card as saved and the fields it changed. The bank is these entries folded in chain order, so every
 * version is proven by the chain and listed in exports.
 */
export const infoCardSaved = defineEntryKind({
  kind: 'info.card_saved',
  payload: z.object({
    cardId: z.uuid(),
    version: z.number().int().min(1),
    changed: z.array(z.enum(INFO_FIELDS)),
    card: infoCardDataSchema,
  }),
  sentence: (p, { sender }) => {
    if (p.version === 1) return `${sender} added an info card for ${p.card.name}`;
    const what = p.changed.map((f) => INFO_FIELD_LABELS[f].toLowerCase());
    return `${sender} updated ${p.card.name}'s info card${what.length ? `: ${what.join(', ')}` : ''}`;
  },
});

export const INFO_BANK_KINDS = [infoCardSaved] as const;
