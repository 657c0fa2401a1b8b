/**
 * A charged sentence said as what the sender holds to be so, for the plain forms (calm-plain.ts) and the composer's
 * early view (calm-choose.ts): a question that asks nothing says the sender's view, and envy said in mockery says what
 * the reader does. Only when the learned score is sure the question is rhetorical.
 */
import { chargedScore, isCharged } from './charged-score';
import { withoutTail } from './calm-point';
import { FUNCTION_WORDS } from './calm-vocabulary';
import { coolDown, finish, inner } from './calm-finish';
import { ANY_EMOJI } from './emoji';
import { lowerFirst } from './text';
import { reframedPoint } from './calm-reframe';

/**
 * "Do you honestly think a nine-year-old should be up until midnight?" asks nothing: it says the sender's view, so
 * the calm form says it ("I don't think a nine-year-old should be up until midnight."); "Do you think I'm going to
 * pay £60 …?" says "I'm not going to pay £60 …". Only a question the score is sure of (a sincere "Do you think we
 * should leave at 6?" is no view), whose view a "not" says: one already negated ("Do you think the rules don't
 * apply to you?"), about the sender ("Do you think I'm stupid?"), a polite ask ("… you could …") or an absurd one
 * the sarcasm lives in ("Do you think the dishes wash themselves?") has no plain view to say.
 */
const THINK_QUESTION =
  /^\W*(?:(?:and|but|so|seriously|honestly|like),?\s+)?do\s+(?:you|u)\s+(?:honestly\s+|really\s+|actually\s+|seriously\s+|genuinely\s+|truly\s+)?(?:think|believe)\s+(?:that\s+)?(.+?)\s*\?+\s*$/i;
/** A belief so absurd that saying it back keeps the sarcasm: "the dishes wash themselves", "money grows on trees". */
export const ABSURD_BELIEF =
  /\b(?:themselves|itself|by magic|on (?:its|their) own|on trees|fairies|elves|grows? back)\b/i;
const NO_PLAIN_VIEW = new RegExp(
  String.raw`\b(?:not|no|never|nobody|nothing|none)\b|n['’]t\b|\b(?:dont|cant|wont|didnt|doesnt|isnt|arent|wasnt|werent|havent|hasnt|shouldnt|wouldnt|couldnt)\b|${ABSURD_BELIEF.source}|^(?:you|u)\s+(?:could|can|might|would|may)\b|^(?:it|this|that)\s+(?:could|can|might|would|may)\b`,
  'i',
);
const I_WILL_VIEW = /^(?:I['’]m|I am|im)\s+(going to|gonna)\s+(.+)$|^(?:I['’]ll|I will|ill)\s+(.+)$/i;
const SURE_RHETORICAL = 0.9;

/** "How is it fair that I pay for everything?", "Since when is it okay to …?": the sender finds it not so. */
const HOW_IS_IT =
  /^\W*(?:(?:and|but|so|seriously|honestly),?\s+)?(?:how|since when)\s+is\s+(?:it|that|this)\s+(?:\w+\s+)?(fair|ok|okay|acceptable|reasonable|normal|right|appropriate)\s+((?:that|to|for)\b.+?)\s*\?+\s*$/i;
/** "Why should I pay for your mistakes?": the sender does not think they should. */
const WHY_SHOULD_I =
  /^\W*(?:(?:and|but|so|seriously|honestly),?\s+)?why\s+should\s+(I|we)\s+(?:have\s+to\s+)?(.+?)\s*\?+\s*$/i;
/** "Do you really expect me to cover your shift again?": the sender is not going to. */
const EXPECT_ME =
  /^\W*(?:(?:and|but|so|seriously|honestly),?\s+)?do\s+(?:you|u)\s+(?:honestly\s+|really\s+|seriously\s+|actually\s+|genuinely\s+)?expect\s+(?:me|us)\s+to\s+(.+?)\s*\?+\s*$/i;

/**
 * "Did you really think I wouldn't notice the £20 missing?", "Don't think I didn't notice you left early": the sender
 * noticed, and says so ("I noticed the £20 missing.").
 */
const THOUGHT_I_WOULDNT =
  /^\W*(?:(?:and|but|so|seriously|honestly),?\s+)?(?:did|do)\s+(?:you|u)\s+(?:honestly\s+|really\s+|seriously\s+|actually\s+|genuinely\s+)?(?:think|believe)\s+(?:that\s+)?I\s+(?:wouldn['’]?t|would not|won['’]?t|will not|wouldnt|wont)\s+(notice|find out|see|hear about|hear|know|realise|realize|figure (?:it )?out)\b\s*(.*?)\s*\?+\s*$/i;
const DONT_THINK_I_DIDNT =
  /^\W*(?:and\s+)?(?:don['’]?t|dont|do not)\s+think\s+(?:that\s+)?I\s+(?:didn['’]?t|did not|didnt|haven['’]?t|have not)\s+(notice|noticed|find out|found out|see|seen|hear about|heard about|hear|heard|know|realise|realize)\b\s*(.*?)[.!…]*\s*$/i;
const NOTICED: Record<string, string> = {
  notice: 'noticed',
  noticed: 'noticed',
  'find out': 'found out',
  'found out': 'found out',
  see: 'saw',
  seen: 'saw',
  'hear about': 'heard about',
  'heard about': 'heard about',
  hear: 'heard',
  heard: 'heard',
  know: 'knew',
  realise: 'realised',
  realize: 'realized',
  'figure out': 'figured out',
  'figure it out': 'figured it out',
};

/**
 * The view a rhetorical question says, or a hostile question's or formal reproach's point (calm-reframe.ts), or null
 * when it asks something or has no plain view.
 */
export function rhetoricalAsView(sentence: string): string | null {
  const said = sentence.trim();
  const noticed = THOUGHT_I_WOULDNT.exec(said) ?? DONT_THINK_I_DIDNT.exec(said);
  if (noticed) {
    const verb = NOTICED[noticed[1]!.toLowerCase()];
    if (!verb || chargedScore(said) < SURE_RHETORICAL) return null;
    return finish(`I ${verb}${noticed[2] ? ` ${noticed[2]}` : ''}`);
  }
  // A hostile question or a formal reproach said as the sender's point (calm-reframe.ts).
  const reframed = reframedPoint(said);
  // Its shape is the reproach, so the score need only read it charged, not be sure it asks nothing.
  if (reframed) return isCharged(said) ? reframed : null;
  const how = HOW_IS_IT.exec(said) ?? null;
  const why = how ? null : WHY_SHOULD_I.exec(said);
  const expect = how || why ? null : EXPECT_ME.exec(said);
  if (how || why || expect) {
    const rest = (how?.[2] ?? why?.[2] ?? expect?.[1])!;
    if (rest.split(/\s+/).length < 2 || NO_PLAIN_VIEW.test(rest) || chargedScore(said) < SURE_RHETORICAL)
      return null;
    if (how) return finish(`I don't think it's ${how[1]!.toLowerCase()} ${rest}`);
    if (why) return finish(`I don't think ${why[1]} should ${rest}`);
    return finish(`I'm not going to ${rest}`);
  }
  const m = THINK_QUESTION.exec(said);
  if (!m) return null;
  const view = m[1]!.trim();
  if (view.split(/\s+/).length < 3 || NO_PLAIN_VIEW.test(view) || chargedScore(sentence) < SURE_RHETORICAL)
    return null;
  const mine = I_WILL_VIEW.exec(view);
  if (mine) return finish(mine[2] ? `I'm not going to ${mine[2]}` : `I won't ${mine[3]}`);
  if (/^(?:I|me|my|I['’]\w+|im)\b/i.test(view)) return null;
  // "Mum would be proud" keeps its name; "Parking across my drive" and "A nine-year-old" start mid-sentence.
  const first = /^\p{L}+/u.exec(view)?.[0] ?? '';
  const lower = FUNCTION_WORDS.has(first.toLowerCase()) || /ing$/i.test(first) ? inner(view) : view;
  return finish(`I don't think ${lower.replace(/[.!?]+$/, '')}`);
}

/** "Must be nice to sleep in …", "must be nice having time for brunch …": what the reader does, envied in mockery. */
const MUST_BE_NICE =
  /^\W*(?:wow,?\s+|well,?\s+)?(?:it\s+)?must\s+be\s+nice,?\s+(?:to\s+(?:just\s+)?(?!be\b)(\p{L}+)|having)\s+(.+?)[.!…]*$/iu;
/**
 * "Must be nice to leave at four every day while the rest of us stay late." says what the reader does ("You leave at
 * four every day while …"); only as a last plain form (calm-plain.ts): beside another point it is a jab that goes.
 */
export function mustBeNiceAsDoing(sentence: string): string | null {
  const nice = MUST_BE_NICE.exec(withoutTail(sentence).trim());
  if (!nice) return null;
  const does = nice[1] ? `${nice[1]} ${nice[2]!}` : `have ${nice[2]!}`;
  const plain = coolDown(does).replace(ANY_EMOJI, ' ').trim();
  return plain.split(/\s+/).length >= 3 ? finish(`You ${lowerFirst(plain)}`) : null;
}
