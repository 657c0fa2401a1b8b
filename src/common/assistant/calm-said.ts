/**
 * What a sarcastic sentence reports, said as a plain account, for the plain forms (calm-plain.ts) that come before the
 * last resort's stock line. Blind readers called that line the point erased (80 of 93 pairs in rounds 32–42); each form
 * here keeps what happened in the sender's own words and leaves the mockery out:
 *
 *   "oh you're 'busy' again 🙄 shocker"                             -> "You're busy again."
 *   "oh sure, forget to pick me up from the airport, no big deal 🙃" -> "You forgot to pick me up from the airport."
 *   "Whoever ate my leftover curry ur dead to me"                   -> "Someone ate my leftover curry."
 *   "Maybe if you spent less time on your phone you'd have noticed the Dalton order went out wrong."
 *                                                                   -> "The Dalton order went out wrong."
 *
 * A plain account of what the reader did can sound firm and still be calm; the caller checks each form (the plain
 * markers of heat, the purpose reader) before it is used.
 */
import { withoutTail } from './calm-point';
import { withoutScareQuotes } from './calm-parts';
import { coolDown, finish } from './calm-finish';
import { ANY_EMOJI } from './emoji';
import { PRESSING_WORDS, verdictAsFeeling } from './calm-felt';
import { hasVerb, verbForm } from './nlp';

/** The words sarcasm opens on ("oh", "so", "ok so", "wow", "cool so"): they go with it ("now" says when: it stays). */
const MOCK_OPENER = /^\W*(?:(?:oh|so|ok(?:ay)?|wow|well|right|k|cool|great|fine|lovely|nice)\b[,\s]+)+/i;
/** Words that only press: "you're just not gonna …", "you actually forgot". */
const PRESSING = new RegExp(String.raw`\b${PRESSING_WORDS}\s+`, 'gi');
/** The reader as the subject of the account: "you …", "you're …", "ur …", "your ex …". */
const ABOUT_YOU = /^(?:now\s+)?(?:you|u|ur|your|youre|you['’](?:re|ve|d|ll))\b/i;
/** Mocking words that may close the account ("… no big deal", "… I guess"): they go too. */
const MOCK_CLOSE =
  /[\s,]+(?:no big deal|i guess|i suppose|sure|cool|real cool|very cool|great|typical)[\s.!?…]*$/i;

/** The sentence with its sarcastic opener, tail, emoji, scare quotes and pressing words taken out. */
function plainOf(sentence: string): string {
  let s = withoutTail(sentence.replace(ANY_EMOJI, ' ').replace(/\s+/g, ' ').trim());
  s = coolDown(withoutScareQuotes(s));
  s = s.replace(MOCK_OPENER, '').replace(MOCK_CLOSE, '').replace(PRESSING, '');
  return s.replace(/\s+/g, ' ').trim();
}

/**
 * Sarcasm about what the reader did or does, said as what they did: "oh you're 'busy' again 🙄 shocker" -> "You're
 * busy again."; "so your 'ex' is still in all your stories 😂💀" -> "Your ex is still in all your stories.". Only
 * when something marked it as sarcasm (an opener, scare quotes, an emoji or a mocking tail) and what is left is a
 * statement about the reader.
 */
export function sarcasmAsSaid(sentence: string): string | null {
  const said = sentence.trim();
  const marked =
    MOCK_OPENER.test(said) ||
    /(?:^|\s)['‘"“]\p{L}/u.test(said) ||
    said.search(ANY_EMOJI) >= 0 ||
    withoutTail(said) !== said;
  if (!marked || /\?\s*$/.test(said)) return null;
  const plain = plainOf(said);
  if (!ABOUT_YOU.test(plain) || plain.split(/\s+/).length < 3 || !hasVerb(plain)) return null;
  return finish(
    plain
      .replace(/^u\b/i, 'you')
      .replace(/^ur\b(?=\s+(?:\p{L}+ing|gonna|not|so|always|never|out|busy|late)\b)/iu, "you're"),
  );
}

/** "oh sure, forget to pick me up …", "Sure, go tell your mom …", "Go on then, cancel again": an order meant as blame. */
const SARCASTIC_ORDER =
  /^\W*(?:oh\s+)?(?:sure|yeah|go\s+ahead|go\s+on(?:,?\s+then)?|by\s+all\s+means)\b[,\s]+(?:go\s+(?:and\s+)?|just\s+)?(\p{L}+)\b(.*)$/iu;

/**
 * A sarcastic order said as what the reader did: "oh sure, forget to pick me up from the airport, no big deal 🙃🙃" ->
 * "You forgot to pick me up from the airport."; "Oh sure, take credit for my slides in the meeting 👏👏👏" -> "You took
 * credit for my slides in the meeting.".
 */
export function sarcasticOrderAsDone(sentence: string): { text: string; added: string[] } | null {
  const m = SARCASTIC_ORDER.exec(sentence.trim());
  if (!m) return null;
  const verb = m[1]!.toLowerCase();
  const rest = plainOf(m[2]!.replace(/,.*$/, ''));
  if (rest.split(/\s+/).filter(Boolean).length < 2) return null;
  const past = verbForm(`you ${verb}`, 'PastTense');
  if (!past || /\s/.test(past) || past.toLowerCase() === verb) return null;
  return {
    text: finish(`You ${past} ${rest.replace(/^\p{Lu}(?!['’\s])/u, (c) => c.toLowerCase())}`),
    added: [past],
  };
}

/** "Whoever ate my leftover curry …", "Who leaves raw chicken on the counter all day, honestly?" */
const WHOEVER =
  /^\W*(?:whoever|who)\s+(?:(?:keeps?|kept)\s+)?(\p{L}+)\s+(.+?)(?=\s*(?:[,;:.!?…]|\s(?:ur|you['’]?re|youre|u\s+r|hope|i\s+hope|congrats|i\s+will|i['’]ll|seriously|honestly)\b|$))/iu;

/**
 * "Whoever ate my leftover curry ur dead to me" says what happened: "Someone ate my leftover curry."; "Who leaves raw
 * chicken on the counter all day, honestly?" -> "Someone leaves raw chicken on the counter all day.". Only a verb that
 * already says what was done (past, or the reader's habit), and the thing it was done to.
 */
export function whoeverAsSomeone(sentence: string): { text: string; added: string[] } | null {
  const cool = coolDown(sentence.replace(ANY_EMOJI, ' '));
  const m = WHOEVER.exec(cool);
  // "Who approved this budget, a toddler?" asks who, to mock them: no account of what happened.
  if (!m || /^\s*,\s*(?:a|an|some)\s/i.test(cool.slice(m.index + m[0].length))) return null;
  const verb = m[1]!.toLowerCase();
  const kept = /^\W*(?:whoever|who)\s+(keeps?|kept)\s/i.exec(sentence.trim());
  // compromise reads a verb after "he" (after "someone" it may take "leaves" for a noun).
  const done = kept
    ? /^\p{L}+ing$/u.test(verb)
    : verbForm(`he ${verb}`, 'PastTense') === verb || verbForm(`he ${verb}`, 'PresentTense') === verb;
  // "Who is coming on Friday?" asks: only a verb that says what was done to the sender's things is an account.
  if (
    !done ||
    /^(?:is|was|are|were|has|had|have|does|did|do|can|could|will|would|should|may|might|must)$/.test(verb)
  )
    return null;
  const rest = m[2]!.trim();
  if (rest.split(/\s+/).length < 2) return null;
  const lead = kept ? `Someone ${kept[1]!.toLowerCase()}` : 'Someone';
  return { text: finish(`${lead} ${verb} ${rest}`), added: ['someone'] };
}

/** "… you'd have noticed the order went out wrong", "… u would of seen the email": the fact the jab hangs on. */
const WOULD_HAVE_NOTICED =
  /\b(?:you['’]d|youd|you\s+would|u\s+would|ud)\s+(?:have|of|'ve)\s+(?:noticed|seen|known|realised|realized|heard)\s+(?:that\s+)?(.+?)[.!?…]*$/i;

/**
 * "Maybe if you spent less time on your phone you'd have noticed the Dalton Supply order went out wrong." says the
 * fact: "The Dalton Supply order went out wrong.".
 */
export function noticedAsFact(sentence: string): string | null {
  const m = WOULD_HAVE_NOTICED.exec(sentence.trim());
  if (!m) return null;
  const fact = plainOf(m[1]!);
  return fact.split(/\s+/).length >= 3 && !ABOUT_YOU.test(fact) ? finish(fact) : null;
}

/** A plain account and the words it says that the sender did not ("someone", "feels"). */
export interface Account {
  text: string;
  added: string[];
}

/**
 * Every plain account of a charged sentence, best first: what its sarcasm reports, the fact a jab hangs on, what a
 * sarcastic order or a who-did-it says was done, and last the verdict said as how it feels (calm-felt.ts). The plain
 * forms (calm-plain.ts) offer them before the stock line, and the composer (calm-choose.ts) before it would send a
 * charged sentence as written.
 */
export function plainAccounts(sentence: string): Account[] {
  const own = (text: string | null): Account | null => (text ? { text, added: [] } : null);
  const felt = verdictAsFeeling(sentence);
  return [
    own(sarcasmAsSaid(sentence)),
    own(noticedAsFact(sentence)),
    sarcasticOrderAsDone(sentence),
    whoeverAsSomeone(sentence),
    felt ? { text: felt, added: ['feels', 'like'] } : null,
  ].filter((a): a is Account => !!a);
}
