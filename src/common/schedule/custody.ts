import type { CustodyPreset, PatternData } from '../schemas/schedule';
import { addDays, daysBetween, weekday } from './dates';

/**
 * Custody patterns as cycles of days: [who, how many days], where 0 is the parent who has the children
 * first and 1 the other. Handovers happen where the parent changes, at the pattern's handover time.
 */
const CYCLES: Record<CustodyPreset, Array<[0 | 1, number]>> = {
  week_on_week_off: [
    [0, 7],
    [1, 7],
  ],
  // 2-2-3: two days each, then three, and the next week the other way round (a 14-day cycle).
  two_two_three: [
    [0, 2],
    [1, 2],
    [0, 3],
    [1, 2],
    [0, 2],
    [1, 3],
  ],
  // The second parent has Friday to Sunday every other week (anchored on the first Friday).
  every_other_weekend: [
    [1, 3],
    [0, 11],
  ],
};

const cycleLength = (preset: CustodyPreset) => CYCLES[preset].reduce((n, [, days]) => n + days, 0);

/** First day of the cycle: the start date, or for every other weekend the first Friday from it. */
function cycleAnchor(pattern: Pick<PatternData, 'preset' | 'startDate'>): string {
  if (pattern.preset !== 'every_other_weekend') return pattern.startDate;
  const FRIDAY = 5;
  return addDays(pattern.startDate, (FRIDAY - weekday(pattern.startDate) + 7) % 7);
}

/** Who has the children on `date` under this pattern alone: a parent's id, or null before it starts. */
export function patternParentOn(pattern: PatternData, date: string): string | null {
  if (date < pattern.startDate) return null;
  const anchor = cycleAnchor(pattern);
  const parents = [pattern.firstParentId, pattern.secondParentId];
  // Between the start date and the first Friday, the weekday parent.
  if (date < anchor) return parents[0];
  const length = cycleLength(pattern.preset);
  let position = ((daysBetween(anchor, date) % length) + length) % length;
  for (const [who, days] of CYCLES[pattern.preset]) {
    if (position < days) return parents[who];
    position -= days;
  }
  return null;
}
