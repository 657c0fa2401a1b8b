import type { Assistant, RewriteResult } from '../../../../common/assistant/types';
import { DEMO_HARSH_WORDS } from '../../../../common/constants';

/** Whole words only, so "forever" does not trip "never" and "whatever" stays calm. */
const harshPattern = new RegExp(`\\b(${DEMO_HARSH_WORDS.join('|')})\\b`, 'i');

/** The demo: only a message with one of the harsh words gets the rewrite preview. */
export function containsHarshWord(text: string): boolean {
  return harshPattern.test(text);
}

const softer: Record<(typeof DEMO_HARSH_WORDS)[number], string> = {
  hate: 'really dislike',
  stupid: 'frustrating',
  never: 'rarely',
  always: 'often',
  wrong: 'not quite right',
  ridiculous: 'hard for me to understand',
  terrible: 'really difficult',
  awful: 'upsetting',
};

/** A capitalised word stays capitalised; a SHOUTED one is not shouted back. */
function matchCase(replacement: string, original: string): string {
  const shouted = original.length > 1 && original === original.toUpperCase();
  return !shouted && original[0] === original[0].toUpperCase()
    ? replacement[0].toUpperCase() + replacement.slice(1)
    : replacement;
}

/** Swaps each harsh word for a softer one, saying what changed. */
function softenHarshWords(text: string): { text: string; improvements: string[] } {
  const improvements: string[] = [];
  const softened = text.replace(new RegExp(harshPattern.source, 'gi'), (word) => {
    const key = word.toLowerCase() as keyof typeof softer;
    improvements.push(`Replaced "${word}" with "${softer[key]}"`);
    return matchCase(softer[key], word);
  });
  return { text: softened, improvements };
}

/**
 * The keyword rewrite, the demo's fallback: soften each harsh word and end with an
 * invitation to talk. Deterministic, so it never fails.
 */
export function keywordRewrite(message: string): RewriteResult {
  const softened = softenHarshWords(message.trim());
  const improvements = [...softened.improvements];
  let text = softened.text.replace(/!+/g, '.').replace(/\s+/g, ' ');
  if (!/[.?]$/.test(text)) text += '.';
  if (!text.includes('?')) {
    text += ' Can we talk about it?';
    improvements.push('Added an invitation to talk it through');
  }
  return {
    rewritten: text,
    rewrittenMessage: text,
    original: message,
    emotionalTone: 'frustrated',
    improvements,
  };
}

/**
 * The assistant's rewrite, with any harsh word it left in softened too, so the preview never offers
 * back the words that triggered it. Any failure, or no change at all, gives the keyword rewrite.
 */
export async function rewriteForDemo(message: string, assistant?: Assistant): Promise<RewriteResult> {
  if (!assistant) return keywordRewrite(message);
  try {
    const result = await assistant.rewrite(message);
    const proposed = (result.rewritten || result.rewrittenMessage || '').trim();
    if (!proposed || proposed === message.trim()) return keywordRewrite(message);
    const softened = softenHarshWords(proposed);
    return {
      ...result,
      original: message,
      rewritten: softened.text,
      rewrittenMessage: softened.text,
      improvements: [...result.improvements, ...softened.improvements],
    };
  } catch {
    return keywordRewrite(message);
  }
}
