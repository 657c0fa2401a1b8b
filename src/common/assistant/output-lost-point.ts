/**
 * The output check's 'lost-point' rejection (output-check.ts), beside the lost fact: a rewrite that no longer says
 * what the sender asked for, decided, or said they will do next. Cutting a jab out of a message is only calm when
 * the point it rode on stays: "Pick Emma up at 5, or don't bother coming home." may lose its jab, not its "Pick
 * Emma up at 5"; "I'm not lending you the car again, you wrecked it." may not lose the decision.
 *
 * The sender's points are read clause by clause (calm-clause.ts splits at the seams the composer cuts at), each
 * clause by the purpose reader the composer uses (purpose.ts): a request, a decision, or a consequence (a plain
 * clause saying what the sender will do: "I'll call the school on Monday"; read before a decision, which the reader
 * often calls it), or a step through the proper channel however it is joined on (consequence.ts). A negative command is left to the composer's own boundary path. A jab is no point, whatever it
 * says. A point is kept when at least half of its content words (not grammar, not the calm vocabulary a rewrite
 * may add, by stem) are still in the rewrite, so a request said as "Could you pick Emma up at 5?" keeps it.
 */
import { MOCK_HOPE, NOT_A_BANK, SERVANT_ROLE, THREAT_EMPHASIS } from './lexicon-mockery';
import { cached } from './call-cache';
import { consequenceIn } from './consequence';
import { splitClauses } from './calm-clause';
import { closingMark, withoutHeat } from './calm-parts';
import { CALM_VOCABULARY, FUNCTION_WORDS, SHORTHAND_WORDS } from './calm-vocabulary';
import { stem } from './output-added-words';
import { words } from './output-words';
import { JABS, purposeOf } from './purpose';
import { splitSentences } from './text';

export type PointKind = 'request' | 'decision' | 'consequence';

export interface Point {
  kind: PointKind;
  /** The clause as the sender wrote it. */
  clause: string;
  /** The stems of its content words. */
  stems: string[];
}

/** A clause that says what the sender will do next. */
const NEXT_STEP =
  /\b(?:I['’]ll|I will|I['’]m going to|I am going to|I['’]m gonna|im gonna|we['’]ll|we will|I['’]m (?:calling|taking|keeping|booking|cancelling|canceling|leaving|picking|moving|filing|reporting|contacting|changing|selling))\b/i;
const LEANS_BACK =
  /^(?:while|when|whenever|because|cause|cuz|bc|since|as|though|although|even though|which|who|that|than|like|unless|until|till|after|before|whether|assuming|presuming|supposing|provided|providing|given)\b/i;
const CONDITION = /^\W*(?:(?:and|but|so)\s+)?(?:if|unless|should|one more|next time|any further)\b/i;
const ULTIMATUM_TURN = /^(?:or|otherwise)\b/i;
const NEGATIVE =
  /^\W*(?:(?:please|pls|plz|kindly|just|so|now)\s+)*(?:don['’]?t|dont|do not|never|stop|quit)\b/i;
const JOINED_BY = /^(?:and|but|so|or|like|plus|because|cause|cuz|bc|since|though|although|as)\b[\s,]*/i;

/** A formal request's own grammar: "Kindly refrain from moving my stapler" asks what "Please don't move" does. */
const REQUEST_FORM = new Set(['kindly', 'refrain']);

/** The stems a point is made of: its own words less grammar and the calm words any rewrite may use. */
function contentStems(text: string): string[] {
  const free = (w: string) =>
    FUNCTION_WORDS.has(w) || CALM_VOCABULARY.has(w) || REQUEST_FORM.has(w) || w.length < 2 || /^\d+$/.test(w);
  return [
    ...new Set(
      spelled(withoutHeat(text))
        .filter((w) => !free(w))
        .map(stem),
    ),
  ];
}

/** The text's words with shorthand spelled out ("ur" -> "your", "pls" -> "please"), as the rewrite may say them. */
function spelled(text: string): string[] {
  // "we'll", "I'm", "you're" are grammar: their contraction goes before the word is read.
  return words(text)
    .map((w) => w.replace(/’/g, "'").replace(/'(?:s|re|ve|ll|d|m)$/, ''))
    .flatMap((w) => SHORTHAND_WORDS[w] ?? [w]);
}

/**
 * Irony ("but sure, …", "let's all pretend …"), a threat's emphasis ("I am not joking", "I mean it"), a put-down of
 * the reader's demands ("I am not an ATM"), a put-down said as a hope ("I hope your work is better than your
 * time-keeping") and excuses waved off ("I've heard them all"): no point.
 */
const NO_POINT = new RegExp(
  String.raw`^(?:(?:but|and)\s+sure\b|(?:(?:but|and|so)\s+)?(?:sure,?\s+)?let['’]?s\s+(?:all\s+|just\s+)?pretend\b|(?:and\s+)?(?:${THREAT_EMPHASIS}|(?:I['’]?m|I\s+am|im)\s+serious)\b|${NOT_A_BANK}\b|${MOCK_HOPE}|(?:I['’]?m|I\s+am|im)\s+not\s+(?:your|ur|a|an)\s+(?:${SERVANT_ROLE}|taxi(?:\s+service)?)\b|(?:I['’]?ve|I\s+have|ive)\s+heard\s+(?:it|them|that|this|those|all\s+(?:of\s+)?(?:it|them|that|your\s+excuses))(?:\s+all)?(?:\s+before)?\W*$)`,
  'iu',
);

/** The sender's requests, decisions and consequences, clause by clause (read once per call: call-cache.ts). */
export function pointsOf(original: string): Point[] {
  return cached('check-points', original, () => {
    const out: Point[] = [];
    for (const sentence of splitSentences(original)) {
      const asked = /\?\s*["')\]]*$/.test(sentence.text);
      const body = sentence.text.replace(/[.!?…]+["'’”)]*\s*$/u, '');
      // "If you're late again, I'm leaving": a next step or decision that hangs on a condition is the threat's
      // consequence ("If you can't make it, tell me by Monday" still asks something).
      const conditional = CONDITION.test(body);
      let afterIrony = false;
      for (const c of splitClauses(body)) {
        // "… but sure, I'll do it": the clause after the ironic "sure" is the irony's.
        const ironic = afterIrony;
        afterIrony = /\b(?:but|and)\s+sure\W*$/i.test(c.text.trim());
        if (ironic) continue;
        // A step through the proper channel or a record kept ("and now I'm filing a chargeback", "next time I'm
        // calling the council", "or I'm disputing the charge") is the sender's point, however it is joined on.
        const step = consequenceIn(c.text.trim().replace(JOINED_BY, '').replace(ULTIMATUM_TURN, '').trim());
        if (step) {
          const stems = contentStems(step);
          if (stems.length) out.push({ kind: 'consequence', clause: step, stems });
          continue;
        }
        // "or I'm changing the password": an ultimatum's turn is its threat, whatever it reads as alone.
        if (ULTIMATUM_TURN.test(c.text.trim())) continue;
        // "while you sleep through it", "because you forgot": a clause that leans on its main clause asks and
        // decides nothing of its own.
        if (LEANS_BACK.test(c.text.trim())) continue;
        // "but sure, I'll do it", "let's all pretend it's invisible", "I am not joking": nothing asked or decided.
        if (NO_POINT.test(c.text.trim())) continue;
        // "Post that screenshot and I'll tell your mom": a next step joined on by "and" is a threat's shape.
        const joinedStep = /^and\b/i.test(c.text.trim());
        const bare = c.text.trim().replace(JOINED_BY, '');
        if (!bare) continue;
        const alone = bare.charAt(0).toUpperCase() + bare.slice(1) + closingMark(bare, asked);
        const purpose = purposeOf(alone, true, false);
        if (JABS.has(purpose)) continue;
        // A negative command ("stop arguing", "don't bother coming") is as often the jab itself as a boundary, and
        // the composer keeps a plain boundary as written by its own path: only a request for something to be done
        // counts here.
        const kind: PointKind | null =
          purpose === 'question'
            ? null
            : NEXT_STEP.test(bare) && !conditional && !joinedStep
              ? 'consequence'
              : (purpose === 'decision' && !conditional) || (purpose === 'request' && !NEGATIVE.test(bare))
                ? purpose
                : null;
        const stems = kind ? contentStems(bare) : [];
        if (kind && stems.length) out.push({ kind, clause: bare, stems });
      }
    }
    return out;
  });
}

/**
 * A request for a failing ("I'd appreciate it if you would forget to ...", "I'd like you to let us down"): what a
 * rewrite says when it turned "you never forget ..." (praise) into its opposite. No sender asks for one.
 */
const REQUEST_TO_FAIL =
  /\b(?:if you would|if you'd|like you to|want you to|need you to|could you|can you|would you|please)\s+(?:(?:just|really|always)\s+)?(forget|fail|miss|neglect|overlook|disappoint|let\s+(?:\w+\s+){1,2}down)\b/i;

/** The first request, decision or consequence of `original` the rewrite no longer says ('lost-point'), or null. */
export function lostPoint(original: string, rewrite: string): string | null {
  const flipped = REQUEST_TO_FAIL.exec(rewrite);
  if (flipped && !REQUEST_TO_FAIL.test(original))
    return `the rewrite asks the reader to "${flipped[1]}", the opposite of what was said`;
  const points = pointsOf(original);
  if (points.length === 0) return null;
  const said = new Set(spelled(rewrite).map(stem));
  for (const p of points) {
    const kept = p.stems.filter((s) => said.has(s)).length;
    if (kept * 2 < p.stems.length) return `the ${p.kind} "${p.clause}" is missing`;
  }
  return null;
}
