/**
 * Whether the sender is glad rather than upset. A rewrite may say the sender's feeling for them ("I'm upset
 * that you ...", the composer's last-resort line), but only a feeling they have: "I can't believe you got us
 * tickets!!" is delight, and "I'm upset that you got us tickets!" turns it upside down.
 */
import { alternation } from './text';
import { GRATITUDE_WORDS, JOY_WORDS, MISHAP_CUES, NEGATIVE_CUES } from './lexicon';
import { PROFANITY_PATTERN } from './rules/profanity';
import type { Rule, RuleContext } from './rule';
import { hasWeakSarcasm, PRAISED_BAD_ACT, STRONG_SARCASM } from './rules/sarcasm';
import { valence } from './valence';

/** Words that show a message is about something going wrong; they let weaker markers (sarcasm, "!!") count. */
export const NEGATIVE_RE = new RegExp(`\\b(?:${alternation(NEGATIVE_CUES)})\\b`, 'i');
export const MISHAP_RE = new RegExp(`\\b(?:${alternation(MISHAP_CUES)})\\b`, 'i');
/**
 * "I can't believe you ..." is not itself something going wrong: with thanks and nothing else wrong ("I can't
 * believe you did all the dishes, thank you!") it is delight; the contempt rule judges it.
 */
export const CAN_T_WAIT =
  /\bcan['’]?t\s+wait\b|\bdon['’]?t\s+worry\b|\bcan['’]?t\s+believe\s+(?:how|it|this|we|you)\b/gi;

/**
 * "How dare you" is a negative cue, but "How dare you look this good!!" teases: like "I can't believe you" it is
 * judged by what follows, which must then say something good, not only exclaim ("How dare you!!").
 */
const HOW_DARE_YOU = /\bhow\s+dare\s+(?:you|u)\b/gi;

const SARCASM_MARK = new RegExp(String.raw`\b${STRONG_SARCASM}\b`, 'i');
/** An eye-roll, a slow clap, an upside-down face, a skull, a clown: the praise beside them mocks. */
const CONTEMPT_EMOJI = /🙄|🙃|👏|💀|🤡|😒|😑|🖕|😤|😠|😡|🤬|🤦/u;
/** Laughter, love, celebration, or thanks and joy in words: delight said plainly. */
const DELIGHT = new RegExp(
  String.raw`😂|🤣|😍|🥰|😊|😁|😄|🥳|🎉|❤️|💕|♥|\b(?:legend|yay|woo+|wooho+|(?:${alternation([...JOY_WORDS, ...GRATITUDE_WORDS])}))\b`,
  'iu',
);
/** A negation ("I wasn't invited", "not once") says something did not go as hoped. */
// "n't" with its apostrophe, or a contraction typed without one ("dont"); not any word ending in "nt" ("went", "want").
const NEGATION =
  /\b(?:not|never|no|nobody|nothing)\b|n['’]t\b|\b(?:dont|cant|wont|didnt|doesnt|isnt|arent|wasnt|werent|havent|hasnt|shouldnt|wouldnt|couldnt)\b/i;
/** Exclamation with nothing going wrong around it reads as excitement. */
const EXCLAIMED = /!\s*$|!{2,}/;

/** Whether something goes wrong in the message: a negative or mishap cue, sarcasm, contempt emoji, swearing. */
export function isNegative(text: string): boolean {
  return NEGATIVE_RE.test(text.replace(CAN_T_WAIT, ''));
}

/**
 * True when nothing in the message is going wrong (no negative or mishap cue, no negation, no sarcasm, no contempt
 * emoji, no swearing, no negative word) and it says delight or exclaims: the sender is glad, not upset.
 */
export function readsGlad(message: string): boolean {
  const teasing = /\bhow\s+dare\s+(?:you|u)\b/i.test(message);
  const text = message.replace(CAN_T_WAIT, '').replace(HOW_DARE_YOU, '');
  if (
    NEGATIVE_RE.test(text) ||
    PRAISED_BAD_ACT.test(text) ||
    MISHAP_RE.test(text) ||
    NEGATION.test(text) ||
    SARCASM_MARK.test(text) ||
    CONTEMPT_EMOJI.test(text)
  )
    return false;
  PROFANITY_PATTERN.lastIndex = 0;
  if (PROFANITY_PATTERN.test(text)) return false;
  // "like" compares ("How dare you talk to me like that!!"): only the other words say whether it is praise.
  const feel = valence(text.replace(/\blike\b/gi, ' '));
  if (feel.negative < 0) return false;
  if (teasing) return DELIGHT.test(text) || feel.positive > 0;
  // Weak sarcasm ("great", "wow") only counts beside something going wrong, which was ruled out above.
  const sentences = text.split(/(?<=[.!?])\s+/);
  if (hasWeakSarcasm(sentences) && !DELIGHT.test(text) && !EXCLAIMED.test(text)) return false;
  return DELIGHT.test(text) || EXCLAIMED.test(text);
}

/** The feelings the rules say for the sender: upset ("I'm upset that you ..."), hurt ("I'm really hurt, and ..."). */
const UPSET = /\b(?:upset|hurt)/gi;
const upsetCount = (text: string) => text.match(UPSET)?.length ?? 0;

/**
 * A rule that says the sender is upset ("I'm upset that you ...", "I'm upset about you ...") may say it only of a
 * sender who is: in a message that reads glad ("You're the reason I smile every day!", "How dare you look this
 * good!!") the sentence is left as written. Every rule runs through this (rules/order.ts), so none needs its own check.
 */
export function upsetOnlyIfUpset(rule: Rule): Rule {
  // A sarcasm rule's upset is its own reading that the praise is not meant ("Thanks for the lovely evening of you
  // staring at your phone"), which readsGlad, seeing only the praise, cannot overrule.
  if (rule.kind === 'sarcasm') return rule;
  return {
    ...rule,
    apply(sentence, ctx) {
      const out = rule.apply(sentence, ctx);
      if (out === sentence || upsetCount(out) <= upsetCount(sentence)) return out;
      if (!readsGlad(ctx.message)) return out;
      spared.add(ctx);
      return sentence;
    },
  };
}

const spared = new WeakSet<RuleContext>();
/** Whether a rule kept a sentence as written because the sender of this message is glad (upsetOnlyIfUpset). */
export function sparedGladSender(ctx: RuleContext): boolean {
  return spared.has(ctx);
}
