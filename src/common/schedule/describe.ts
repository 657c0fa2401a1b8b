import { CUSTODY_PRESET_LABELS, type Change, type EventData } from '../schemas/schedule';
import { describeDate, describeDateRange } from './dates';
import { describeRecurrence } from './recurrence';

/**
 * The words a calendar change is recorded with: in the timeline, in exports, and checked by the
 * verifier against the record's payload. Fixed English, independent of the reader's locale.
 */

export function describeEvent(e: EventData): string {
  const when = e.allDay
    ? describeDateRange(e.startDate, e.endDate)
    : e.startDate === e.endDate
      ? `${describeDate(e.startDate)}, ${e.startTime}–${e.endTime}`
      : `${describeDate(e.startDate)} ${e.startTime} – ${describeDate(e.endDate)} ${e.endTime}`;
  const zone = e.allDay ? '' : ` (${e.timeZone})`;
  const repeat = e.rrule ? `, ${describeRecurrence(e.rrule)}` : '';
  const place = e.location ? ` at ${e.location}` : '';
  return `“${e.title}” on ${when}${zone}${repeat}${place}`;
}

export function describeChange(change: Change): string {
  switch (change.kind) {
    case 'pattern': {
      const p = change.data;
      const place = p.handoverPlace ? ` at ${p.handoverPlace}` : '';
      const first =
        p.preset === 'every_other_weekend'
          ? `${p.firstParentName} on weekdays, ${p.secondParentName} every other weekend`
          : `${p.firstParentName} first, then ${p.secondParentName}`;
      return `${CUSTODY_PRESET_LABELS[p.preset].toLowerCase()} from ${describeDate(p.startDate)} (${first}), handovers at ${p.handoverTime} (${p.timeZone})${place}`;
    }
    case 'holiday': {
      const h = change.data;
      const repeat = h.rrule ? `, ${describeRecurrence(h.rrule)}` : '';
      const holiday = `the holiday “${h.title}”, ${describeDateRange(h.startDate, h.endDate)}${repeat}, with ${h.parentName}`;
      return h.replaces ? `move ${h.replaces} to ${holiday}` : holiday;
    }
    case 'days':
      return change.data.days.map((d) => `${describeDate(d.date)} with ${d.parentName}`).join('; ');
    case 'cancel':
      return change.data.fromDate
        ? `from ${describeDate(change.data.fromDate)} on, end ${change.data.what}`
        : `cancel ${change.data.what}`;
  }
}
