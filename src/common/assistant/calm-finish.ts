/**
 * A sentence cooled (heat, shouting, stacked marks out) and finished as one: what every calm form is written with.
 * The general path (calm-sentence.ts) and the other reshapers share it, so a form reads the same whoever built it.
 */
import { nlpFresh, verbForm } from './nlp';
import { withoutHeat } from './calm-parts';
import { lowerFirst, spelledYou, tidy } from './text';
import { CONTEMPT_EMOJI } from './emoji';

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
