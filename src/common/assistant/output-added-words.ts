/**
 * The output check's 'added-words' rejection (output-check.ts): a content word the sender did not write and that
 * is not in the small calm vocabulary (calm-vocabulary.ts), read by a light stem.
 */
import { cached } from './call-cache';
import { CALM_VOCABULARY, FUNCTION_WORDS, SHORTHAND_WORDS } from './calm-vocabulary';
import { words } from './output-words';

const IRREGULAR: Readonly<Record<string, string>> = {
  went: 'go',
  gone: 'go',
  goes: 'go',
  said: 'say',
  says: 'say',
  told: 'tell',
  made: 'make',
  got: 'get',
  gotten: 'get',
  took: 'take',
  taken: 'take',
  came: 'come',
  saw: 'see',
  seen: 'see',
  knew: 'know',
  known: 'know',
  thought: 'think',
  gave: 'give',
  given: 'give',
  found: 'find',
  left: 'leave',
  felt: 'feel',
  kept: 'keep',
  brought: 'bring',
  bought: 'buy',
  paid: 'pay',
  sent: 'send',
  spent: 'spend',
  forgot: 'forget',
  forgotten: 'forget',
  wrote: 'write',
  written: 'write',
  spoke: 'speak',
  spoken: 'speak',
  broke: 'break',
  broken: 'break',
  heard: 'hear',
  meant: 'mean',
  met: 'meet',
  lost: 'lose',
  held: 'hold',
  ran: 'run',
  sat: 'sit',
  stood: 'stand',
  understood: 'understand',
  began: 'begin',
  begun: 'begin',
  chose: 'choose',
  chosen: 'choose',
  drove: 'drive',
  driven: 'drive',
  ate: 'eat',
  eaten: 'eat',
  fell: 'fall',
  fallen: 'fall',
  won: 'win',
  wore: 'wear',
  worn: 'wear',
  slept: 'sleep',
  taught: 'teach',
  caught: 'catch',
  fought: 'fight',
  children: 'child',
  kids: 'kid',
  people: 'person',
  men: 'man',
  women: 'woman',
  "can't": 'can',
  cannot: 'can',
  "won't": 'will',
  "shan't": 'shall',
};

/** A light stem so "listening", "listens" and "listened" count as the sender's "listen". */
export function stem(word: string): string {
  // The check stems the same words for every candidate: each once per call into the assistant (call-cache.ts).
  return cached('stem', word, () => stemOnce(word));
}

function stemOnce(word: string): string {
  let w = word.toLowerCase().replace(/’/g, "'");
  if (IRREGULAR[w]) return IRREGULAR[w];
  w = w.replace(/n't$/, '').replace(/'(?:s|re|ve|ll|d|m)$/, '');
  if (IRREGULAR[w]) return IRREGULAR[w];
  if (w.length > 4) {
    w = w
      .replace(/ies$|ied$/, 'y')
      .replace(/(?:ing|ed|es|ly|s)$/, '')
      .replace(/e$/, '');
    w = w.replace(/([^aeiouls])\1$/, '$1');
    // British "cancelling", "travelled" keep the doubled l their base ("cancel") lacks; "install" loses it alike.
    if (w.length > 5) w = w.replace(/ll$/, 'l');
  } else if (w.length === 4) {
    // "move" and "moving", "make" and "making": a short verb's silent e goes as the longer forms' does.
    w = w.replace(/([^aeiou])e$/, '$1');
  }
  return w;
}

let sharedStems: Set<string> | undefined;
/** The stems every rewrite may use: grammar and the calm vocabulary. */
function freeStems(): Set<string> {
  sharedStems ??= new Set([...FUNCTION_WORDS, ...CALM_VOCABULARY].flatMap((w) => [w, stem(w)]));
  return sharedStems;
}

/** The stems of the sender's own words, shorthand spelled out ("ur" -> "your"). */
function ownStems(original: string): Set<string> {
  const own = new Set<string>();
  for (const w of words(original)) {
    own.add(stem(w));
    for (const spelled of SHORTHAND_WORDS[w] ?? []) own.add(stem(spelled));
  }
  return own;
}

/**
 * The stems of a caller's extra words. The composer passes one set of a message's words to every check of its
 * candidates: it is stemmed once per set (a set must not change once it has been passed).
 */
const extraStemsOf = new WeakMap<Iterable<string>, Set<string>>();
function extraStems(extra: Iterable<string> | undefined): Set<string> {
  if (!extra) return new Set();
  let stems = extraStemsOf.get(extra);
  if (!stems) extraStemsOf.set(extra, (stems = new Set([...extra].map(stem))));
  return stems;
}

/** The words the rewrite put in the sender's mouth ('added-words'), or null. */
export function addedWords(original: string, rewrite: string, extra?: Iterable<string>): string | null {
  const free = freeStems();
  const own = cached('check-own', original, () => ownStems(original));
  const allowed = (w: string): boolean => {
    const lower = w.replace(/’/g, "'");
    const bare = lower.replace(/n't$/, '').replace(/'(?:s|re|ve|ll|d|m)$/, '');
    if (/\d/.test(w) || free.has(lower) || free.has(bare)) return true;
    const stemmed = stem(w);
    return free.has(stemmed) || own.has(stemmed);
  };
  const allowedExtra = extraStems(extra);
  const added = words(rewrite).filter((w) => !allowed(w) && !allowedExtra.has(stem(w)));
  if (added.length === 0) return null;
  return `words the sender did not write: ${[...new Set(added)].map((w) => `"${w}"`).join(', ')}`;
}
