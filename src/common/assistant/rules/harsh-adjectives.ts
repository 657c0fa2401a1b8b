/**
 * Harsh adjectives as verdicts: "this stupid plan" -> "this plan", "the plan is dumb" -> "the plan is
 * unwise", "Pathetic service." -> "The service is disappointing." Self-talk ("I was so stupid"), denials
 * ("it wasn't a dumb question") and idioms ("dumb luck") are left alone. Runs right after name-calling.ts.
 */
import { CHANGED, UNCHANGED, AP, rx, type Rule } from '../rule';
import { articleFor } from '../text';
import { A_HARSH, SELF_AFTER, SELF_BEFORE, tail } from './insult-words';

/** Neutral words for an insulting adjective used as a predicate ("this is stupid" -> "this is unwise"). */
function neutralFor(adj: string): string {
  const a = adj.toLowerCase();
  if (/stupid|stoopid|dumb|idiot|moron|brain|asinine|mindless|dimwit|retard|foolish/.test(a)) return 'unwise';
  if (/ignorant/.test(a)) return 'uninformed';
  if (/pathetic|worthless|useless|crappy|shitty|lame|lousy|half|good.for/.test(a)) return 'disappointing';
  if (/disgust|vile|despicable|contemptible|scumm|trash|sleaz|slim|filth/.test(a)) return 'unacceptable';
  if (/incompetent|inept/.test(a)) return 'not up to the job';
  return 'not okay';
}

// "I was so stupid", "im so dumb i left my keys", "stupid of me": the sender's self-talk (insult-words.ts
// SELF_BEFORE, SELF_AFTER), often sadness or a joke at their own expense, not a verdict on the reader.
/** Idioms and intensifiers, not verdicts: "dumb luck", "stupid easy", "stupid expensive". */
const NOT_A_VERDICT = /^\s*(?:luck|easy|simple|good|cheap|expensive|fast|funny|cute|lucky|early|busy)\b/i;

/**
 * "This is not stupid, it is a real plan.", "It wasn't a dumb question": a harsh word the sender denies is no
 * verdict, and cutting it turns the sentence into nonsense ("This is not it is a real plan.").
 */
const NEGATED_BEFORE = rx(
  String.raw`(?:\bnot|\bnever|n${AP}?t|\bhardly|\bno\s+longer)\s+(?:(?:so|that|too|really|at all|even|an?|the)\s+)*$`,
  'i',
);

const COPULA_BEFORE = rx(
  String.raw`\b(?:is|was|are|were|be|been|being|am|seems?|sounds?|looks?|feels?|${AP}s|${AP}re|${AP}m)\s+$`,
  'i',
);

const HARSH_BEFORE_NOUN = rx(
  String.raw`\b(an?\s+)?(?:(?:so|such|really|very|total|totally|completely|fucking|freaking|bloody|monumentally|utterly|truly|incredibly|ridiculously)\s+)?(${A_HARSH})(?:\s*,\s*|\s+)(?=(?!and\b|or\b|but\b|as\b|of\b|to\b|enough\b)[a-z])`,
);
const HARSH_PREDICATE = rx(
  String.raw`\b(is|are|was|were|be|being|been|sounds|seems|looks|feels|look|sound|seem|${AP}s|${AP}re|that${AP}s|this is)\s+((?:so|really|very|just|totally|completely|absolutely|fucking|pretty|kinda|too|beyond|incredibly|utterly|plain|simply|downright|old|(?!only\b|early\b|really\b)[a-z]+ly)\s+)*(${A_HARSH})\b`,
);

/** A sentence that is only a harsh adjective and its noun: "Pathetic service.", "Useless meeting!" */
// Not "pathetic honestly": an adverb after the adjective is no noun.
const VERDICT_FRAGMENT = rx(
  String.raw`^\W*(${A_HARSH})\s+((?![a-z]+ly\b|fr\b|tbh\b|lol\b|lmao\b|ngl\b|bro\b|man\b|dude\b)[a-z]+)\s*([.!?]*)\s*$`,
  'i',
);

export const harshAdjectives: Rule = {
  kind: 'insult',
  strength: 'strong',
  apply(sentence) {
    // "Pathetic service." is all verdict: dropping the adjective would leave a bare noun.
    const verdict = VERDICT_FRAGMENT.exec(sentence);
    if (verdict) return `The ${verdict[2]!.toLowerCase()} is ${neutralFor(verdict[1]!)}${verdict[3]}`;
    // Harsh adjectives: dropped before a noun, reworded as a predicate; self-talk left alone.
    let out = sentence.replace(
      HARSH_BEFORE_NOUN,
      (m: string, art: string | undefined, _adj: string, offset: number, whole: string) => {
        if (SELF_BEFORE.test(whole.slice(0, offset)) || NEGATED_BEFORE.test(tail(whole.slice(0, offset))))
          return m;
        const after = whole.slice(offset + m.length);
        if (SELF_AFTER.test(after) || NOT_A_VERDICT.test(after)) return m;
        // "that was stupid, the form ..." is a predicate (worded below), not an adjective before a noun.
        if (!art && COPULA_BEFORE.test(whole.slice(0, offset))) return m;
        const rest = whole.slice(offset + m.length);
        return art ? `${articleFor(art.trim(), rest)} ` : '';
      },
    );
    out = out.replace(
      HARSH_PREDICATE,
      (m: string, verb: string, _mods: string, adj: string, offset: number, whole: string) => {
        if (SELF_BEFORE.test(whole.slice(0, offset + verb.length + 1))) return m;
        if (/\bI\s*$/i.test(whole.slice(0, offset))) return m;
        const after = whole.slice(offset + m.length);
        if (SELF_AFTER.test(after) || NOT_A_VERDICT.test(after)) return m;
        return `${verb} ${neutralFor(adj)}`;
      },
    );
    return out;
  },
  examples: [
    ['Cancelling the trip was just plain stupid.', 'Cancelling the trip was unwise.'],
    ['That was a foolish reply to the client.', 'That was a reply to the client.'],
    ['Your coach is so ignorant.', 'Your coach is uninformed.'],
    ['Our vendor is ridiculously incompetent.', 'Our vendor is not up to the job.'],
    ['That was stupid, the form says Friday.', 'That was unwise, the form says Friday.'],
    ['The plan is dumb, honestly.', 'The plan is unwise, honestly.'],
    ["Don't touch my charger, stupid ass.", "Please don't touch my charger."],
    [
      'stupid billing system, which account is this charge tied to?',
      'billing system, which account is this charge tied to?',
    ],

    ['The test was stupid.', 'The test was unwise.'],
    [
      'The courier came at 4pm, not 10am. Pathetic company.',
      'The courier came at 4pm, not 10am. The company is disappointing.',
    ],
    ['Stupid policy!', 'The policy is unwise!'],
    // A harsh word the sender denies is no verdict: cutting it would leave "This is not it is a real plan."
    ['This is not stupid, it is a real plan.', UNCHANGED],
    ["It wasn't a dumb question, we just had no time.", UNCHANGED],
    ['The idea is not ridiculous, the numbers back it up.', UNCHANGED],
    // The sender's own put-down is no jab at the reader: cutting it would leave "im i left my keys".
    ['im so dumb i left my keys at yours lol', UNCHANGED],
    ['me being dumb again, forgot the milk 🙈 getting it now', UNCHANGED],
    ['ur so dumb u left the gate open again', CHANGED],
  ],
};
