/**
 * A jab that carries a fact is never dropped whole: "I need it by Friday, since apparently two weeks wasn't
 * enough." would lose "two weeks" with it. These are the sentence's calm forms that keep its facts, best first,
 * all built from the sender's own words: the sentence without its jab clauses ("though not surprised") and jab
 * words ("apparently", "once more"), then its fact-carrying clauses alone, each said as a plain sentence
 * ("Two weeks wasn't enough."). The composer (calm-compose.ts) takes the first that passes the output check.
 */
import { clausesOf, closingMark, withoutHeat } from './calm-parts';
import { readsCharged } from './charged-score';
import { extractFacts, factCount } from './facts';
import { JABS, purposeOf } from './purpose';

const CONNECTOR = /^(?:since|because|bc|cuz|while|but|so|and|unless|although|though|even though)\s+/i;
const MAX_CLAUSES = 6;
const CONDITION = /^\W*(?:maybe\s+|only\s+|even\s+)?(?:if|unless)\b/i;

function carriesFact(clause: string, context: string): boolean {
  return /\d/.test(clause) || factCount(extractFacts(clause, context)) > 0;
}

function readsAsJab(clause: string): boolean {
  return readsCharged(clause) || JABS.has(purposeOf(clause, true, false));
}

function sentenceOf(clause: string, mark: string): string {
  // The clause stands without its heat words ("apparently two weeks", "on my driveway once more").
  const t = withoutHeat(clause)
    .replace(/\s+/g, ' ')
    .replace(/\s*,(?:\s*,)+/g, ',')
    .replace(/[\s,;:—–-]+$/, '')
    .trim();
  if (!/[\p{L}\p{N}]/u.test(t)) return '';
  return t.charAt(0).toUpperCase() + t.slice(1) + mark;
}

const wordsOf = (s: string) => (s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');
const MIN_CLAUSE_WORDS = 3;

/**
 * Calm forms of `sentence` that keep its facts (`context`: the whole message, for its names); [] without facts.
 * `mocking`: the whole sentence is the jab (sarcasm): no form is offered.
 */
export function factKeepingForms(sentence: string, context: string, mocking = false): string[] {
  const body = sentence.trim().replace(/[.!?…]+["')\]]*$/, '');
  const asked = /\?\s*$/.test(sentence);
  const mark = asked ? '?' : '.';
  if (!carriesFact(body, context)) return [];
  // Mock praise is a jab in every clause ("love coming home to that after a 12hr shift"): the composer's last
  // resort keeps its facts instead.
  if (mocking) return [];
  const out: string[] = [];
  const changed = (form: string) => form !== '' && wordsOf(form) !== wordsOf(sentence);
  out.push(sentenceOf(body, mark));
  // "Since apparently two weeks wasn't enough." said as what it states: "Two weeks wasn't enough."
  if (CONNECTOR.test(body)) out.push(sentenceOf(body.replace(CONNECTOR, ''), mark));
  const parts = clausesOf(body);
  // A condition is never cut from what it conditions ("Maybe if you ..., you'd remember Owen's recital").
  if (parts.length >= 2 && parts.length <= MAX_CLAUSES && !parts.some((p) => CONDITION.test(p))) {
    const withFact = parts.map((p) => carriesFact(p, context));
    // The sentence less the clauses that only wound; the ones that carry a fact stay, without their jab words.
    const kept = parts.filter((p, i) => withFact[i] || !readsAsJab(p));
    if (kept.length < parts.length && kept.length > 0)
      out.push(sentenceOf(kept.join(', '), closingMark(kept[0]!, asked)));
    // Each fact-carrying clause as a plain sentence of its own, when some clause goes and each still says something.
    const alone = parts.filter((_p, i) => withFact[i]).map((p) => p.replace(CONNECTOR, ''));
    if (alone.length < parts.length && alone.every((p) => wordsOf(p).split(' ').length >= MIN_CLAUSE_WORDS))
      out.push(alone.map((p) => sentenceOf(p, '.')).join(' '));
  }
  return [...new Set(out.filter(changed))];
}
