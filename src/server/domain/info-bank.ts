import { randomUUID } from 'node:crypto';
import { infoCardSaved } from '../../common/records/kinds/info-bank';
import {
  changedFields,
  INFO_CARDS_MAX,
  type InfoBankView,
  type InfoCardInput,
  type InfoCardView,
} from '../../common/schemas/info-bank';
import type { Clock } from '../clock';
import type { Database, DbOrTx } from '../db/client';
import { ConflictError, NotFoundError } from '../errors';
import { requireParticipation } from '../policies/conversation-access';
import { requireHistoryStart } from '../policies/history-access';
import type { UserRow } from './accounts';
import type { SentMessage } from './entries';
import type { Outcome } from './events';
import { loadRecordEntries, lockConversation, recordStep } from './record-entries';

/**
 * A conversation's info bank: a card per child (docs/INFO-BANK.md). Like the calendar it has no table:
 * every save is an `info.card_saved` entry in the conversation's chain, holding the whole card, and
 * the bank is those entries folded in order. An edit is a new version, never a change in place, so a
 * legal hold has nothing to stop and exports carry every version.
 */

export const CARD_NOT_FOUND = 'Card not found';
export const CARD_CHANGED_MEANWHILE =
  'Someone changed this card while you were editing it. Look at their changes, then save yours again.';

type InfoEntry = Pick<
  Awaited<ReturnType<typeof loadRecordEntries>>[number],
  'id' | 'senderId' | 'kind' | 'payload' | 'createdAt'
>;

/** The card saves, in chain order (the only kind of info entry so far). */
const loadInfoEntries = (db: DbOrTx, conversationId: string) => loadRecordEntries(db, conversationId, 'info');

/**
 * The cards as they stand, in the order they were added, each with its history newest first. The
 * cards are everyone's; the versions saved before the reader's history starts are not listed
 * (someone added "from now on" never saw them: policies/history-access.ts).
 */
export function foldInfoBank(
  conversationId: string,
  entries: readonly InfoEntry[],
  historyStartsAfter = 0,
): InfoBankView {
  const cards = new Map<string, InfoCardView>();
  for (const entry of entries) {
    if (entry.kind !== infoCardSaved.kind) continue;
    const p = infoCardSaved.payload.parse(entry.payload);
    const version = {
      version: p.version,
      authorId: entry.senderId,
      createdAt: entry.createdAt.toISOString(),
      changed: p.changed,
      card: p.card,
    };
    const card = cards.get(p.cardId) ?? {
      id: p.cardId,
      version: 0,
      card: p.card,
      updatedById: entry.senderId,
      updatedAt: version.createdAt,
      history: [],
    };
    Object.assign(card, {
      version: p.version,
      card: p.card,
      updatedById: entry.senderId,
      updatedAt: version.createdAt,
    });
    if (entry.id > historyStartsAfter) card.history.unshift(version);
    cards.set(p.cardId, card);
  }
  return { conversationId, cards: [...cards.values()] };
}

export async function loadInfoBank(
  db: Database,
  userId: string,
  conversationId: string,
): Promise<InfoBankView> {
  const startsAfter = await requireHistoryStart(db, userId, conversationId);
  return foldInfoBank(conversationId, await loadInfoEntries(db, conversationId), startsAfter);
}

/** A save's result: the card as the saver now reads it, and whether this save made a new version. */
export interface SavedCard {
  card: InfoCardView;
  created: boolean;
}

/** After the commit: the saved card as its saver reads it (their history start applied). */
async function savedCard(
  db: Database,
  user: UserRow,
  conversationId: string,
  cardId: string,
  step: Outcome<SentMessage> | null,
): Promise<Outcome<SavedCard>> {
  const bank = await loadInfoBank(db, user.id, conversationId);
  const card = bank.cards.find((c) => c.id === cardId);
  if (!card) throw new NotFoundError(CARD_NOT_FOUND);
  return { result: { card, created: step?.result.created ?? false }, events: step?.events ?? [] };
}

/** Any participant adds a child's card (version 1). */
export async function addInfoCard(
  db: Database,
  clock: Clock,
  user: UserRow,
  conversationId: string,
  input: { clientId: string; card: InfoCardInput },
): Promise<Outcome<SavedCard>> {
  await requireParticipation(db, user.id, conversationId);
  const step = await db.transaction(async (tx) => {
    // One save at a time per conversation: the version check and the new version under its row lock.
    await lockConversation(tx, conversationId);
    const bank = foldInfoBank(conversationId, await loadInfoEntries(tx, conversationId));
    if (bank.cards.length >= INFO_CARDS_MAX)
      throw new ConflictError(`A conversation can have at most ${INFO_CARDS_MAX} cards`);
    return recordStep(tx, clock, user, {
      conversationId,
      clientId: input.clientId,
      kind: infoCardSaved,
      payload: {
        cardId: randomUUID(),
        version: 1,
        changed: changedFields(null, input.card),
        card: input.card,
      },
    });
  });
  // A retry gets the card its first save made (the stored entry names it).
  const { cardId } = step.result.row.payload as { cardId: string };
  return savedCard(db, user, conversationId, cardId, step);
}

/**
 * Any participant saves a new version of a card. The edit names the version it started from: if
 * someone saved another meanwhile, it is refused (409) rather than silently undoing their change.
 * A save that changes nothing records nothing (the card as it stands, not created).
 */
export async function editInfoCard(
  db: Database,
  clock: Clock,
  user: UserRow,
  conversationId: string,
  cardId: string,
  input: { clientId: string; baseVersion: number; card: InfoCardInput },
): Promise<Outcome<SavedCard>> {
  await requireParticipation(db, user.id, conversationId);
  const step = await db.transaction(async (tx) => {
    await lockConversation(tx, conversationId);
    const bank = foldInfoBank(conversationId, await loadInfoEntries(tx, conversationId));
    const current = bank.cards.find((c) => c.id === cardId);
    if (!current) throw new NotFoundError(CARD_NOT_FOUND);
    const changed = changedFields(current.card, input.card);
    // Nothing to record: a save with no change, or the retry of the save that made this version.
    if (changed.length === 0) return null;
    if (input.baseVersion !== current.version) throw new ConflictError(CARD_CHANGED_MEANWHILE);
    return recordStep(tx, clock, user, {
      conversationId,
      clientId: input.clientId,
      kind: infoCardSaved,
      payload: { cardId, version: current.version + 1, changed, card: input.card },
    });
  });
  return savedCard(db, user, conversationId, cardId, step);
}
