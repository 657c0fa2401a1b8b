/**
 * A verdict on the reader, or a hostile question, with nothing else of it to keep, said as how it feels to the sender
 * (the issue's "a verdict on the reader becomes a statement about the sender"). Blind readers called the stock line
 * such sentences fell to ("I'm upset right now. Can we talk when we're both calm?") the point erased in 80 of 93
 * pairs; this keeps what the sentence was about, in the sender's own words:
 *
 *   "Guess I'm only useful when you need a lift to the airport 🤷‍♀️" -> "It feels like I'm only useful when you need a lift to the airport."
 *   "Sorry, forgot you only text when you're bored."                 -> "It feels like you only text when you're bored."
 *   "Was I just a placeholder until your ex texted back?"             -> "It feels like I was a placeholder until your ex texted back."
 *   "Is your phone glued to your hand, or do you just not want to talk to me at dinner?"
 *                                                                     -> "It feels like you don't want to talk to me at dinner."
 *
 * A question is said as the statement it stands for (its subject and verb put back in order, `questionAsStatement`).
 * Only a plain statement about the reader or about how the sender stands with them is framed, never a verdict on who
 * the reader is ("you're so unfair"), a ruling, a threat or a modal; and only when no plain marker of heat is left and
 * the learned score is not sure the framed line is charged (`SURE_CHARGED`: a line that keeps a complaint's substance
 * reads 0.7–0.9 however it is framed; a name-calling verdict stays above it and is refused).
 */
import { chargedScore } from './charged-score';
import { extractFacts } from './facts';
import { heatMarker } from './output-still-charged';
import { ABSURD_BELIEF } from './calm-view';
import { withoutTail } from './calm-point';
import { coolDown, finish } from './calm-finish';
import { ANY_EMOJI } from './emoji';
import { hasVerb, verbForm } from './nlp';

/**
 * Discourse words that open a resigned or mocking statement ("Guess I'm dead to you now", "ok so ur mates …", "Sorry,
 * forgot you only text when …", "didnt realise i was only ur mate when …", "Oh look, you remember my number …").
 */
const RESIGNED_OPENER =
  /^\W*(?:(?:(?:i\s+)?guess|(?:i\s+)?bet|so|ok(?:ay)?|wow|oh|well|right|fine|cool|k|look|now|so now|oh look|apparently|clearly|sorry,?\s+(?:i\s+)?forgot(?:\s+that)?|(?:i\s+)?(?:didn['’]?t|did not|never)\s+reali[sz]e(?:d)?(?:\s+that)?|(?:good|nice)\s+to\s+know(?:\s+that)?)\b[,\s]+)+/i;
/**
 * A statement about the reader or about how the sender stands with them: "you …", "your …", "I'm dead to you", "I'm
 * not family enough for the group chat", "I'm only useful when …", "I was a placeholder …", "my birthday wasn't worth
 * a text", "I'll never hear from you again".
 */
const ABOUT_US =
  /^(?:(?:you|u|ur|your|youre|you['’](?:re|ve|d|ll))\b|(?:I['’]m|I am|im|I was|i was)\s+(?:(?:only|just|always|never|still|the only one|supposed to|dead|nothing|invisible|a joke|an afterthought|the backup|a placeholder|an option|a plan b|not\s+(?:\p{L}+\s+)?enough|not\s+(?:welcome|wanted|invited|included|important|needed|family|a priority))\b|talking to)|(?:I['’]ll|I will|ill)\s+(?:just\s+)?never\s+(?:hear|see|get)\b|my\s+\p{L}+\s+(?:wasn['’]?t|isn['’]?t|was not|is not|doesn['’]?t|didn['’]?t)\b)/iu;
/**
 * A verdict on who the reader is ("you're not worth …", "ur so unfair") stays one framed as a feeling; and words in
 * scare quotes still mock. What the reader does, or how the sender stands with them, can be said as felt.
 */
const WHO_YOU_ARE =
  /^(?:you['’]re|youre|you\s+are|u\s+r|ur\s+(?:so|such|really|literally|not|a|an|the|just|always|never|too))\b|["“”]|(?:^|\s)['‘]\p{L}/iu;
/**
 * What a view of how things feel cannot carry: a question, a threat, a ruling ("You don't get a say"), or a second
 * clause ("…, so go cry to him"): one plain clause only.
 */
const NO_FEELING_VIEW =
  /[?,;:—–]|\s-\s|\b(?:or else|if you|unless|I will|gonna|going to|get a say|get to|have no right|no say)\b|(?<!^)\bI['’]ll\b|\b(?:can|cannot|could|should|must|have to|has to|need to|needs to|won['’]?t|wouldn['’]?t)\b|\b(?:can|couldn|shouldn|mustn)['’]?t\b/i;

/** A word that, said to a question's subject, makes it a statement's verb: "do you …" -> "you …". */
const QUESTION_HEAD =
  /^(do|does|did|am|are|is|was|were|have|has)\s+(you|u|i|we|they|he|she|it|that|this|(?:your|my|his|her|their|our|the)\s+\p{L}+)\s+(.+)$/iu;
/** Words that only press ("do you just …", "are you even …", "you actually forgot"); calm-said.ts drops them anywhere. */
export const PRESSING_WORDS = String.raw`(?:just|even|actually|really|honestly|seriously|literally|genuinely)`;
const PRESSING = new RegExp(String.raw`^(?:${PRESSING_WORDS}\s+)+`, 'i');
/** The discourse words a question may open on ("and", "so", "seriously", "wow"). */
const LEAD_IN = String.raw`(?:(?:and|but|so|or|seriously|honestly|like|wow|oh|then)\b,?\s+)`;
const BE_SAID: Record<string, Record<string, string>> = {
  am: { i: "I'm" },
  are: { you: "you're", u: "you're", we: "we're", they: "they're" },
  was: {},
  were: {},
  is: {},
};

/**
 * A yes/no question said as the statement it stands for, or null when it is none that reads back:
 * "do you just not want to talk to me" -> "you don't want to talk to me"; "am I just talking to the wall" -> "I'm
 * talking to the wall"; "Was I just a placeholder …" -> "I was a placeholder …"; "Is your phone glued to your hand"
 * -> "your phone is glued to your hand". "Do you ever …" is none: its statement would say the opposite, and a yes/no
 * question's "any" ("Do you have any idea …") needs a "not" the statement would not have.
 */
export function questionAsStatement(question: string, asked: 'yes-no' | 'why' = 'yes-no'): string | null {
  const q = question
    .trim()
    .replace(new RegExp(String.raw`^\W*${LEAD_IN}+`, 'i'), '')
    .replace(/[?!.…\s]+$/, '');
  const m = QUESTION_HEAD.exec(q);
  if (!m) return null;
  const head = m[1]!.toLowerCase();
  const subject = m[2]!.toLowerCase() === 'i' ? 'I' : m[2]!.toLowerCase() === 'u' ? 'you' : m[2]!;
  let rest = m[3]!.replace(PRESSING, '');
  // "Do you ever …", "Do you have any idea …": said back as a statement they would need a "not" they do not have.
  // A why-question's "any" stays: "Why am I the only one who did anything?" says "I'm the only one who did anything".
  if (/^(?:ever|not\s+even)\b/i.test(rest)) return null;
  if (asked === 'yes-no' && /\b(?:any|anything|anyone|anybody|ever|yet|at all)\b/i.test(rest)) return null;
  const negated = /^not\s+/i.test(rest);
  rest = rest.replace(/^not\s+/i, '');
  if (head === 'do' || head === 'does' || head === 'did') {
    const verb = /^\p{L}+/u.exec(rest)?.[0];
    if (!verb) return null;
    if (negated)
      return `${subject} ${head === 'did' ? "didn't" : head === 'does' ? "doesn't" : "don't"} ${rest}`;
    if (head === 'do') return `${subject} ${rest}`;
    const form = verbForm(`${subject} ${verb}`, head === 'did' ? 'PastTense' : 'PresentTense');
    if (!form || /\s/.test(form)) return null;
    return `${subject} ${form}${rest.slice(verb.length)}`;
  }
  const not = negated ? ' not' : '';
  const said = BE_SAID[head]?.[subject.toLowerCase()];
  if (said && !negated) return `${said} ${rest}`;
  return `${subject} ${head}${not} ${rest}`;
}

/**
 * The statement a hostile question stands for: in "A, or B?" (or a question opening on "Or …") the last alternative is
 * what the sender fears ("…, or am I just talking to the wall?"); alone, only one that presses with "just" says it
 * ("Was I just a placeholder …?"). A plain yes/no question means the opposite of its statement as often as not: "Did
 * you read the brief before the meeting?" says the reader did not.
 */
function questionStatements(sentence: string): string[] {
  const said = sentence.trim();
  if (!/\?\s*$/.test(said)) return [];
  const parts = said.split(/,?\s+or\s+(?=(?:do|does|did|am|are|is|was|were|have|has)\b)/i);
  const alternative = parts.length > 1 || /^\W*or\s/i.test(said);
  const last = parts.at(-1)!;
  if (!alternative && !/^\W*\p{L}+\s+\p{L}+\s+just\b/iu.test(last)) return [];
  const statement = questionAsStatement(last);
  return statement ? [statement] : [];
}

/**
 * What "It feels like" cannot frame, however calm the line reads: an event with its time, day or amount (a fact is said
 * as a fact, not as a feeling), a future or a threat ("you will be hearing from my solicitor"), a record ("… is
 * noted"), an absolute said of the reader ("you never help": blame however it is framed), a second clause with its own demand ("… move it by 8 or im getting it towed"), or a belief so absurd that
 * saying it back keeps the sarcasm ("you think the dishes wash themselves").
 */
const NOT_A_FEELING = new RegExp(
  String.raw`\b(?:you|u)\s+(?:always|never)\b|\b(?:you|u)\s+will\b|\b(?:you['’]ll|youll)\b|\bgoing to\b|\b(?:is|are|was|been)\s+noted\b|\bor\s+(?:i|im|i['’]m|else|we)\b|\b(?:would|might|may)\b|${ABSURD_BELIEF.source}`,
  'i',
);
/**
 * A statement about the reader's things (not the reader) is how they stand with the sender only when it names the
 * sender ("your mates are more important than me", not "your room is a pigsty"). "ur" is as often "you're".
 */
const ABOUT_THEIR_THING = /^your\s/i;
const NAMES_SENDER = /\b(?:me|my|I|I['’]m|im|us|our)\b/i;
/**
 * The learned score reads most lines that keep a complaint's substance as charged ("It feels like you only text when
 * you're bored." 0.83), so a framed line is refused only when it is sure; the structure above refuses the rest.
 */
const SURE_CHARGED = 0.9;

/** One line said as how it feels, or null when it is no plain statement about the reader or the sender's place. */
function framedAsFelt(statement: string): string | null {
  const cool = coolDown(withoutTail(statement)).replace(ANY_EMOJI, ' ').replace(/\s+/g, ' ').trim();
  const body = cool
    .replace(RESIGNED_OPENER, '')
    .replace(PRESSING, '')
    .replace(/[.!…]+$/, '')
    .trim();
  if (!ABOUT_US.test(body) || NO_FEELING_VIEW.test(body) || WHO_YOU_ARE.test(body)) return null;
  if (NOT_A_FEELING.test(body) || (ABOUT_THEIR_THING.test(body) && !NAMES_SENDER.test(body))) return null;
  const facts = extractFacts(body);
  if (facts.times.length + facts.days.length + facts.amounts.length > 0) return null;
  if (body.split(/\s+/).length < 3 || !hasVerb(body)) return null;
  // Lower-cased to follow "It feels like", but not "I" or a name; shorthand's "U" is "you".
  const said = body.replace(/^U\b/, 'u').replace(/^\p{Lu}(?!['’\s])/u, (c) => c.toLowerCase());
  const view = finish(`It feels like ${said}`);
  return chargedScore(view) >= SURE_CHARGED || heatMarker(view) ? null : view;
}

/** "Why is your phone always face down when I walk in?": the why-question a complaint is asked as. */
const WHY_QUESTION = new RegExp(
  String.raw`^\W*${LEAD_IN}*why\s+(?!(?:should|would|could|can|will|must)\b)(.+?)\s*\?+\s*$`,
  'iu',
);

/**
 * A why-question that complains, said as what bothers the sender: "Why do the kids always come back from yours
 * exhausted and starving?" -> "It bothers me that the kids always come back from yours exhausted and starving.";
 * "Why am I the only one who did anything for the lab?" -> "It bothers me that I'm the only one who did anything for
 * the lab.". Not "why should/would/can …" (a different question), and not one whose statement still reads charged.
 */
function whyAsBother(sentence: string): string | null {
  // "Why do you even care where I was?" says the reader has no business caring: no plain statement of it.
  if (/\beven\b/i.test(sentence)) return null;
  const why = WHY_QUESTION.exec(coolDown(sentence).replace(ANY_EMOJI, ' ').trim());
  if (!why) return null;
  const statement = questionAsStatement(why[1]!, 'why');
  if (!statement || NOT_A_FEELING.test(statement) || statement.split(/\s+/).length < 3) return null;
  const said = statement.replace(/^U\b/, 'u').replace(/^\p{Lu}(?!['’\s])/u, (c) => c.toLowerCase());
  const view = finish(`It bothers me that ${said}`);
  return chargedScore(view) >= SURE_CHARGED || heatMarker(view) ? null : view;
}

/**
 * A verdict on the reader or a hostile question, when nothing else of the sentence can be kept, said as how it feels
 * to the sender: "ok so ur mates r more important than me again" -> "It feels like ur mates r more important than
 * me."; "Guess I'm dead to you now." -> "It feels like I'm dead to you now."; "Why is it always my job to plan date
 * night?" -> "It bothers me that it is always my job to plan date night.". The first line that frames, or null.
 */
export function verdictAsFeeling(sentence: string): string | null {
  const bothers = whyAsBother(sentence);
  if (bothers) return bothers;
  for (const statement of [...questionStatements(sentence), sentence]) {
    const felt = framedAsFelt(statement);
    if (felt) return felt;
  }
  return null;
}
