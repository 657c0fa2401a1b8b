/**
 * The general path: a calm sentence for any charged sentence no specific rule made calm. It reads the
 * sentence's shape (a command, an ultimatum, a verdict on the reader, sarcasm, a hostile question, a guilt
 * trip, a complaint about what the reader did) and says the same thing as a person would when calm, with the
 * sender's own words plus the small calm vocabulary (calm-vocabulary.ts). compromise reads the parts of
 * speech and the verb forms.
 *
 *   calmCandidates("Call me back.")           // ["Could you call me back?", ...]
 *   calmCandidates("You're so careless.")     // ["I'm worried about how this was handled.", ...]
 *
 * Candidates come best first; '' means the sentence only wounds and may be dropped. The caller checks each
 * candidate before it is shown (calm-compose.ts).
 */
import { nlpFresh, verbForm } from './nlp';
import { withoutHeat } from './calm-parts';
import { isMockOnly, withoutTail } from './calm-point';
import { isCommand, purposeOf, type Purpose } from './purpose';
import { readsCharged } from './charged-score';
import type { FindingKind } from './rule';
import { lowerFirst, spelledYou, tidy } from './text';
import { mayAddPlease } from './calm-request';
import { LEGITIMATE_STEP, withoutEmphasis } from './consequence';
import { ANY_EMOJI, CONTEMPT_EMOJI, CONTEMPT_EMOJI_ONE } from './emoji';
import { againAsSaid, mockedThing } from './calm-mockery';

/** A calm form of a sentence and the kind of change it makes. */
export interface Candidate {
  text: string;
  kind: FindingKind;
  /**
   * A legitimate next step said plainly ("If it happens again, I'll call the council."): the composer takes it over
   * dropping the warning when only the learned score doubts it (calm-choose.ts); readers find a plain consequence firm,
   * not hostile.
   */
  step?: true;
}

/** Short words written in capitals that are names of things, not a raised voice. */
const ACRONYM =
  /^(?:I|OK|ASAP|USA|UK|EU|PDF|ID|TV|PM|AM|CEO|HR|IT|ETA|DM|FYI|RSVP|NYC|LA|BBQ|GPS|ATM|IRS|DMV|ER|ICU|PTA|GPA|SAT|ACT|MRI|COVID|RIP|[A-Z]\d*)$/;

/** The sentence with heat words, contempt emoji, shouting and stacked marks taken out. */
export function coolDown(sentence: string): string {
  // Heat words go (a heat word set off by commas with both: calm-parts.ts), and contempt emoji.
  let s = withoutHeat(sentence.replace(CONTEMPT_EMOJI, ''));
  const letters = s.replace(/[^A-Za-z]/g, '');
  const shouted = letters.length >= 4 && letters.replace(/[^A-Z]/g, '').length / letters.length > 0.6;
  s = s.replace(/\b[A-Z][A-Z'’]{1,}\b/g, (w) =>
    ACRONYM.test(w) && !shouted ? w : w === 'I' || /^I['’]/.test(w) ? w : w.toLowerCase(),
  );
  s = s
    .replace(/\bi\b(?=['’\s]|$)/g, 'I')
    .replace(/([!?])[!?]+/g, (_m, first: string) => (s.includes('?') ? '?' : first))
    .replace(/!/g, '.')
    .replace(/\s+/g, ' ');
  return finish(s);
}

/** Capital first letter, one closing mark, no seams. */
export function finish(s: string, mark?: '.' | '?'): string {
  let t = tidy(s.replace(/^[\s,;:.]+/, '').replace(/[\s,;:]+([.?!]*)$/, '$1'));
  if (!/[A-Za-z0-9]/.test(t)) return '';
  if (mark) t = t.replace(/[.!?]*$/, mark);
  else if (!/[.!?]["')\]]*$/.test(t)) t += '.';
  t = spelledYou(t);
  return t.replace(/^([^A-Za-z0-9]*)([a-z])/, (_m, lead: string, c: string) => lead + c.toUpperCase());
}

/** Lower case for the middle of a new sentence, keeping "I" and names. */
export function inner(s: string): string {
  return lowerFirst(s.trim()).replace(/[.!?]+$/, '');
}

const ULTIMATUM_IF =
  /^if\s+(?:you|u)\s+(.+?),?\s+(?:I['’]ll|I will|I['’]m going to|I am going to|I['’]m gonna|you['’]ll|you will|we['’]re|I['’]m|there will be)\b(.*)$/i;
const ULTIMATUM_OR =
  /^(.+?),?\s+or\s+(?:else\b|I['’]ll|I will|I['’]m|we['’]re|you['’]ll|you will|im|ill|I(?=\s+(?!(?:think|guess|mean|know|suppose|am|was|do|did|don['’]?t|can|could|might|may|would|should|have|had|need|want|wonder|hope|feel|just|really)\b)\p{L}+\b)|(?=(?:enjoy|face|see (?:you|u) in|deal with|no\s+\w+)\b)|(?=(?:the|your|ur|my)\s+[\p{L}\d-]+\s+(?:goes|gets|will|is going|stays|comes)\b))(.*)$/iu;
/**
 * A consequence the sender may name plainly after a request: a thing of the reader's put away or switched off by
 * them ("the Xbox goes in my closet", "your phone goes in the drawer", "the wifi goes off"), not harm done to it.
 */
const KEPT_AWAY =
  /^\s*(?:the|your|ur)\s+[\p{L}\d-]+\s+(?:goes|stays|comes)\s+(?:in|into|to|with|off|away|back)\b(?!.*\b(?:bin|trash|garbage|rubbish|skip|street|curb|kerb|pieces|smashed|broken)\b)/iu;
/** "Next time I call police, I promise you.", "next time im calling the council": the step and what follows it. */
const NEXT_TIME =
  /^(?:(.+?),\s+)?next time,?\s+(?:(?:I['’]?m|im|I am)\s+(?:going to\s+|gonna\s+)?|I['’]?ll\s+|ill\s+|I will\s+|I\s+)(?!not\b)(\p{L}+)\s*(.*?)(?:,?\s+(?:I am not joking|i['’]?m not joking|im not joking|I promise(?: you)?|no discussion|I swear|seriously|trust me|and I mean it|mark my words))?\s*$/iu;
const HOSTILE_WHY =
  /^why\s+(?:can['’]?t|won['’]?t|don['’]?t|didn['’]?t|couldn['’]?t|wouldn['’]?t|is it so hard (?:for you )?to)\s+(?:you\s+)?(?:ever\s+|just\s+)?(.+?)\?*$/i;
const ASK_AGAIN =
  /^(?:how many times do I (?:have|need) to (?:ask|tell) (?:you|u) to|is it (?:really )?(?:too much|so hard|that hard) (?:to ask (?:that (?:you|u)|(?:for|of) (?:you|u) to)|(?:for (?:you|u) )?to)|how hard is it to)\s+(.+?)\?*$/i;
/**
 * An order not to pretend is an accusation of lying; what it asks, when it asks anything, is what the reader says
 * they cannot do ("… you can't pay me back" asks "Please pay me back.").
 */
const PRETEND =
  /^(?:(?:please|and|so|just)\s+)?(?:don['’]?t|dont|do not|stop|quit)\s+(?:pretending|pretend|acting like|act like|acting as if|act as if|playing dumb|play dumb|playing innocent|play innocent)(?:\s+(?:that\s+)?(?:you|u)\s+(?:(?:can['’]?t|cant|cannot|couldn['’]?t|are unable to)\s+(.+)|.+))?$/i;
/** "Is it too much to ask for a text when you're late?" asks for a thing, not the reader to ask: "I'd like a text …". */
const ASK_FOR_THING =
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
const SO_HARD_ABOUT = /^what['’]?s so (?:hard|difficult|complicated) about (\p{L}+ing)\b(.*?)\?*$/iu;
/**
 * "Are you ever going to put your phone down when I'm talking?" asks for it ("Could you put your phone down …?"); its
 * second choice, if any ("…, or should I just consider it a gift?"), is the jab and goes. ("ever" is heat the body
 * has already lost.)
 */
const EVER_GOING_TO =
  /^(?:(?:so|and|seriously),?\s+)?(?:are|r)\s+(?:you|u)\s+(?:ever\s+)?(?:going to|gonna)\s+(?!(?:keep|continue|carry on)\b)(.+?)(?:,?\s+or\s+(?:should|shall|do|am|must|will|is|are)\b.*)?\?*$/i;
/**
 * "Are you going to keep ignoring my texts?" asks the reader to stop, not to go on ("Could you keep ignoring …?"
 * flips it): "Could you stop ignoring my texts?". A second choice, if any, goes as above.
 */
const GOING_TO_KEEP =
  /^(?:(?:so|and|seriously),?\s+)?(?:are|r)\s+(?:you|u)\s+(?:just\s+)?(?:going to|gonna)\s+(?:keep|continue|carry on)\s+(\p{L}+ing\b.*?)(?:,?\s+or\s+(?:should|shall|do|am|must|will|is|are|did|does)\b.*)?\?*$/iu;
/**
 * "Is there a reason you cc'd the whole team, or did you just fancy humiliating me?" asks why; its second choice is
 * the jab: "Could you tell me why you cc'd the whole team?", in the sender's own tense.
 */
const IS_THERE_A_REASON =
  /^is there (?:a|any|some) (?:good |particular )?reason (?:why |that )?(?:you|u)\s+(.+?)(?:,?\s+or\s+.*)?\?*$/i;
/**
 * "Are you really going to skip Dad's dinner for a match?" disapproves of what follows, so asking for it flips it
 * ("Could you skip …?"): the sender's wish is that it does not happen, "I hope you won't skip …".
 */
const REALLY_GOING_TO =
  /^\W*(?:(?:so|and|wait),?\s+)?(?:are|r)\s+(?:you|u)\s+(?:really|seriously|honestly|actually|truly|just)\s+(?:going to|gonna)\s+(.+?)\?*$/i;
/** "Did it ever occur to you to ask me first?" asks for what follows ("ask me first"). */
const OCCUR_TO_YOU = /^did it (?:ever |not |never )?occur to (?:you|u) to (.+?)\?*$/i;
const DID_YOU_EVEN =
  /^(did|do|have|has|does|are|were|is)\s+(you|u|he|she|they|it|any ?one|any ?body|some ?one|some ?body)(?:\s+(?:there|here|else))?\s+(?:even|actually|really|seriously)\s+(.+?)\?*$/i;
/**
 * "Is anyone at your company capable of answering an email within a week?" asks for what they are said to be
 * incapable of: "Could anyone at your company answer an email within a week?".
 */
const CAPABLE_OF =
  /^(?:is|are)\s+(any ?one|any ?body|some ?one|you|u)\b(.{0,40}?)\s+(?:even\s+)?(?:capable of|able to)\s+(\p{L}+)\b(.*?)\?*$/iu;
const NEGATIVE_COMMAND = /^(?:(?:please|kindly|pls)\s+)?(?:don['’]?t|dont|do not|never)\s+(.+)$/i;
const STOP_DOING = /^(?:(?:please|kindly|pls)\s+)?(?:stop|quit)\s+(.+)$/i;
const NEED_YOU_TO = /^(?:I\s+)?need\s+(?:you|u)\s+to\s+(.+)$/i;
const LEAD =
  /^(?:please|kindly|pls|maybe|just|now|so|ok(?:ay)?|look|listen|well|go|and|then|either)\b[\s,]*/i;
/** "I'm done being your backup plan": the decision, said as the sender's limit, not as a slammed door. */
const DONE_DOING =
  /^(?:(?:ok(?:ay)?|so|well|honestly|fine|and)\b[\s,]*)?(?:I['’]?m|im|I am)\s+(?:so\s+)?(?:done|through|finished)\s+(?:with\s+)?(\w+ing)\b\s*(.*)$/i;
const OWN_DECISION =
  /\bI['’]ll\s+(?:just\s+)?(?:do|handle|take care of|sort|pay for|clean|fix|book|pick up)\b[^,.!?]*?\b(?:myself|alone|on my own|by myself)\b/i;
/** Strong words for the sender's own feeling, and the calm ones a person uses once they have cooled. */
const FEELING_SWAPS: ReadonlyArray<[RegExp, string]> = [
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
const MAYBE_DO =
  /^\W*(?:maybe|perhaps)\s+(?!(?:we|I|you|u|he|she|they|it|this|that|not|next|later|tomorrow|if)\b)/i;
/** A command's verb phrase when the sentence is one ("Maybe try reading the email" -> "try reading the email"). */
function commandOf(s: string): string | null {
  let body = s.replace(/[.!?]+$/, '').trim();
  for (let i = 0; i < 2; i++) body = body.replace(LEAD, '');
  return body && !CONDITIONAL_COMMAND.test(body) && isCommand(body) ? inner(body) : null;
}

/**
 * Mock praise opening a statement about the reader ("cool so youre just gonna leave me on read", "Great, you're
 * late again"): the statement is the sender's point, said plainly once the opener goes.
 */
const MOCK_OPENER =
  /^\W*(?:oh,?\s+)?(?:cool|great|nice|perfect|awesome|wonderful|lovely|fantastic|brilliant|wow)[,.!\s]+(?:so\s+|then\s+)?(?=(?:you|u|ur|youre|you['’]re|ure)\b)/i;

/**
 * "Love how the 'urgent' request came in at 5:58pm on a Friday 🙂": mock delight at what happened, which is the point
 * ("The 'urgent' request came in at 5:58pm on a Friday."). Only before a clause ("how", "that", "the way").
 */
const MOCK_LOVE =
  /^\W*(?:(?:oh|wow|gotta|got to|just|so|really|honestly),?\s+)*(?:I\s+)?(?:love|loving|loved|adore)\s+(?:how|that|the way)\s+(?=\S)/i;

/** "being" -> "be", "covering" -> "cover", "driving" -> "drive": the bare verb of a gerund. */
export function bareVerb(gerund: string): string {
  // toInfinitive changes the document: a fresh parse, so the one cached for this call stays as read.
  const inf = nlpFresh(gerund).verbs().toInfinitive().text().trim();
  const stem = gerund.replace(/ing$/i, '');
  // compromise drops an "e" it cannot know was there ("moving" -> "mov"): the bare verb is the one whose own
  // gerund is the word.
  for (const bare of [inf, `${stem}e`, stem, stem.replace(/(\p{L})\1$/u, '$1')])
    if (bare && !/ing$/i.test(bare) && verbForm(bare, 'Gerund')?.toLowerCase() === gerund.toLowerCase())
      return bare;
  return inf && !/ing$/i.test(inf) ? inf : stem;
}

/**
 * The request a threat's condition stands for: "If you don't pay by Friday" asks "Please pay by Friday." None when
 * "Please" may not stand before it (calm-request.ts): "If you will be late again" asks no "Please don't will be late".
 */
function askOf(condition: string, sentence: string): string | null {
  const c = inner(condition);
  // "If you can't pay me back by Friday" asks it too ("Please pay me back by Friday."), as "If you don't" does.
  const negated =
    /^(?:don['’]?t|dont|do not|never|can['’]?t|cant|cannot|won['’]?t|wont|will not|fail to)\s+(.+)$/i.exec(c);
  const command = negated ? negated[1]! : `don't ${c}`;
  return mayAddPlease(command, sentence) ? finish(`Please ${command}`) : null;
}

/**
 * Candidate calm sentences for one sentence of a charged message, built for its purpose (purpose.ts), best
 * first; '' means the sentence only wounds and goes. The composer (calm-compose.ts) shows the first candidate
 * that passes the output check, and drops the sentence when none does and no fact goes with it.
 */
export function calmCandidates(sentence: string, purpose: Purpose = purposeOf(sentence)): Candidate[] {
  if (isMockOnly(sentence)) return [{ text: '', kind: 'sarcasm' }];
  // A kind promise is the sender's as written (calm-compose.ts keeps it).
  if (isKindPromise(sentence)) return [];
  const cool = coolDown(withoutTail(sentence));
  const body = cool.replace(/[.!?]+$/, '').trim();
  if (!body) return [{ text: '', kind: 'contempt' }];
  const out: Candidate[] = [];
  const push = (text: string, kind: FindingKind) => {
    if (!out.some((c) => c.text === text)) out.push({ text, kind });
  };
  const expected = expectationAsAsk(body);
  if (expected) push(expected, 'demand');
  // "Pay me the $40 or your car gets keyed tonight." reads as a request to the purpose reader; its "or …" makes it
  // an ultimatum, whose consequence must not ride along in a polite question.
  if (purpose === 'request' && ULTIMATUM_OR.test(body)) purpose = 'threat';
  // Dropping "again", "seriously", "for once" takes out exasperation; only a contempt emoji is contempt.
  const coolKind: FindingKind = /[A-Z]{3}/.test(sentence)
    ? 'shouting'
    : CONTEMPT_EMOJI_ONE.test(sentence)
      ? 'contempt'
      : 'exasperation';
  switch (purpose) {
    case 'frame':
    case 'logistics':
    case 'question':
      push(purpose === 'frame' ? sentence.trim() : cool, coolKind);
      break;
    case 'request': {
      // "Do that again and I'll buy you a coffee": a promise whose consequence is kind stays the sender's.
      if (isKindPromise(body)) return [];
      // "Don't pretend you can't pay me back." asks for the payment; "Stop pretending you didn't see it." only
      // accuses, and goes when nothing else goes with it.
      const pretend = PRETEND.exec(body);
      if (pretend) {
        if (pretend[1]) push(finish(`Please ${inner(pretend[1])}`), 'demand');
        push('', 'blame');
        break;
      }
      const need = NEED_YOU_TO.exec(body);
      const negative = NEGATIVE_COMMAND.exec(body);
      const stop = STOP_DOING.exec(body);
      // compromise is asked only when no plain shape answered.
      const command = need || negative || stop ? null : commandOf(body);
      if (need) push(finish(`Could you ${inner(need[1]!)}`, '?'), 'demand');
      else if (negative && mayAddPlease(`don't ${inner(negative[1]!)}`, sentence))
        push(finish(`Please don't ${inner(negative[1]!)}`), 'demand');
      else if (stop && mayAddPlease(`stop ${inner(stop[1]!)}`, sentence))
        push(finish(`Please stop ${inner(stop[1]!)}`), 'demand');
      else if (command) push(finish(`Could you ${command}`, '?'), 'demand');
      push(cool, coolKind);
      break;
    }
    case 'decision': {
      const done = DONE_DOING.exec(body);
      if (done) {
        const rest = done[2]!
          .replace(/\b(?:your|ur)\b/gi, 'the')
          .replace(/\s*\b(?:any ?more|anymore)\b/i, '');
        push(
          finish(`I'm not able to ${bareVerb(done[1]!)}${rest ? ` ${rest}` : ''} any more`),
          'exasperation',
        );
      }
      push(cool, coolKind);
      break;
    }
    case 'feeling': {
      let calm = cool;
      for (const [re, to] of FEELING_SWAPS) calm = calm.replace(re, to);
      push(finish(calm), 'exasperation');
      push(cool, coolKind);
      break;
    }
    case 'hostile-question': {
      const thing = ASK_FOR_THING.exec(body);
      if (thing) push(finish(`I'd like ${inner(thing[1]!)}`), 'demand');
      const hard = SO_HARD_ABOUT.exec(body);
      if (hard) push(finish(`Could you ${bareVerb(hard[1]!.toLowerCase())}${hard[2]!}`, '?'), 'demand');
      const why =
        thing || hard
          ? null
          : (HOSTILE_WHY.exec(body) ??
            ASK_AGAIN.exec(body) ??
            OCCUR_TO_YOU.exec(body) ??
            EVER_GOING_TO.exec(body));
      // Read on the sentence as written: "really" is heat the cooled body has lost, and it is what turns the question.
      const really = thing || hard ? null : REALLY_GOING_TO.exec(withoutTail(sentence).trim());
      if (really) {
        push(finish(`I hope you won't ${inner(coolDown(really[1]!).replace(/[.!?]+$/, ''))}`), 'demand');
        push('', 'contempt');
        break;
      }
      const capable = thing || hard || why ? null : CAPABLE_OF.exec(body);
      if (capable) {
        const [, who, where, verb, rest] = capable as unknown as [string, string, string, string, string];
        // The sender's own word: "someone" would be a word they did not write.
        const subject = /^(?:you|u)$/i.test(who) ? 'you' : who.toLowerCase();
        const bare = /ing$/i.test(verb) ? bareVerb(verb.toLowerCase()) : verb.toLowerCase();
        push(finish(`Could ${subject}${where} ${bare}${rest}`, '?'), 'demand');
      }
      const keep = thing || hard ? null : GOING_TO_KEEP.exec(body);
      const reason = thing || hard || why || keep ? null : IS_THERE_A_REASON.exec(body);
      if (keep) push(finish(`Could you stop ${inner(keep[1]!)}`, '?'), 'demand');
      if (reason) push(finish(`Could you tell me why you ${inner(reason[1]!)}`, '?'), 'demand');
      // "Did you even ...?" is read before its intensifier goes as heat; the cooled body is then the real question.
      const even = DID_YOU_EVEN.test(withoutTail(sentence).trim());
      if (why) push(finish(`Could you ${inner(why[1]!)}`, '?'), 'demand');
      else if (even) push(finish(body, '?'), 'contempt');
      push('', 'contempt');
      break;
    }
    case 'threat': {
      // "Next time I'm calling the police" is a next step said as a warning: a legitimate one is said plainly ("If it
      // happens again, I'll call the police."); any other ("… leaving it on your doorstep") only threatens.
      const next = NEXT_TIME.exec(withoutEmphasis(body));
      if (next) {
        const [, head, verb, rest] = next as unknown as [string, string | undefined, string, string];
        const step = `${bareVerb(verb.toLowerCase())} ${rest}`
          .replace(/\b(and|then)\s+(\p{L}+ing)\b/giu, (_m, and: string, g: string) => `${and} ${bareVerb(g)}`)
          .trim();
        // What came before it in the sentence ("I've asked nicely twice, next time …") stays its own sentence.
        const before = head ? `${finish(head)} ` : '';
        if (LEGITIMATE_STEP.test(step))
          out.push({
            text: `${before}${finish(`If it happens again, I'll ${step}`)}`,
            kind: 'threat',
            step: true,
          });
        push(head ? finish(head) : '', 'threat');
        break;
      }
      // The request inside the ultimatum stays; the consequence stays only when it is a legitimate next step.
      const ifThreat = ULTIMATUM_IF.exec(body);
      const orThreat = ifThreat ? null : ULTIMATUM_OR.exec(body);
      // "or I'm disputing the charge": the step said as "to dispute the charge" after "my next step would be".
      const stated = withoutEmphasis(
        (ifThreat ?? orThreat)?.[2]?.replace(/^\s*(?:going to|gonna|have to|be)\s+/i, '') ?? '',
      ).replace(/^\s*(\p{L}+ing)\b/u, (_m, g: string) => bareVerb(g.toLowerCase()));
      // "… disputing the payment and leaving a review you won't enjoy": the proper step stays, the menace after it
      // goes.
      const first = stated.split(/\s+and\s+(?:I['’]?ll\s+|I\s+will\s+)?/i)[0]!;
      const step = !LEGITIMATE_STEP.test(stated) && LEGITIMATE_STEP.test(first) ? first : stated;
      const demand = orThreat ? commandOf(orThreat[1]!) : null;
      const ask = ifThreat
        ? askOf(ifThreat[1]!, sentence)
        : demand
          ? finish(`Could you ${demand}`, '?')
          : null;
      // A step through the proper channel is a reviewed phrasing, held to the plain markers of heat as the "next
      // time" step above is: the score, trained on what senders write, doubts "… small claims court" however said.
      if (ask && LEGITIMATE_STEP.test(step))
        out.push({
          text: ask.endsWith('?')
            ? `${ask} If not, my next step would be to ${inner(step)}.`
            : `${ask.replace(/\.$/, '')}, otherwise my next step would be to ${inner(step)}.`,
          kind: 'threat',
          step: true,
        });
      if (ask) push(ask, 'threat');
      // A consequence that carries a fact the ask would lose ("… or the Xbox goes in my closet") is said plainly after
      // it, as the sender's next step; the output check refuses it where it still reads as a threat.
      const plainStep = orThreat && KEPT_AWAY.test(step) ? finish(step) : null;
      if (ask && plainStep && !LEGITIMATE_STEP.test(step))
        push(`${ask} If not, ${lowerFirst(plainStep)}`, 'threat');
      push('', 'threat');
      break;
    }
    case 'sarcasm': {
      const opener = MOCK_OPENER.exec(sentence) ?? MOCK_LOVE.exec(sentence);
      // Any emoji left after mock delight carries it still ("… at 8 😊🙂").
      const rest = opener
        ? coolDown(withoutTail(sentence.slice(opener[0].length)))
            .replace(ANY_EMOJI, ' ')
            .trim()
        : '';
      if (rest && !isMockOnly(rest)) push(finish(rest), 'sarcasm');
      // What the mock delight or mock thanks is for (calm-mockery.ts): what the sender is not happy about.
      const loved = mockedThing(sentence) ?? '';
      if (loved.split(/\s+/).length >= 2 && !isMockOnly(loved))
        push(
          finish(
            `I'm not happy about ${coolDown(loved)
              .replace(/[.!?]+$/, '')
              .replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())}`,
          ),
          'sarcasm',
        );
      // "Maybe read the policy before emailing me again.": advice said in mockery asks for something; it is asked.
      const advised = MAYBE_DO.test(body) ? commandOf(body) : null;
      if (advised) push(finish(`Could you ${advised}`, '?'), 'demand');
      push('', 'sarcasm');
      break;
    }
    case 'guilt': {
      // "I'll just do it myself": the sender's decision stays, said plainly; the rest of the guilt trip goes.
      const own = OWN_DECISION.exec(body);
      if (own) push(finish(own[0]!), 'exasperation');
      push('', 'exasperation');
      break;
    }
    case 'verdict':
    case 'insult': {
      // "Late again." is the complaint, said with its subject ("You're late again."), before it goes as a jab.
      const again = againAsSaid(sentence);
      if (again) push(again.text, 'blame');
      push('', 'insult');
      break;
    }
  }
  return out;
}
