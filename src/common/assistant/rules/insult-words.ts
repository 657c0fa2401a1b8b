/**
 * Pattern pieces for name-calling, shared by name-calling.ts (insulting nouns and "you're so ...") and
 * harsh-adjectives.ts ("this stupid plan", "the plan is dumb"): which insult words count, and the words
 * that can stand between "you're" and the insult.
 */
import { HARSH_ADJECTIVES, INSULT_ADJECTIVES, INSULT_NOUNS } from '../lexicon';
import { AP } from '../rule';
import { alternation } from '../text';

/** Nouns that are insults only when aimed at someone ("you tool", "such a clown"), never on their own. */
const CONTEXTUAL_NOUNS = new Set([
  'tool',
  'tools',
  'pig',
  'pigs',
  'sheep',
  'trash',
  'garbage',
  'ass',
  'asses',
  'scrub',
  'goon',
  'goons',
  'snowflake',
  'snowflakes',
  'freak',
  'freaks',
  'troll',
  'trolls',
  'parasite',
  'parasites',
  'degenerate',
  'degenerates',
  'pos',
  'scum',
  'dick',
  'dicks',
  'clown',
  'clowns',
  'hoes',
  'simp',
  'simps',
  'tosser',
  'tossers',
  'prat',
  'twit',
  'twits',
  // British: "you lazy sod", "you old git"; a lawn's sod and a developer's git are never aimed at a person.
  'sod',
  'sods',
  'git',
  'gits',
]);
const STRONG_NOUNS = INSULT_NOUNS.filter((n) => !CONTEXTUAL_NOUNS.has(n));

/** Adjectives that describe illness or sadness as often as they insult; never treated as insults of "you". */
const AMBIGUOUS_ADJ = new Set([
  'sick',
  'miserable',
  'hopeless',
  'thick',
  'fat',
  'ugly',
  'awful',
  'terrible',
  'horrible',
]);
const YOU_ADJECTIVES = INSULT_ADJECTIVES.filter((a) => !AMBIGUOUS_ADJ.has(a));

export const N_ALL = `(?:${alternation(INSULT_NOUNS)}|pussy|pussies)`;
export const N_STRONG = `(?:${alternation(STRONG_NOUNS)}|pussy|pussies)`;
export const A_YOU = `(?:${alternation(YOU_ADJECTIVES)})`;
export const A_HARSH = `(?:${alternation(HARSH_ADJECTIVES)})`;
/** Words that can stand between "you're" and the insult: "you're such a complete ...". */
export const MODS = String.raw`(?:(?:such|so|being|just|really|totally|completely|truly|literally|an?|the|absolute|absolutely|complete|total|utter|fucking|freaking|bloody|biggest|most|little|big|real|pure|nothing but|acting like|like|a bunch of|bunch of|kind of|sort of|pretty|very|too|always|still|no better than|nothing more than|one|another|this|that|(?!only\b|early\b|family\b|silly\b|ugly\b|friendly\b|lovely\b|lonely\b)[a-z]{3,}ly)\s+)*`;
export const A_CHAIN = String.raw`(?:${A_YOU}(?:\s*,\s*|\s+and\s+|\s+))*`;
// "ur" is "you're" here too ("ur such a liar"); otherwise "ur such a" is left half rewritten.
export const YOU_ARE = String.raw`\b(?:(?:you|u|ya)\s*(?:${AP}re|${AP}r|re| are| r| were| was| been| act| look| sound| seem| behave)|ur|(?:you|u)\s+(?:really|truly|honestly|literally|actually)\s+are)\s+`;

/**
 * The last words before a match, enough for the rules' look-backs: testing a whole long message from every
 * match would be quadratic. A cut-off start gets a word character so "^" cannot match mid-message.
 */
export function tail(before: string): string {
  return before.length <= 80 ? before : `x${before.slice(-80)}`;
}

/**
 * The sender putting themselves down ("im so dumb i left my keys", "I am such a silly old fool", "me being dumb
 * again", "He called me a loser"): a hurt, an apology or a joke at their own expense, never a jab at the reader,
 * and cutting the word leaves a fragment ("im i left my keys"). One reading for the name-calling and harsh-adjective
 * rules: `SELF_BEFORE` ends where the put-down word starts; `SELF_AFTER` starts where it ends ("What an idiot I am,
 * ...", "stupid of me").
 */
const SENDER = String.raw`(?:\b(?:I${AP}m|I\s+am|im|I\s+was|I${AP}ve\s+been|ive\s+been|I\s+have\s+been|I\s+feel(?:\s+like)?|I\s+felt(?:\s+like)?|feel(?:\s+like)?|felt(?:\s+like)?|myself|me\s+being|me|(?:call(?:s|ed|ing)?|make(?:s)?|made)\s+me(?:\s+(?:look|feel)(?:\s+like)?)?)|^\W*I\b)`;
const SELF_WORDS = String.raw`(?:(?:such|so|an?|the|absolute|absolutely|complete|completely|total|totally|real|really|very|pretty|like|biggest|the biggest|kind of|kinda|a bit of|being|just|silly|old|little|big|daft|forgetful|clumsy|useless)\s+)*`;
export const SELF_BEFORE = new RegExp(String.raw`${SENDER}\s+${SELF_WORDS}$`, 'i');
export const SELF_AFTER = new RegExp(
  String.raw`^\s*(?:[a-z]+\s+)?(?:of me|on my part|of mine)\b|^\s+(?:I${AP}m|I\s+am|I\s+was|im)\s*(?:[,.!?…]|$)`,
  'i',
);
