/**
 * The composer's last look at each sentence it is about to send. A charged sentence it kept (as written
 * for its fact, or a rule's softened rewrite) that the learned score (charged-score.ts) still reads as
 * charged alone is said through the general path (calm-sentence.ts: a command as a request, an ultimatum
 * as its demand, sarcasm as what it means or nothing), or as its point without a jab reason trailing it
 * ("I'll take Mia at 10:30 since you can't be bothered." keeps "I'll take Mia at 10:30."); failing that it
 * goes when it carries no fact, request or plan, and stays otherwise.
 *
 *   "Of course you forget our anniversary. Your football you never forget."  -> both go (verdicts, no fact)
 *
 * Once one jab was cut or reworded, the sentences read calm are looked at again too: a second jab kept as written, or
 * mock thanks a rule only softened, goes as well (`stillWounds`).
 */
import { calmCandidates, type Candidate } from './calm-sentence';
import { clausesOf, cutKind, REASON_SEAM } from './calm-parts';
import { isFrame, isMockOnly } from './calm-point';
import { checkedJab } from './calm-jab';
import { readsCharged } from './charged-score';
import { JABS, type Purpose } from './purpose';
import type { FindingKind } from './rule';

/** The sender's point: never dropped for its tone alone, only said more calmly. */
const POINT: ReadonlySet<Purpose> = new Set(['request', 'decision', 'feeling', 'logistics', 'question']);

/** Reshaping asks compromise (about a millisecond a sentence): only the first few are reshaped. */
const MAX_RECHECKED = 8;
const MAX_LENGTH = 400;

export interface Recheck {
  /** The sentence as the sender wrote it (facts are checked against it). */
  original: string;
  /**
   * Whether the composer read it as charged: a calm sentence kept as written beside charged ones was read calm
   * in its message ("I've cleaned the bathroom the last four times."), and is the sender's as written.
   */
  charged: boolean;
  /** What the composer chose for it so far. */
  text: string;
}

export interface Rechecked {
  text: string;
  kind: FindingKind | null;
}

/**
 * `check(original, candidate)` is the whole output check (score included); `keepsFacts(original, candidate)`
 * only asks that no fact is lost; `purposeOf` reads what a sender's sentence is for, `rulePurposeOf` what a
 * rule's rewrite is (the learned reader was trained on senders, not on the rules' calm wording); `unmask`
 * restores quotes; `jabOf` is `purposeOf` for the questions that only ask whether a sentence is a jab (it may
 * leave a command read as a plain statement, which costs no parse).
 */
export function recheckCharged(
  pieces: readonly Recheck[],
  check: (original: string, candidate: string) => boolean,
  keepsFacts: (original: string, candidate: string) => boolean,
  purposeOf: (sentence: string) => Purpose,
  rulePurposeOf: (sentence: string) => Purpose,
  unmask: (text: string) => string,
  jabOf: (sentence: string) => Purpose = purposeOf,
): Array<Rechecked | null> {
  let reshaped = 0;
  // Once the composer cut or reworded one jab, every sentence it is about to send is read again by the learned
  // purpose reader, so a second jab is not kept beside the first one's cut (see `stillWounds`).
  const cut = pieces.some((p) => p.charged && p.text !== p.original);
  return pieces.map(({ original, text, charged }) => {
    if (!text || (!charged && !cut) || isFrame(unmask(text))) return null;
    const wounds = () => stillWounds(original, text, jabOf, unmask);
    if (!charged || !readsCharged(unmask(text)))
      return wounds() && keepsFacts(original, '') ? { text: '', kind: cutKind(purposeOf(text)) } : null;
    // A specific rule's reviewed rewrite that the score still doubts ("You are late every day.") keeps its
    // wording: only a jab reason trailing it goes, or the whole when the rule left nothing but a jab.
    const byRule = text !== original;
    const purpose = byRule ? rulePurposeOf(text) : purposeOf(text);
    if (purpose === 'frame') return null;
    if (reshaped < MAX_RECHECKED && text.length <= MAX_LENGTH) {
      reshaped++;
      const candidates: Candidate[] = [
        ...(byRule ? [] : calmCandidates(text, purpose)),
        ...calmClauses(text, unmask, (c) => JABS.has(jabOf(c))),
      ];
      for (const c of candidates)
        if (c.text && c.text !== text && check(original, c.text)) return { text: c.text, kind: c.kind };
    }
    const droppable = (byRule ? WOUND_ONLY.has(purpose) : !POINT.has(purpose)) || wounds();
    if (droppable && keepsFacts(original, '')) return { text: '', kind: cutKind(purpose) };
    return null;
  });
}

/** What a rule's rewrite may still be and go for: a verdict, an insult or sarcasm carries no point of its own. */
const WOUND_ONLY: ReadonlySet<Purpose> = new Set(['verdict', 'insult', 'sarcasm']);

/**
 * Whether what is about to be sent is still only a jab, by the learned purpose reader (with the checks a jab needs,
 * calm-jab.ts checkedJab): sarcasm, a verdict or an insult kept as written beside a cut one, or mock thanks a
 * rule only softened ("Thanks for including me, as always." -> "Thanks for including me."), which counts only when
 * the sender's sentence was read as sarcasm too: a rule may have taken the jab out and left the point.
 */
function stillWounds(
  original: string,
  text: string,
  purposeOf: (sentence: string) => Purpose,
  unmask: (text: string) => string,
): boolean {
  // Mocking words are all a rule's cut left ("Much appreciated, as usual." -> "Much appreciated.").
  if (text !== original && isMockOnly(unmask(text))) return true;
  // A rule that took only marks away (an emoji, capitals: "Thanks SO much 🙃" -> "Thanks so much") left
  // the sender's words; they are still the jab the sender's sentence was read as when they mock on their own (an
  // emoji that was the whole jab is gone: "Another weekend cancelled 👏" -> "Another weekend cancelled").
  // (Sarcasm only: a verdict may carry a request in the same sentence, "ur so embarrassing dont text my friends".)
  if (lettersOf(text) === lettersOf(original))
    return purposeOf(original) === 'sarcasm' && checkedJab(unmask(text), 'sarcasm') === 'sarcasm';
  if (text === original) return WOUND_ONLY.has(purposeOf(text));
  // A rule's reworded verdict is its reviewed statement of the fact ("You're late again."); its reworded mock thanks
  // is still mock thanks when both the sender's sentence and the rule's are read as sarcasm.
  return purposeOf(text) === 'sarcasm' && purposeOf(original) === 'sarcasm';
}

const lettersOf = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');

/** Fewer words than this kept of a sentence is a stub, not its point. */
const MIN_KEPT_WORDS = 4;

/**
 * The sentence's calm clauses alone, when some of them read charged and the first does not ("Please bring his
 * cleats this time, since apparently that's too much to remember." -> "Please bring his cleats this time.").
 */
function calmClauses(
  sentence: string,
  unmask: (text: string) => string,
  isJab: (clause: string) => boolean,
): Candidate[] {
  const body = sentence.trim().replace(/[.!?…]+$/, '');
  // Cut only where a reason or a comparison opens: a plain comma may follow the jab's own head (calm-parts.ts).
  const clauses = clausesOf(body, REASON_SEAM);
  if (clauses.length < 2) return [];
  // Only a jab that trails the point goes: the calm clauses must come first and say something on their own
  // ("In future," or "Dear Team," alone says nothing), and every clause after them must be a charged jab
  // ("to learn that you shared what I told you" is what the sender is disappointed about, not a jab).
  const charged = clauses.map((c) => readsCharged(unmask(c)));
  const first = charged.indexOf(true);
  if (first <= 0 || charged.slice(first).includes(false) || !clauses.slice(first).every(isJab)) return [];
  const kept = clauses.slice(0, first).join(', ');
  if ((kept.match(/[\p{L}\p{N}]+/gu) ?? []).length < MIN_KEPT_WORDS) return [];
  const mark = /\?\s*$/.test(sentence) ? '?' : '.';
  return [{ text: `${kept}${mark}`, kind: 'contempt' }];
}
