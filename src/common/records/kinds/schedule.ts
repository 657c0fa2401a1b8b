import { z } from 'zod';
import { changeSchema, eventDataSchema, type Change } from '../../schemas/schedule';
import { describeChange, describeEvent } from '../../schedule/describe';
import { defineEntryKind } from '../entry-kind';

/**
 * The shared calendar's entries (docs/SCHEDULE.md). The calendar is never stored anywhere else: it is
 * these entries folded in chain order, so every change to it is proven by the conversation's chain
 * and listed in its exports. Ids are the calendar's own (an event's, a request's), not message ids.
 */

export const scheduleEventAdded = defineEntryKind({
  kind: 'schedule.event_added',
  payload: z.object({ itemId: z.uuid(), event: eventDataSchema }),
  sentence: (p, { sender }) => `${sender} added ${describeEvent(p.event)} to the schedule`,
});

export const scheduleEventCancelled = defineEntryKind({
  kind: 'schedule.event_cancelled',
  payload: z.object({ itemId: z.uuid(), cancelledItemId: z.uuid(), what: z.string() }),
  sentence: (p, { sender }) => `${sender} cancelled ${p.what}`,
});

export const scheduleChangeProposed = defineEntryKind({
  kind: 'schedule.change_proposed',
  payload: z.object({ requestId: z.uuid(), change: changeSchema }),
  sentence: (p, { sender }) => `${sender} proposed a schedule change: ${describeChange(p.change as Change)}`,
});

export const scheduleChangeAnswered = defineEntryKind({
  kind: 'schedule.change_answered',
  payload: z.object({
    requestId: z.uuid(),
    decision: z.enum(['accepted', 'declined']),
    change: changeSchema,
  }),
  sentence: (p, { sender }) =>
    `${sender} ${p.decision} the schedule change: ${describeChange(p.change as Change)}`,
});

export const SCHEDULE_KINDS = [
  scheduleEventAdded,
  scheduleEventCancelled,
  scheduleChangeProposed,
  scheduleChangeAnswered,
] as const;
