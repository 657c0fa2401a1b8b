import { randomUUID } from 'node:crypto';
import {
  scheduleChangeAnswered,
  scheduleChangeProposed,
  scheduleEventAdded,
  scheduleEventCancelled,
} from '../../common/records/kinds/schedule';
import { describeChange, describeEvent } from '../../common/schedule/describe';
import { scheduleState } from '../../common/schedule/calendar';
import type {
  AnswerChangeInput,
  Change,
  ChangeInput,
  ChangeRequestView,
  EventInput,
  ProposeChangeInput,
  ScheduleItem,
  ScheduleView,
} from '../../common/schemas/schedule';
import type { Clock } from '../clock';
import type { Database, DbOrTx } from '../db/client';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors';
import { requireParticipation } from '../policies/conversation-access';
import { requireHistoryStart } from '../policies/history-access';
import type { UserRow } from './accounts';
import { noteOf, type SentMessage } from './entries';
import type { Outcome } from './events';
import { loadRecordEntries, lockConversation, participantNames, recordStep } from './record-entries';

/**
 * A conversation's shared calendar. Nothing here has a table of its own: every change is a record
 * entry in the conversation's hash chain (common/records/kinds/schedule.ts), and the calendar is
 * those entries read back in chain order. So nothing is ever edited or deleted in place (a legal hold
 * has nothing to stop), and an export carries the whole history of the calendar.
 */

export const CHANGE_REQUEST_NOT_FOUND = 'Change request not found';
export const EVENT_NOT_FOUND = 'Event not found';
export const ALREADY_ANSWERED = 'This change request has already been answered';
export const OWN_REQUEST = 'Someone else in the conversation answers your change request';
const NOT_A_PARTICIPANT = 'Choose people who are in this conversation';
export const NOT_A_HOLIDAY = 'Choose a holiday that is on the schedule to move';
export const ONLY_PATTERN_ENDS =
  'Only a custody pattern ends from a date; cancel a holiday or a change of days';
export const END_AFTER_START = 'Choose a day after the pattern starts (or cancel the pattern)';

interface ScheduleEntry {
  id: number;
  senderId: string;
  kind: string;
  payload: unknown;
  content: string;
  createdAt: Date;
}

const loadScheduleEntries = (db: DbOrTx, conversationId: string): Promise<ScheduleEntry[]> =>
  loadRecordEntries(db, conversationId, 'schedule');

/**
 * The calendar's items and requests, folded from its entries in chain order. The calendar as it
 * stands is everyone's; the notes of entries up to `notesHiddenUpTo` are not (someone added to a group
 * "from now on" never saw those messages: policies/history-access.ts).
 */
export function foldSchedule(
  conversationId: string,
  entries: readonly ScheduleEntry[],
  notesHiddenUpTo = 0,
): ScheduleView {
  const items: ScheduleItem[] = [];
  const requests = new Map<string, ChangeRequestView>();
  for (const entry of entries) {
    const e = entry.id <= notesHiddenUpTo ? { ...entry, content: '' } : entry;
    const at = e.createdAt.toISOString();
    const base = { authorId: e.senderId, createdAt: at };
    if (e.kind === scheduleEventAdded.kind) {
      const p = scheduleEventAdded.payload.parse(e.payload);
      items.push({ ...base, kind: 'event', id: p.itemId, requestId: null, data: p.event });
    } else if (e.kind === scheduleEventCancelled.kind) {
      const p = scheduleEventCancelled.payload.parse(e.payload);
      items.push({
        ...base,
        kind: 'cancel',
        id: p.itemId,
        requestId: null,
        data: { itemId: p.cancelledItemId, what: p.what },
      });
    } else if (e.kind === scheduleChangeProposed.kind) {
      const p = scheduleChangeProposed.payload.parse(e.payload);
      requests.set(p.requestId, {
        id: p.requestId,
        proposerId: e.senderId,
        change: p.change as Change,
        note: e.content,
        status: 'pending',
        answeredById: null,
        answerNote: '',
        createdAt: at,
        answeredAt: null,
      });
    } else if (e.kind === scheduleChangeAnswered.kind) {
      const p = scheduleChangeAnswered.payload.parse(e.payload);
      const request = requests.get(p.requestId);
      if (!request || request.status !== 'pending') continue;
      Object.assign(request, {
        status: p.decision,
        answeredById: e.senderId,
        answerNote: e.content,
        answeredAt: at,
      });
      if (p.decision === 'accepted') {
        const change = p.change as Change;
        items.push({ ...base, ...change, id: p.requestId, requestId: p.requestId } as ScheduleItem);
      }
    }
  }
  return { conversationId, items, requests: [...requests.values()] };
}

export async function loadSchedule(db: Database, userId: string, conversationId: string) {
  const startsAfter = await requireHistoryStart(db, userId, conversationId);
  return foldSchedule(conversationId, await loadScheduleEntries(db, conversationId), startsAfter);
}

export async function addEvent(
  db: Database,
  clock: Clock,
  user: UserRow,
  conversationId: string,
  input: { clientId: string; event: EventInput },
): Promise<Outcome<SentMessage>> {
  await requireParticipation(db, user.id, conversationId);
  return recordStep(db, clock, user, {
    conversationId,
    clientId: input.clientId,
    kind: scheduleEventAdded,
    payload: { itemId: randomUUID(), event: input.event },
  });
}

/** Which items are still on the calendar (not cancelled), by id. */
function liveItems(view: ScheduleView): Map<string, ScheduleItem> {
  const state = scheduleState(view.items);
  const live = new Set(
    [...state.events, ...state.patterns, ...state.holidays, ...state.days].map((i) => i.id),
  );
  return new Map(view.items.filter((i) => live.has(i.id)).map((i) => [i.id, i]));
}

/** Any participant cancels an ordinary event; what decides custody goes through a change request. */
export async function cancelEvent(
  db: Database,
  clock: Clock,
  user: UserRow,
  conversationId: string,
  itemId: string,
  clientId: string,
): Promise<Outcome<SentMessage>> {
  await requireParticipation(db, user.id, conversationId);
  return db.transaction(async (tx) => {
    await lockConversation(tx, conversationId);
    const item = liveItems(foldSchedule(conversationId, await loadScheduleEntries(tx, conversationId))).get(
      itemId,
    );
    if (!item || item.kind !== 'event') throw new NotFoundError(EVENT_NOT_FOUND);
    return recordStep(tx, clock, user, {
      conversationId,
      clientId,
      kind: scheduleEventCancelled,
      payload: { itemId: randomUUID(), cancelledItemId: itemId, what: describeEvent(item.data) },
    });
  });
}

/** What an item on the calendar is, as a record names it: a moved holiday as the holiday it now is. */
function describeItem(item: ScheduleItem): string {
  if (item.kind !== 'holiday') return describeChange(item as Change);
  const { replacesId: _id, replaces: _was, ...holiday } = item.data;
  return describeChange({ kind: 'holiday', data: holiday });
}

/** The change as stored: the people it names with their names, a cancellation with what it cancels. */
async function resolveChange(db: DbOrTx, conversationId: string, input: ChangeInput): Promise<Change> {
  const names = await participantNames(db, conversationId);
  const nameOf = (id: string) => {
    const name = names.get(id);
    if (name === undefined) throw new ValidationError(NOT_A_PARTICIPANT);
    return name;
  };
  switch (input.kind) {
    case 'pattern':
      return {
        kind: 'pattern',
        data: {
          ...input.data,
          firstParentName: nameOf(input.data.firstParentId),
          secondParentName: nameOf(input.data.secondParentId),
        },
      };
    case 'holiday': {
      const { replacesId, ...holiday } = input.data;
      const data = { ...holiday, parentName: nameOf(holiday.parentId) };
      if (!replacesId) return { kind: 'holiday', data };
      // Moving a holiday: the new one names the one it replaces, which must still be on the schedule.
      const replaced = liveItems(
        foldSchedule(conversationId, await loadScheduleEntries(db, conversationId)),
      ).get(replacesId);
      if (replaced?.kind !== 'holiday') throw new ValidationError(NOT_A_HOLIDAY);
      return { kind: 'holiday', data: { ...data, replacesId, replaces: describeItem(replaced) } };
    }
    case 'days':
      return {
        kind: 'days',
        data: { days: input.data.days.map((d) => ({ ...d, parentName: nameOf(d.parentId) })) },
      };
    case 'cancel': {
      const view = foldSchedule(conversationId, await loadScheduleEntries(db, conversationId));
      const item = liveItems(view).get(input.data.itemId);
      if (!item || item.kind === 'event' || item.kind === 'cancel')
        throw new ValidationError('Choose a pattern, holiday or change of days that is on the schedule');
      const what = describeItem(item);
      const { fromDate } = input.data;
      if (fromDate === undefined) return { kind: 'cancel', data: { itemId: item.id, what } };
      if (item.kind !== 'pattern') throw new ValidationError(ONLY_PATTERN_ENDS);
      if (fromDate <= item.data.startDate) throw new ValidationError(END_AFTER_START);
      return { kind: 'cancel', data: { itemId: item.id, what, fromDate } };
    }
  }
}

export async function proposeChange(
  db: Database,
  clock: Clock,
  user: UserRow,
  conversationId: string,
  input: ProposeChangeInput,
): Promise<Outcome<SentMessage>> {
  await requireParticipation(db, user.id, conversationId);
  const change = await resolveChange(db, conversationId, input.change);
  return recordStep(db, clock, user, {
    conversationId,
    clientId: input.clientId,
    kind: scheduleChangeProposed,
    payload: { requestId: randomUUID(), change },
    note: noteOf(input.note),
  });
}

/**
 * Accepts or declines a pending request, once, by a participant other than the proposer. The check
 * and the answer's entry happen under the conversation's lock, so two answers at once cannot both pass.
 */
export async function answerChange(
  db: Database,
  clock: Clock,
  user: UserRow,
  conversationId: string,
  requestId: string,
  input: AnswerChangeInput,
): Promise<Outcome<SentMessage>> {
  await requireParticipation(db, user.id, conversationId);
  return db.transaction(async (tx) => {
    await lockConversation(tx, conversationId);
    const view = foldSchedule(conversationId, await loadScheduleEntries(tx, conversationId));
    const request = view.requests.find((r) => r.id === requestId);
    if (!request) throw new NotFoundError(CHANGE_REQUEST_NOT_FOUND);
    if (request.proposerId === user.id) throw new ForbiddenError(OWN_REQUEST);
    if (request.status !== 'pending') throw new ConflictError(ALREADY_ANSWERED);
    return recordStep(tx, clock, user, {
      conversationId,
      kind: scheduleChangeAnswered,
      payload: { requestId, decision: input.decision, change: request.change },
      note: noteOf(input.note),
    });
  });
}
