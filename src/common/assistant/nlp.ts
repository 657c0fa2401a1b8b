/**
 * compromise, the sentence parser the assistant reshapes sentences with, read on first use rather than
 * when the assistant's modules are imported: once loaded it holds about 30 MB (its CommonJS build; 44 MB as
 * ES modules), and a server that is never asked for a rewrite should not carry it. The assistant's API is
 * synchronous, so the first call loads it synchronously (`./nlp-load`, about 0.6 s once); the browser's
 * bundle swaps that file for one that imports it statically (vite.config.ts), where memory is the tab's.
 */
import type Compromise from 'compromise';
import { cached } from './call-cache';
import { loadCompromise } from './nlp-load';

type Parser = typeof Compromise;

let parser: Parser | undefined;

/**
 * compromise's `nlp(text)`, loading the parser the first time it is called. Within one call into the assistant
 * (call-cache.ts) a text is parsed once: callers only read the document, and one that changes it must clone it.
 */
export function nlp(text: string): ReturnType<Parser> {
  return cached('nlp', text, () => nlpFresh(text));
}

/** A parse of its own, for a caller that changes the document (toInfinitive and the like). */
export function nlpFresh(text: string): ReturnType<Parser> {
  parser ??= loadCompromise();
  return parser(text);
}

/** The forms compromise conjugates a verb into, by the name it gives each. */
export type VerbForm = 'Infinitive' | 'PastTense' | 'PresentTense' | 'Gerund' | 'Participle';

/**
 * One form of the first verb in `text` ("take" -> "taking" as Gerund, "telling" -> "told" as PastTense), or undefined
 * when compromise reads no verb there. A parse of its own: the conjugation is never cached with the document.
 */
export function verbForm(text: string, form: VerbForm): string | undefined {
  const verbs = nlpFresh(text).verbs() as unknown as {
    conjugate(): Array<Partial<Record<VerbForm, string>>>;
  };
  return verbs.conjugate()[0]?.[form];
}

/** Whether compromise reads a verb in the text: "Your dog's little gift on my doorstep again" has none to stand on. */
export function hasVerb(text: string): boolean {
  // Phone shorthand's "ur", "r" and "im" carry the verb ("ur out w the guys again"), which compromise does not read.
  const spelled = text
    .replace(/\bur\b/gi, 'you are')
    .replace(/\br\b/gi, 'are')
    .replace(/\bim\b/gi, 'I am');
  return nlp(spelled).verbs().length > 0;
}

let words: Readonly<Record<string, string | string[]>> | undefined;

/** compromise's own tag for a word from its word list ("dan" -> "MaleName"), with no parse: a look-up. */
export function lexiconTag(word: string): string | undefined {
  parser ??= loadCompromise();
  words ??= (parser.model() as { one: { lexicon: Record<string, string | string[]> } }).one.lexicon;
  const tag = words[word];
  return Array.isArray(tag) ? tag[0] : tag;
}
