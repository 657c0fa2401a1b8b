/**
 * Messages built to make a pattern-matching engine slow, each at the 4,000-character limit: long runs
 * of whitespace (a 4,000-space message once held the server for 28 s), one short word repeated as a
 * thousand sentences or lines, capitalised acronyms, insults and punctuation in bulk. Every operation
 * of the local assistant reads them; `npm run eval:assistant` reports the slowest.
 */
const LIMIT = 4000;

function fill(unit: string): string {
  return unit.repeat(Math.ceil(LIMIT / unit.length)).slice(0, LIMIT);
}

export const HOSTILE_INPUTS: readonly string[] = [
  ' '.repeat(LIMIT),
  `a${' '.repeat(LIMIT - 2)}a`,
  `you idiot${'\t'.repeat(LIMIT - 20)}and shit`,
  `a${'\u00a0'.repeat(LIMIT - 2)}a`,
  fill(' \n\t'),
  fill('. '),
  fill('UFC. '),
  fill('GPA\n'),
  fill('PE UTC.wtf '),
  fill('YOU NEVER '),
  fill('piece of shit '),
  fill('you are so so so '),
  fill('and or '),
  fill('!?'),
  fill("''"),
  fill('[NAME] '),
  fill('3:30pm $20 '),
];
