/**
 * Choosing what a charged sentence becomes: the first candidate that passes the output check, else the
 * sentence dropped when it carries nothing of substance, else a minimal neutral sentence that keeps its facts.
 * A failing candidate is never shown.
 */
import { calmCandidates, type Candidate } from './calm-sentence';
import { CHARGED_THRESHOLD } from './charged-score';
import { extractFacts } from './facts';
import { checkRewrite } from './output-check';

/** Names, times, dates, amounts, places and numbers the sentence carries, as written. */
export function factsOf(sentence: string): string[] {
  const text = sentence.replace(/\uE000\d+\uE001/g, ' ');
  const f = extractFacts(text);
  const words = text.split(/\s+/).filter((w) => /[A-Za-z]/.test(w));
  // In Title Case Writing every word has a capital, so a capital says nothing about a name.
  const titleCase = words.filter((w) => /^[A-Z]/.test(w)).length > words.length / 2;
  const names = titleCase
    ? []
    : [...text.matchAll(/(?<=\S\s+)[A-Z][a-z][\w'’-]*/g)]
        .map((m) => m[0].replace(/['’]s$/, ''))
        .filter((w) => !/^(?:I|I['’]\w+|Mom|Dad|Please|Thanks|Sorry|OK|Okay)$/.test(w));
  const found = [...f.times, ...f.days, ...f.amounts, ...f.places, ...names];
  // A number counts once: "$20" already holds "20".
  const numbers = (text.match(/\d[\d,.:]*\d|\d/g) ?? []).filter((n) => !found.some((x) => x.includes(n)));
  return [...new Set([...found, ...numbers])];
}

/** The score a last-chance candidate may keep: well below the original's, yet short of certainly charged. */
const RELAXED_THRESHOLD = (1 + CHARGED_THRESHOLD) / 2;

/** Whether a candidate may be shown in place of the original sentence ('' drops it). */
export function acceptable(original: string, candidate: string, relaxed = false): boolean {
  // Dropping is allowed when nothing of substance goes with the sentence.
  if (candidate === '') return checkRewrite(original, '', { skip: DROP_SKIPS }).ok;
  const threshold = relaxed ? RELAXED_THRESHOLD : CHARGED_THRESHOLD;
  return checkRewrite(original, candidate, { chargedThreshold: threshold }).ok;
}
const DROP_SKIPS = ['fragment', 'added-words', 'still-charged'] as const;
/**
 * A specific rule's output is held to reading whole and keeping every fact. Its word swaps ("idiot" ->
 * "being unreasonable") and the score's doubts about a plain sentence that speaks to "you" are not yet
 * held against it: the rules were written and reviewed sentence by sentence.
 */
const RULE_SKIPS = ['added-words', 'still-charged'] as const;

/** A neutral sentence that keeps only the facts, for when no candidate passes. */
function minimalForm(original: string): string {
  const facts = factsOf(original);
  if (facts.length === 0) return '';
  const list = facts.length === 1 ? facts[0]! : `${facts.slice(0, -1).join(', ')} and ${facts.at(-1)}`;
  return `I'd like to talk about ${list}.`;
}

/**
 * The calm form of one charged sentence, or null to keep `ruleOutput` (what the specific rules made of it,
 * tried first when they changed it). A text of '' means the sentence is dropped.
 */
export function chooseCalm(original: string, ruleOutput: string | null): Candidate | null {
  const fromRule = ruleOutput !== null && ruleOutput !== original;
  if (fromRule && checkRewrite(original, ruleOutput, { skip: RULE_SKIPS }).ok) return null;
  const candidates = calmCandidates(original);
  for (const c of candidates) if (acceptable(original, c.text)) return c;
  // The score errs on some calm sentences too ("I asked you to bring the car seat."): a whole sentence
  // that kept every fact and scores well below certain is better than losing what the sender asked.
  if (fromRule && acceptable(original, ruleOutput, true)) return null;
  for (const c of candidates) if (c.text && acceptable(original, c.text, true)) return c;
  const minimal = minimalForm(original);
  if (minimal) return { text: minimal, kind: 'contempt' };
  const last = candidates.at(-1)!;
  // Nothing reshaped passes and there is no sign of heat besides the score: the sentence stays as written.
  return last.text === "I'm upset about this." || last.text === 'Could we talk about this?' ? last : null;
}
