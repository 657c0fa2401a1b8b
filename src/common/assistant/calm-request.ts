/**
 * The one place that decides whether a command is asked with "Please" in front of it. Second readers found the
 * added word bolted on (issue 20) where the sender already asked politely ("Please sign it tonight pls"), where
 * what follows commands nothing ("Please do u even check ...", "Please, I see you open it."), where the sender's
 * own capitals stay inside it ("Please don't Spend it"), and where the imperative is a fond idiom in a glad
 * message ("Happy birthday!! Don't spend it all at once."), which is no command to soften.
 *
 *   mayAddPlease("sign the form tonight", "Sign the form tonight pls")   // false: the sender's "pls" asks
 *   mayAddPlease("don't be late again", "Don't be late again.")          // true
 */
import { readsGlad } from './feeling';
import { nlp } from './nlp';
import { readsAsCommand } from './purpose';

/** The sender already asks: their own word stays, and a second one doubles it. */
const ASKS_POLITELY =
  /\b(?:please|pls|plz|plse|plox|kindly)\b|\bif\s+(?:you|u)\s+(?:could|would|can(?!['’]?t|not)|don['’]?t\s+mind)\b/i;
/** A negated command ("don't spend it", "never post me", "don't even start") commands its verb. */
const NEGATION = /^(?:don['’]?t|dont|do\s+not|never)\s+(?:(?:even|ever|just|really|actually)\s+)*/i;
/** Words that are never a name, whatever their capital says ("Spend", "Quickly", "The"). */
const NEVER_A_NAME = '(#Verb|#Adjective|#Adverb|#Determiner|#Preposition|#Conjunction)';

/**
 * Whether `text` (what would follow "Please") opens with a verb in the command mood, by compromise's reading: "do
 * u even check" has its subject after the verb and asks a question; "I see you open it" commands nothing.
 */
export function commandFollows(text: string): boolean {
  const body = text
    .replace(/^[\s,;:]+/, '')
    .replace(NEGATION, '')
    .replace(/^(?:(?:just|now|then|so|kindly)\s+)+/i, '')
    .replace(/[.!?…]+\s*$/, '')
    .trim();
  if (!body || !readsAsCommand(body)) return false;
  return !nlp(body).has('^#Verb (you|u|ya|he|she|they|we|i)');
}

/** The sender's own capitals inside the command ("don't Spend it"): "Please" beside them reads pasted on. */
function keepsOwnCapitals(command: string): boolean {
  const body = command.replace(NEGATION, '');
  // compromise reads a capital after "don't" as a name: the verb's own capital is told by where it stands.
  if (body !== command && /^\p{Lu}\p{Ll}/u.test(body)) return true;
  const terms = nlp(body).terms();
  for (let i = 1; i < terms.length; i++) {
    const t = terms.eq(i);
    const word = t.text('machine');
    if (/^\p{Lu}\p{Ll}/u.test(word) && t.has(NEVER_A_NAME)) return true;
  }
  return false;
}

/**
 * Whether "Please" may go in front of `command` (the words it would stand before), said in `sentence` of
 * `message` (the whole message, when the caller knows it). No when the sentence already asks politely, when no
 * command follows, when the sender's capitals stay inside it, or when the message reads glad once the
 * command's own "don't" is set aside.
 */
export function mayAddPlease(command: string, sentence: string, message = sentence): boolean {
  if (ASKS_POLITELY.test(sentence) || ASKS_POLITELY.test(command)) return false;
  if (!commandFollows(command) || keepsOwnCapitals(command)) return false;
  // Glad around it, and nothing wrong in it once its own "don't" is set aside (an exclaimed command alone is no joy).
  if (!message.includes(sentence)) return true;
  const plain = sentence.replace(/^\W*/, '').replace(NEGATION, '');
  return !(readsGlad(message.replace(sentence, ' ')) && readsGlad(message.replace(sentence, plain)));
}

/**
 * A rewrite's sentence without a "Please," that a cut left before a statement ("Please, I am not stupid, I see you
 * open it." -> "I see you open it."): a plea with nothing asked after it reads broken. Only when what follows opens
 * with its subject (compromise reads a pronoun) and commands nothing.
 */
export function withoutStrayPlease(text: string): string {
  const m = /^(\W*)please\s*,\s*(.+)$/is.exec(text);
  if (!m || commandFollows(m[2]!) || !nlp(m[2]!).has('^#Pronoun')) return text;
  return m[1]! + m[2]!.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
}
