/**
 * Whether a sentence's heat is aimed at the reader, and the sentence said without its aim. A logistics line, a
 * request or a decision is the sender's point and is kept (calm-compose.ts), but a formal or older writer often
 * aims it: "As I have said three times now, pickup is at 5.", "I've paid for the last three, so I assume you can
 * manage one.", "I trust you will manage to arrive on time for once." The point stands without the aim; a firm
 * sentence that aims at nobody ("It is not a joke, it is a real deadline.") or that states what the reader did
 * plainly ("You forgot the permission slip again.") is the sender's as written.
 *
 * The aim is read from structure (compromise, nlp.ts) rather than from whole sentences:
 *   - a reminder held over the reader: "as I have said", "I have now reminded you", "for the third time";
 *   - the reader's competence or effort doubted: the sender's assumption about what the reader can or will do
 *     ("I assume you can", "I trust you will"), "manage to", "capable of", "cannot seem to", "be bothered";
 *   - reproach riding on a sentence about the reader: "for once", "this time", "yet again", "as usual",
 *     "apparently", "even" — plain "again" alone is a complaint, not an aim;
 *   - sarcasm about the reader: "you're welcome", "not that you'll", "I see you found time".
 */
import { nlp } from './nlp';
import { trimmedCalm } from './calm-trim';
import { AIM_HEAT_WORDS } from './calm-parts';
import { alternation } from './text';

export type AimSignal = 'reminder' | 'competence' | 'reproach' | 'sarcasm' | 'reason';

const READER = /\b(?:you|your|yours|yourself|u|ur|ya|youre|you['’](?:re|ve|d|ll))\b/i;

/** A reminder held over the reader: how often they were told. Said without "you" too ("As I have said, ..."). */
const REMINDER =
  /\b(?:as I(?:['’]ve| have)?(?: already)? (?:said|told you|mentioned|explained|stated|asked)|I(?:['’]ve| have)(?: now| already)? (?:reminded|told|asked) you|I will remind you|per my (?:previous|last|earlier)|for the (?:second|third|fourth|fifth|umpteenth|hundredth|last|final|nth) time|(?:\d+|two|three|four|five|several|many) times now)\b/i;

/**
 * Reproach words (calm-parts.ts AIM_HEAT_WORDS): each says the reader has failed before. Removing one leaves the
 * sentence's point whole ("Please try, for once, to treat our anniversary as ..."). Plain "again" is not one
 * ("You forgot the permission slip again." is a complaint said plainly); "AGAIN" shouted is.
 */
const AIM = alternation(AIM_HEAT_WORDS);
const REPROACH = new RegExp(String.raw`\b(?:${AIM})\b`, 'i');
const SHOUTED_AGAIN = /\bAGAIN\b/;

/** Sarcasm about the reader said as a plain statement. */
const SARCASM =
  /^\W*(?:you['’]re|you are|ur|youre) welcome\b|\bnot that (?:you|u)\b|\bI (?:see|note|notice) (?:that )?(?:you|u) (?:found|had|have|managed|could)\b|^\W*(?:(?:ok|k|lol|cool|oh|so)\W+)+(?:so\s+)?(?:you['’]re|you are|ur|youre|u r|u) just\b/i;

/**
 * The reader's conduct given as the reason for the sender's point ("Since you felt entitled to ..., I will not be
 * attending", "as you appear to regard this household as a hotel, you will be paying rent"): "because" is left
 * out, being how a plain explanation is said ("I'm late because you had the car").
 */
const REASON = /(?:^|[,;:]\s*|\.\.\.\s*)(?:since|given(?: that)?|seeing as|as) (?:you|u)\b/i;

/** Words of the reader's competence or effort put in doubt. */
const DOUBT =
  /\b(?:(?:will|would|['’]ll) manage to|capable of|can(?:not|['’]?t) seem to|could(?:n['’]?t| not) be bothered|be bothered to|the (?:basic )?(?:decency|courtesy) to)\b/i;

/**
 * The sender's assumption about what the reader can or will do ("I assume you can manage one", "I trust you
 * will arrive on time"): compromise reads the sender's verb of supposing and the reader's modal after it.
 */
const SUPPOSING =
  '(i|we) #Adverb? (assume|trust|expect|hope|suppose|presume|imagine|take it) that? (you|u) #Adverb? #Modal';

/** The same assumption said as an aside: "Your share is $180, assuming you actually pay this time." */
const ASSUMING = /\b(?:assuming|provided|presuming)(?: that)? (?:you|u)\b/i;

/** Why a sentence aims its heat at the reader; [] when it does not. */
export function aimSignals(sentence: string): AimSignal[] {
  const found: AimSignal[] = [];
  if (REMINDER.test(sentence)) found.push('reminder');
  if (!READER.test(sentence)) return found;
  if (DOUBT.test(sentence) || ASSUMING.test(sentence) || nlp(sentence).has(SUPPOSING))
    found.push('competence');
  if (REPROACH.test(sentence) || SHOUTED_AGAIN.test(sentence)) found.push('reproach');
  if (SARCASM.test(sentence)) found.push('sarcasm');
  if (REASON.test(sentence)) found.push('reason');
  return found;
}

export function isAimed(sentence: string): boolean {
  return aimSignals(sentence).length > 0;
}

/** Words that only carry the aim: each goes with the comma that sets it off ("Please try, for once, to ..."). */
const AIM_WORDS = new RegExp(String.raw`(,\s*)?\b(?:${AIM})\b(\s*,)?`, 'gi');
const SHOUTED_AGAIN_WORD = /(,\s*)?\bAGAIN\b(\s*,)?/g;
/**
 * A word set off by commas goes with both ("Please try, for once, to ..."); one that closes a clause leaves the
 * comma before the next ("I assume you'll remember this time, or ..." -> "I assume you'll remember, or ...").
 */
function offset(_match: string, before?: string, after?: string): string {
  return before || !after ? ' ' : ', ';
}

/**
 * A reminder said as a head ("As I have said three times now, pickup is at 5."): its clause goes, up to the first
 * comma, semicolon or colon. Not calm-parts.ts' seams: those also split at a dash or a clause-opening word, and so
 * would cut a different head.
 */
const REMINDER_HEAD =
  /^\W*(?:as I(?:['’]ve| have)?(?: already)? (?:said|told you|mentioned|explained|stated|asked)|per my (?:previous|last|earlier))[^,;:]*[,;:]\s*/i;
/** "manage to arrive" says only "arrive" with a doubt on it. */
const MANAGE_TO = /\b(can|could|will|would|['’]ll) manage to\s+/gi;

/**
 * The sentence without the words that only aim it, best first: the sender's own words, nothing added. The
 * sentence itself is the last (the composer may still cut an aimed clause from it, calm-trim.ts).
 */
export function unaimedForms(sentence: string): string[] {
  const forms: string[] = [];
  const add = (text: string) => {
    const t = text
      .replace(/\s+([,;:.!?…])/g, '$1')
      .replace(/,(?:\s*,)+/g, ',')
      .replace(/^[\s,;:]+/, '')
      .replace(/,\s*([.!?…]+\W*)$/u, '$1')
      .replace(/\s{2,}/g, ' ')
      .trim();
    if (!/[\p{L}\p{N}]/u.test(t)) return;
    // A sender who writes in lower case keeps their style ("so ur moms bday dinner ...").
    const shaped = /^\W*\p{Lu}/u.test(sentence) ? t.charAt(0).toUpperCase() + t.slice(1) : t;
    if (!forms.includes(shaped)) forms.push(shaped);
  };
  const headless = sentence.replace(REMINDER_HEAD, '');
  for (const base of headless !== sentence ? [headless, sentence] : [sentence]) {
    const cooled = base.replace(AIM_WORDS, offset).replace(SHOUTED_AGAIN_WORD, offset);
    add(cooled.replace(MANAGE_TO, '$1 '));
    add(cooled);
  }
  return forms;
}

/**
 * What an aimed sentence says without its aim, or null when nothing calm can be said: the first of its unaimed
 * forms that `passes` (the composer's output check: every fact kept, no fragment, nothing added). A form that
 * still aims once its aim words are gone has an aimed clause: it is cut at its seams (calm-trim.ts) and the
 * first cut that no longer aims and passes is taken. A form that no longer aims is never cut: what would go is
 * the sender's point ("Your sister call you two times and you not even answer." keeps its second clause).
 */
export function unaimedCalm(sentence: string, passes: (candidate: string) => boolean): string | null {
  const ok = (c: string) => c !== sentence.trim() && !isAimed(c) && passes(c);
  for (const form of unaimedForms(sentence)) {
    if (!isAimed(form)) {
      if (ok(form)) return form;
      continue;
    }
    const cut = trimmedCalm(form, (c) => ok(c) && !refersBack(c, form));
    if (cut) return cut;
  }
  return null;
}

/** Words that point back to something said before them ("I will do the same", "that is why"). */
const BACK_REFERENCE = /\b(?:it|its|that|this|these|those|them|the same|do so|likewise|either|too)\b/i;
const wordsOf = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}'’$£€]+/gu) ?? []).join(' ');

/**
 * Whether a cut took away what one of its words refers back to: a head or an aside went (only a cut tail leaves
 * the words before each kept word as written) and what is left points back ("Dear Hannah, since you have chosen
 * to ..., I will do the same." would keep "I will do the same" with nothing to be the same as).
 */
function refersBack(cut: string, form: string): boolean {
  return !wordsOf(form).startsWith(wordsOf(cut)) && BACK_REFERENCE.test(cut);
}
