/**
 * Exasperation says the writer has given up on the reader: "I'm sick of your excuses", "I'm so done
 * with this". Said as a feeling, the point stays and the door stays open. About "you"/"your" it is
 * charged by itself; about anything else ("I'm sick of this rain") only in a message already charged.
 * Not "tired of" (weariness and sadness say that) nor a plain "done with" ("I'm done with the dishes").
 */
import { UNCHANGED, AP, regexRule, rx } from '../rule';

const EXASPERATED = String.raw`\b(?:I${AP}m|I am)\s+(?:(?:just|really|absolutely|completely|totally|honestly|so|literally)\s+)?(?:sick\s+and\s+tired\s+of|sick\s+to\s+death\s+of|sick\s+of|fed\s+up\s+with|(?:so|really|completely|totally)\s+done\s+with|so\s+over(?=\s+(?:you|your)\b))\s+`;
export const exasperation = regexRule(
  'exasperation',
  'strong',
  [
    // About the reader anywhere in the clause: "I'm sick and tired of cleaning up after you."
    [rx(EXASPERATED + String.raw`(?=[^.!?;]*\b(?:you|your)\b)`), "I'm frustrated with "],
  ],
  [
    ["I'm sick and tired of you ignoring my texts!!", "I'm frustrated with you ignoring my texts!"],
    ["I'm sick and tired of cleaning up after you.", "I'm frustrated with cleaning up after you."],
    ['I hate Mondays, but the coffee helps.', UNCHANGED],
    ["I'm sick of this rain.", UNCHANGED],
    ["I'm so over your excuses.", "I'm frustrated with your excuses."],
  ],
);
export const exasperationInContext = regexRule(
  'exasperation',
  'contextual',
  [
    [rx(EXASPERATED), "I'm frustrated with "],
    // "I HATE this family." in an outburst: the feeling, for now, not a verdict on them forever.
    [
      rx(
        String.raw`\bI\s+(?:really\s+|just\s+|absolutely\s+)?(?:hate|despise|loathe|can${AP}?t\s+stand)\s+(this|my|our|the)\s+(family|house|home|school|job|life|place|team|company|office|class|town)\b(?!\s+(?:when|if|because)\b)`,
      ),
      "I'm really unhappy with $1 $2 right now",
    ],
  ],
  [
    [
      'I HATE this family. Nobody ever lets me do anything.',
      "I'm really unhappy with this family right now. Nobody lets me do anything.",
    ],
    [
      "Your attitude lately is a load of crap and I'm sick of it.",
      "Your attitude lately is bad and I'm frustrated with it.",
    ],
  ],
);
