import { zoneOffsetMs } from '../../common/schedule/zoned-time';

/**
 * A VTIMEZONE (RFC 5545 §3.6.5) for an IANA zone, made from the Intl API the server already has (no
 * zone database to ship): one observance for the offset in force at `fromMs`, then one per change of
 * offset up to `toMs`, each with the exact local time it happened. A feed that names its events'
 * zone (TZID) must carry one for each zone, so a phone keeps a 17:00 handover at 17:00 across a
 * daylight-saving change even when it does not know the zone itself.
 */

const DAY = 86_400_000;

interface Transition {
  /** The first instant with the new offset. */
  at: number;
  from: number;
  to: number;
}

/** The changes of offset in [fromMs, toMs], found day by day and then to the second. */
export function offsetChanges(zone: string, fromMs: number, toMs: number): Transition[] {
  const out: Transition[] = [];
  let previous = zoneOffsetMs(fromMs, zone);
  for (let t = fromMs + DAY; t <= toMs + DAY; t += DAY) {
    const offset = zoneOffsetMs(t, zone);
    if (offset === previous) continue;
    let lo = t - DAY;
    let hi = t;
    while (hi - lo > 1000) {
      const mid = lo + Math.floor((hi - lo) / 2);
      if (zoneOffsetMs(mid, zone) === previous) lo = mid;
      else hi = mid;
    }
    // Offsets change on a whole second: the first one after the last instant with the old offset.
    const at = Math.floor(lo / 1000) * 1000 + 1000;
    if (at <= toMs) out.push({ at, from: previous, to: offset });
    previous = offset;
  }
  return out;
}

/** '+0100', '-0430'. */
function utcOffset(ms: number): string {
  const minutes = Math.round(Math.abs(ms) / 60_000);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${ms < 0 ? '-' : '+'}${hh}${mm}`;
}

/** The wall clock at `instant` in a zone `offset` ms from UTC, as an iCalendar local date-time. */
const localTime = (instant: number, offset: number) =>
  new Date(instant + offset).toISOString().slice(0, 19).replace(/[-:]/g, '');

export function vtimezone(zone: string, fromMs: number, toMs: number): string {
  const initial = zoneOffsetMs(fromMs, zone);
  const changes = offsetChanges(zone, fromMs, toMs);
  // The lowest offset seen is standard time; anything above it is daylight saving.
  const standard = Math.min(initial, ...changes.map((c) => c.to));
  const observance = (start: string, from: number, to: number) => {
    const type = to > standard ? 'DAYLIGHT' : 'STANDARD';
    return [
      `BEGIN:${type}`,
      `DTSTART:${start}`,
      `TZOFFSETFROM:${utcOffset(from)}`,
      `TZOFFSETTO:${utcOffset(to)}`,
      `END:${type}`,
    ];
  };
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    ...observance(localTime(fromMs, initial), initial, initial),
    // An observance starts at the local time of the change as the clock read before it (TZOFFSETFROM).
    ...changes.flatMap((c) => observance(localTime(c.at, c.from), c.from, c.to)),
    'END:VTIMEZONE',
  ].join('\r\n');
}
