/**
 * The general path: a calm sentence for any charged sentence no specific rule made calm. It reads the
 * sentence's shape (a command, an ultimatum, a verdict on the reader, sarcasm, a hostile question, a guilt
 * trip, a complaint about what the reader did) and says the same thing as a person would when calm, with the
 * sender's own words plus the small calm vocabulary (calm-vocabulary.ts). compromise reads the parts of
 * speech and the verb forms. The shapes it reads are in calm-shapes.ts; cooling and finishing, in calm-finish.ts.
 *
 *   calmCandidates("Call me back.")           // ["Could you call me back?", ...]
 *   calmCandidates("You're so careless.")     // ["I'm worried about how this was handled.", ...]
 *
 * Candidates come best first; '' means the sentence only wounds and may be dropped. The caller checks each
 * candidate before it is shown (calm-compose.ts).
 */
import { isMockOnly, withoutTail } from './calm-point';
import { purposeOf, type Purpose } from './purpose';
import type { FindingKind } from './rule';
import { lowerFirst } from './text';
import { mayAddPlease } from './calm-request';
import { LEGITIMATE_STEP, withoutEmphasis } from './consequence';
import { ANY_EMOJI, CONTEMPT_EMOJI_ONE } from './emoji';
import { againAsSaid, mockedThing } from './calm-mockery';
import { bareVerb, coolDown, finish, inner } from './calm-finish';
import {
  ASK_AGAIN,
  ASK_FOR_THING,
  CAPABLE_OF,
  DID_YOU_EVEN,
  DONE_DOING,
  EVER_GOING_TO,
  FEELING_SWAPS,
  GOING_TO_KEEP,
  HOSTILE_WHY,
  IS_THERE_A_REASON,
  KEPT_AWAY,
  MAYBE_DO,
  MOCK_LOVE,
  MOCK_OPENER,
  NEED_YOU_TO,
  NEGATIVE_COMMAND,
  NEXT_TIME,
  OCCUR_TO_YOU,
  OWN_DECISION,
  PRETEND,
  REALLY_GOING_TO,
  SO_HARD_ABOUT,
  STOP_DOING,
  ULTIMATUM_IF,
  ULTIMATUM_OR,
  askOf,
  commandOf,
  expectationAsAsk,
  isKindPromise,
} from './calm-shapes';

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
