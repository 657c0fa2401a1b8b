/**
 * Fits one threshold per stance of sentence (src/common/assistant/charged-stance.ts) on out-of-fold
 * scores, deciding each message exactly as the product does (chargedIndexes). Coordinate ascent from the
 * single threshold: each stance in turn takes the threshold with the best F1 that keeps `floor` of the
 * calm messages calm overall and `stanceFloor` within each stance but 'reader' (the look-alikes live
 * there: a feeling, a thing, a quote, a laugh), judged by the stance of the message's most charged sentence.
 */
import {
  chargedIndexes,
  STANCES,
  type ScoredSentence,
  type Stance,
} from '../../src/common/assistant/charged-stance';
import { calmKept, counts, f1, type Counts } from './metrics';

export interface DecisionItem {
  charged: boolean;
  sentences: ScoredSentence[];
  messageScore: number;
}

const GRID = Array.from({ length: 131 }, (_v, i) => Number((0.3 + i * 0.005).toFixed(3)));
const PASSES = 3;

function leadStance(item: DecisionItem): Stance {
  let best = item.sentences[0]!;
  for (const s of item.sentences) if (s.score > best.score) best = s;
  return best.stance;
}

export function decide(items: readonly DecisionItem[], t: Record<Stance, number>): Counts {
  return counts(
    items.map((it) => ({
      charged: it.charged,
      score: chargedIndexes(it.sentences, it.messageScore, t).length > 0 ? 1 : 0,
    })),
    0.5,
  );
}

/** How far the thresholds fall short of the calm floors (0 when every floor holds). */
function shortfall(
  items: readonly DecisionItem[],
  groups: ReadonlyArray<readonly DecisionItem[]>,
  t: Record<Stance, number>,
  floor: number,
  stanceFloor: number,
): number {
  let gap = Math.max(0, floor - calmKept(decide(items, t)));
  for (const group of groups) {
    const c = decide(group, t);
    if (c.calm >= 20) gap += Math.max(0, stanceFloor - calmKept(c));
  }
  return gap;
}

export function fitStanceThresholds(
  items: readonly DecisionItem[],
  start: number,
  floor: number,
  stanceFloor: number,
): Record<Stance, number> {
  const t = Object.fromEntries(STANCES.map((s) => [s, start])) as Record<Stance, number>;
  const groups = STANCES.filter((s) => s !== 'reader').map((stance) =>
    items.filter((it) => leadStance(it) === stance),
  );
  const value = () => {
    const gap = shortfall(items, groups, t, floor, stanceFloor);
    return gap > 0 ? -gap : f1(decide(items, t));
  };
  for (let pass = 0; pass < PASSES; pass++)
    for (const stance of STANCES) {
      let best = { at: t[stance], v: value() };
      for (const candidate of GRID) {
        t[stance] = candidate;
        const v = value();
        // Ties go to the higher threshold: fewer calm sentences touched for the same F1.
        if (v > best.v || (v === best.v && candidate > best.at)) best = { at: candidate, v };
      }
      t[stance] = best.at;
    }
  return t;
}
