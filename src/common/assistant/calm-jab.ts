/**
 * Whether a sentence the learned purpose reader (purpose.ts) reads as a jab is one (`checkedJab`): what a threat,
 * sarcasm, a verdict or a hostile question needs to be one, so the composer drops or reshapes only a real jab.
 */
import { isKindPromise } from './calm-shapes';
import { LEGITIMATE_STEP } from './consequence';
import { isCommand, rulePurposeOf, type Purpose } from './purpose';
import { extractFacts } from './facts';

/** "If you want, I'll take the kids": a condition that is the reader's own wish makes an offer, not a threat. */
export const OFFER =
  /^\W*if\s+(?:you|u)\s+(?:want|like|prefer|need|wish|['’]d like|would like|feel like)\b[^,]{0,30},/i;
/**
 * What a jab needs to be one, whatever the learned reader says: a threat names a consequence ("or", "if", "I'll",
 * "you'll regret"), and one whose consequence is kind is an offer or a promise ("If you want, I'll take the kids",
 * "Do that again and I'll buy you a coffee"); sarcasm says something good or mocks ("nice", "thanks", "great",
 * an eye-roll) — "You forgot the permission slip again." and "Your numbers ... are incorrect, again." are
 * complaints said plainly; a word in scare quotes, double or single ("busy", 'busy'), mocks. Otherwise the regex reader (purpose.ts rulePurposeOf) decides.
 */
const CONSEQUENCE =
  /\b(?:or|if|unless|else|otherwise|next time|will|won['’]?t|['’]ll|ll|gonna|going to|regret|sorry|warn\w*|last chance|see what happens|try me|watch|consequences?)\b/i;
const MOCKING =
  /\b(?:nice|great|thanks?|thank you|love|lovely|wonderful|brilliant|perfect|amazing|awesome|fantastic|cool|sure|glad|congrat\w*|bravo|well done|good|best|genius|impressive|helpful|reliable|mature|classy|fun|must be|of course|shocker|surprise|typical|classic|wow|oh)\b|\p{Extended_Pictographic}|["“”]|(?:^|\s)['‘]\p{L}[\p{L} ]{0,24}['’](?=[\s,.!?…]|$)/iu;
const NEGATED = /\b(?:not|no|never|nothing)\b|n['’]t\b/i;
/**
 * "Don't bother texting excuses, I've heard them all.", "Don't even bother apologising.": waving off what the reader
 * would say is a verdict on them, not a boundary ("Don't bother replying, I've sorted it." is one, and stays).
 */
const WAVED_OFF =
  /^\W*(?:and\s+)?(?:don['’]?t|dont|do\s+not)\s+(?:even\s+)?bother\s+(?:\p{L}+ing\s+)?(?:me\s+)?(?:with\s+)?(?:(?:your|ur|any\s+more|more)\s+)?(?:excuses|explanations?|explaining|apologi[sz]ing|apologies|lying|pretending|lies)\b/iu;

/**
 * `commands`: whether a plain statement is told from a command ('logistics' from 'request', which asks compromise, about
 * a millisecond a sentence); a caller that only asks whether the sentence is a jab (the two are alike to it) says false.
 */
export function checkedJab(sentence: string, purpose: Purpose, sure = false, commands = true): Purpose {
  if (WAVED_OFF.test(sentence)) return 'verdict';
  // "Are you ever going to return the £80, or should I just write it off?": a mocking second choice makes the question
  // a hostile one, however the learned reader reads the first (a next step as the choice is the sender's consequence).
  if (
    (purpose === 'question' || purpose === 'logistics' || purpose === 'request') &&
    MOCK_ALTERNATIVE.test(sentence) &&
    !namesAStep(sentence)
  )
    return 'hostile-question';
  // "Clearly my role is merely decorative.", "Apparently I'm the backup plan.": a statement the score is sure of,
  // with no fact, opened by the evidential that makes it sarcasm, says nothing plain (without the word it says
  // the opposite of what the sender means).
  if (
    sure &&
    purpose === 'logistics' &&
    /^\W*(?:apparently|clearly|obviously|evidently)\b(?!,?\s+(?:not|no)\b)/i.test(sentence)
  )
    return 'sarcasm';
  if (
    sure &&
    (purpose === 'sarcasm' || ((purpose === 'verdict' || purpose === 'insult') && !NEGATED.test(sentence)))
  )
    return purpose;
  if (purpose === 'threat') {
    if (OFFER.test(sentence) || isKindPromise(sentence)) return 'logistics';
    if (!CONSEQUENCE.test(sentence)) return rulePurposeOf(sentence, true, false);
  }
  if (purpose === 'sarcasm' && !MOCKING.test(sentence)) return rulePurposeOf(sentence, true, false);
  // A hostile question asks nothing the reader can answer; one that names an amount, a time or a day asks
  // something they can ("Are you capable of lifting 50 pounds?"), unless the regex reader hears a stock one in it.
  // A second choice that mocks ("…, or should I just consider it a gift?") makes it hostile whatever it names.
  if (
    purpose === 'hostile-question' &&
    namesAFact(sentence) &&
    (!MOCK_ALTERNATIVE.test(sentence) || namesAStep(sentence))
  )
    return rulePurposeOf(sentence, true, false);
  // A verdict or an insult is said to the reader: a sentence that never addresses them ("That is not nonsense,
  // it is a real concern.") is one only when the regex reader hears one ("This is ridiculous.").
  // A command speaks to the reader without naming them ("Read the email before replying, Gary."): a request,
  // which the composer asks ("Could you read …?") rather than keeping as a plain statement.
  if ((purpose === 'verdict' || purpose === 'insult') && !ADDRESSES_READER.test(sentence)) {
    const read = rulePurposeOf(sentence, true, false);
    return commands && read === 'logistics' && isCommand(sentence) ? 'request' : read;
  }
  return purpose;
}

/**
 * A question's second choice that says what the sender will be left to do: "…, or should I just eat the $340?",
 * "… or do I need to book an appointment?", "…, or am I paying for it again?".
 */
const MOCK_ALTERNATIVE = /\bor\s+(?:(?:should|shall|do|must|will)\s+I|am\s+I)\b[^?]*\?\s*$/i;
/**
 * A second choice that names a next step through the proper channel ("…, or do I need to take it to court?",
 * "…, or shall I just go to HR?"): the sender's consequence (consequence.ts), not mockery.
 */
const SECOND_CHOICE =
  /\bor\s+(?:should|shall|do|must|will|am)\s+I\s+(?:(?:just|need\s+to|have\s+to|going\s+to)\s+)*([^?]*)/i;
function namesAStep(sentence: string): boolean {
  const step = SECOND_CHOICE.exec(sentence)?.[1];
  return !!step && (LEGITIMATE_STEP.test(step) || /\b(?:court|tribunal|sue|complain\w*)\b/i.test(step));
}

const ADDRESSES_READER = /\b(?:you|your|yours|yourself|u|ur|ya|youre|you['’](?:re|ve|d|ll))\b/i;

function namesAFact(sentence: string): boolean {
  const f = extractFacts(sentence);
  return f.amounts.length + f.times.length + f.days.length > 0;
}
