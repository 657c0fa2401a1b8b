/**
 * The shapes of a charged sentence the general path (calm-sentence.ts) reads, and how each is said calm: an
 * ultimatum, a hostile question, an expectation, a command. Apart from the builder, so they read as one list.
 */
import { isCommand } from './purpose';
import { readsCharged } from './charged-score';
import { lowerFirst } from './text';
import { mayAddPlease } from './calm-request';
import { finish, inner } from './calm-finish';

export const ULTIMATUM_IF =
  /^if\s+(?:you|u)\s+(.+?),?\s+(?:I['’]ll|I will|I['’]m going to|I am going to|I['’]m gonna|you['’]ll|you will|we['’]re|I['’]m|there will be)\b(.*)$/i;
export const ULTIMATUM_OR =
  /^(.+?),?\s+or\s+(?:else\b|I['’]ll|I will|I['’]m|we['’]re|you['’]ll|you will|im|ill|I(?=\s+(?!(?:think|guess|mean|know|suppose|am|was|do|did|don['’]?t|can|could|might|may|would|should|have|had|need|want|wonder|hope|feel|just|really)\b)\p{L}+\b)|(?=(?:enjoy|face|see (?:you|u) in|deal with|no\s+\w+)\b)|(?=(?:the|your|ur|my)\s+[\p{L}\d-]+\s+(?:goes|gets|will|is going|stays|comes)\b))(.*)$/iu;
/**
 * A consequence the sender may name plainly after a request: a thing of the reader's put away or switched off by
 * them ("the Xbox goes in my closet", "your phone goes in the drawer", "the wifi goes off"), not harm done to it.
 */
export const KEPT_AWAY =
  /^\s*(?:the|your|ur)\s+[\p{L}\d-]+\s+(?:goes|stays|comes)\s+(?:in|into|to|with|off|away|back)\b(?!.*\b(?:bin|trash|garbage|rubbish|skip|street|curb|kerb|pieces|smashed|broken)\b)/iu;
/** "Next time I call police, I promise you.", "next time im calling the council": the step and what follows it. */
export const NEXT_TIME =
  /^(?:(.+?),\s+)?next time,?\s+(?:(?:I['’]?m|im|I am)\s+(?:going to\s+|gonna\s+)?|I['’]?ll\s+|ill\s+|I will\s+|I\s+)(?!not\b)(\p{L}+)\s*(.*?)(?:,?\s+(?:I am not joking|i['’]?m not joking|im not joking|I promise(?: you)?|no discussion|I swear|seriously|trust me|and I mean it|mark my words))?\s*$/iu;
export const HOSTILE_WHY =
  /^why\s+(?:can['’]?t|won['’]?t|don['’]?t|didn['’]?t|couldn['’]?t|wouldn['’]?t|is it so hard (?:for you )?to)\s+(?:you\s+)?(?:ever\s+|just\s+)?(.+?)\?*$/i;
export const ASK_AGAIN =
  /^(?:how many times do I (?:have|need) to (?:ask|tell) (?:you|u) to|is it (?:really )?(?:too much|so hard|that hard) (?:to ask (?:that (?:you|u)|(?:for|of) (?:you|u) to)|(?:for (?:you|u) )?to)|how hard is it to)\s+(.+?)\?*$/i;
/**
 * An order not to pretend is an accusation of lying; what it asks, when it asks anything, is what the reader says
 * they cannot do ("… you can't pay me back" asks "Please pay me back.").
 */
export const PRETEND =
  /^(?:(?:please|and|so|just)\s+)?(?:don['’]?t|dont|do not|stop|quit)\s+(?:pretending|pretend|acting like|act like|acting as if|act as if|playing dumb|play dumb|playing innocent|play innocent)(?:\s+(?:that\s+)?(?:you|u)\s+(?:(?:can['’]?t|cant|cannot|couldn['’]?t|are unable to)\s+(.+)|.+))?$/i;
/** "Is it too much to ask for a text when you're late?" asks for a thing, not the reader to ask: "I'd like a text …". */
export const ASK_FOR_THING =
  /^is it (?:really |honestly |seriously )?(?:too much|so hard|that hard|asking too much) to (?:ask for|expect|want) (?!(?:you|u)\b)(.+?)\?*$/i;
/**
 * "I Expect An Apology.", "I expect a full refund by Friday": what the sender wants, said as an expectation the reader
 * reads as a verdict on them. Said as a wish ("I'd like an apology."); "I expect you to pay by Friday" asks it.
 */
const EXPECT_THING =
  /^I\s+(?:fully\s+|do\s+|would\s+|will\s+)?expect\s+((?:an?|the|my|a\s+full|a\s+written|a\s+proper)\s+(?:apology|refund|reply|response|answer|explanation|call|phone\s+call|telephone\s+call|update|payment|repair|replacement|credit)\b.*)$/i;
const EXPECT_YOU_TO = /^I\s+(?:fully\s+|do\s+)?expect\s+(?:you|u)\s+to\s+(\p{L}.+)$/iu;
/** What an expectation asks, said as a wish or a request ("I expect an apology." -> "I'd like an apology."); or null. */
export function expectationAsAsk(sentence: string): string | null {
  const body = sentence.replace(/[.!?]+$/, '').trim();
  const thing = EXPECT_THING.exec(body);
  // An older writer's habitual capitals ("I Expect An Apology") are not carried into the wish; a name in plain case is.
  const titled = (body.match(/\b\p{L}+/gu) ?? []).every((w) => /^\p{Lu}/u.test(w));
  if (thing) return finish(`I'd like ${titled ? thing[1]!.toLowerCase() : thing[1]!}`);
  const ofYou = EXPECT_YOU_TO.exec(body);
  return ofYou ? finish(`Could you ${lowerFirst(ofYou[1]!)}`, '?') : null;
}

/** "What's so hard about putting your plate in the dishwasher?": the request is the gerund's ("put your plate …"). */
export const SO_HARD_ABOUT = /^what['’]?s so (?:hard|difficult|complicated) about (\p{L}+ing)\b(.*?)\?*$/iu;
/**
 * "Are you ever going to put your phone down when I'm talking?" asks for it ("Could you put your phone down …?"); its
 * second choice, if any ("…, or should I just consider it a gift?"), is the jab and goes. ("ever" is heat the body
 * has already lost.)
 */
export const EVER_GOING_TO =
  /^(?:(?:so|and|seriously),?\s+)?(?:are|r)\s+(?:you|u)\s+(?:ever\s+)?(?:going to|gonna)\s+(?!(?:keep|continue|carry on)\b)(.+?)(?:,?\s+or\s+(?:should|shall|do|am|must|will|is|are)\b.*)?\?*$/i;
/**
 * "Are you going to keep ignoring my texts?" asks the reader to stop, not to go on ("Could you keep ignoring …?"
 * flips it): "Could you stop ignoring my texts?". A second choice, if any, goes as above.
 */
export const GOING_TO_KEEP =
  /^(?:(?:so|and|seriously),?\s+)?(?:are|r)\s+(?:you|u)\s+(?:just\s+)?(?:going to|gonna)\s+(?:keep|continue|carry on)\s+(\p{L}+ing\b.*?)(?:,?\s+or\s+(?:should|shall|do|am|must|will|is|are|did|does)\b.*)?\?*$/iu;
/**
 * "Is there a reason you cc'd the whole team, or did you just fancy humiliating me?" asks why; its second choice is
 * the jab: "Could you tell me why you cc'd the whole team?", in the sender's own tense.
 */
export const IS_THERE_A_REASON =
  /^is there (?:a|any|some) (?:good |particular )?reason (?:why |that )?(?:you|u)\s+(.+?)(?:,?\s+or\s+.*)?\?*$/i;
/**
 * "Are you really going to skip Dad's dinner for a match?" disapproves of what follows, so asking for it flips it
 * ("Could you skip …?"): the sender's wish is that it does not happen, "I hope you won't skip …".
 */
export const REALLY_GOING_TO =
  /^\W*(?:(?:so|and|wait),?\s+)?(?:are|r)\s+(?:you|u)\s+(?:really|seriously|honestly|actually|truly|just)\s+(?:going to|gonna)\s+(.+?)\?*$/i;
/** "Did it ever occur to you to ask me first?" asks for what follows ("ask me first"). */
export const OCCUR_TO_YOU = /^did it (?:ever |not |never )?occur to (?:you|u) to (.+?)\?*$/i;
export const DID_YOU_EVEN =
  /^(did|do|have|has|does|are|were|is)\s+(you|u|he|she|they|it|any ?one|any ?body|some ?one|some ?body)(?:\s+(?:there|here|else))?\s+(?:even|actually|really|seriously)\s+(.+?)\?*$/i;
/**
 * "Is anyone at your company capable of answering an email within a week?" asks for what they are said to be
 * incapable of: "Could anyone at your company answer an email within a week?".
 */
export const CAPABLE_OF =
  /^(?:is|are)\s+(any ?one|any ?body|some ?one|you|u)\b(.{0,40}?)\s+(?:even\s+)?(?:capable of|able to)\s+(\p{L}+)\b(.*?)\?*$/iu;
export const NEGATIVE_COMMAND = /^(?:(?:please|kindly|pls)\s+)?(?:don['’]?t|dont|do not|never)\s+(.+)$/i;
export const STOP_DOING = /^(?:(?:please|kindly|pls)\s+)?(?:stop|quit)\s+(.+)$/i;
export const NEED_YOU_TO = /^(?:I\s+)?need\s+(?:you|u)\s+to\s+(.+)$/i;
const LEAD =
  /^(?:please|kindly|pls|maybe|just|now|so|ok(?:ay)?|look|listen|well|go|and|then|either)\b[\s,]*/i;
/** "I'm done being your backup plan": the decision, said as the sender's limit, not as a slammed door. */
export const DONE_DOING =
  /^(?:(?:ok(?:ay)?|so|well|honestly|fine|and)\b[\s,]*)?(?:I['’]?m|im|I am)\s+(?:so\s+)?(?:done|through|finished)\s+(?:with\s+)?(\w+ing)\b\s*(.*)$/i;
export const OWN_DECISION =
  /\bI['’]ll\s+(?:just\s+)?(?:do|handle|take care of|sort|pay for|clean|fix|book|pick up)\b[^,.!?]*?\b(?:myself|alone|on my own|by myself)\b/i;
/** Strong words for the sender's own feeling, and the calm ones a person uses once they have cooled. */
export const FEELING_SWAPS: ReadonlyArray<[RegExp, string]> = [
  [/\bI\s+(?:really\s+)?(?:hate|can['’]?t stand)\s+(?:it\s+)?(that|when|how)\b/i, 'It upsets me $1'],
  [/\b(?:I['’]?m|im|I am)\s+(?:so\s+)?sick(?:\s+and\s+tired)?\s+of\b/i, "I'm tired of"],
  // The rules' own wording for the same feeling ("I am so done with your excuses" -> "I'm frustrated with").
  [/\b(?:I['’]?m|im|I am)\s+(?:so\s+)?fed up\s+with\b/i, "I'm frustrated with"],
  [/\b(?:so|really|absolutely|beyond)\s+(pissed|furious|livid|fuming|mad|angry)\b/i, '$1'],
  [/\b(?:pissed(?:\s+off)?|furious|livid|fuming|mad)\b/i, 'upset'],
];

/**
 * "Do that again and I'll buy you a coffee": a command joined to what the sender will then do is a promise (or,
 * with "or", an ultimatum read as a threat), not a request to reword as "Could you ...?".
 */
const CONDITIONAL_COMMAND =
  /,?\s+and\s+(?:I['’]ll|I will|we['’]ll|we will|you['’]ll|you will|I['’]m gonna|I['’]m going to)\b/i;

/** A command joined to a kind promise ("Do that again and I'll buy you a coffee."): not a threat nor a request. */
export function isKindPromise(sentence: string): boolean {
  const body = sentence.replace(/[.!?]+$/, '').trim();
  const conditional = CONDITIONAL_COMMAND.exec(body);
  return conditional !== null && !readsCharged(body.slice(conditional.index).replace(/^,?\s+and\s+/i, ''));
}

/** Advice opened by "maybe" ("Maybe read the email this time", "maybe try knocking"), not "maybe we could …". */
export const MAYBE_DO =
  /^\W*(?:maybe|perhaps)\s+(?!(?:we|I|you|u|he|she|they|it|this|that|not|next|later|tomorrow|if)\b)/i;
/** A command's verb phrase when the sentence is one ("Maybe try reading the email" -> "try reading the email"). */
export function commandOf(s: string): string | null {
  let body = s.replace(/[.!?]+$/, '').trim();
  for (let i = 0; i < 2; i++) body = body.replace(LEAD, '');
  return body && !CONDITIONAL_COMMAND.test(body) && isCommand(body) ? inner(body) : null;
}

/**
 * Mock praise opening a statement about the reader ("cool so youre just gonna leave me on read", "Great, you're
 * late again"): the statement is the sender's point, said plainly once the opener goes.
 */
export const MOCK_OPENER =
  /^\W*(?:oh,?\s+)?(?:cool|great|nice|perfect|awesome|wonderful|lovely|fantastic|brilliant|wow)[,.!\s]+(?:so\s+|then\s+)?(?=(?:you|u|ur|youre|you['’]re|ure)\b)/i;

/**
 * "Love how the 'urgent' request came in at 5:58pm on a Friday 🙂": mock delight at what happened, which is the point
 * ("The 'urgent' request came in at 5:58pm on a Friday."). Only before a clause ("how", "that", "the way").
 */
export const MOCK_LOVE =
  /^\W*(?:(?:oh|wow|gotta|got to|just|so|really|honestly),?\s+)*(?:I\s+)?(?:love|loving|loved|adore)\s+(?:how|that|the way)\s+(?=\S)/i;

/**
 * The request a threat's condition stands for: "If you don't pay by Friday" asks "Please pay by Friday." None when
 * "Please" may not stand before it (calm-request.ts): "If you will be late again" asks no "Please don't will be late".
 */
export function askOf(condition: string, sentence: string): string | null {
  const c = inner(condition);
  // "If you can't pay me back by Friday" asks it too ("Please pay me back by Friday."), as "If you don't" does.
  const negated =
    /^(?:don['’]?t|dont|do not|never|can['’]?t|cant|cannot|won['’]?t|wont|will not|fail to)\s+(.+)$/i.exec(c);
  const command = negated ? negated[1]! : `don't ${c}`;
  return mayAddPlease(command, sentence) ? finish(`Please ${command}`) : null;
}
