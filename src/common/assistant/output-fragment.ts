/**
 * The output check's 'fragment' rejection (output-check.ts): a sentence ending in "like", "is", a preposition, an
 * article or a conjunction, a dangling comma, a lone "Why."-style stub, an empty sentence, unbalanced quotes or
 * brackets, a doubled word at a seam; and a sentence cut into a non-sentence (output-cut.ts).
 */
import { cached } from './call-cache';
import { splitSentences } from './text';
import { words } from './output-words';
import { cutClause } from './output-cut';

/** Words that need a noun after them. Not "her": at the end of a sentence it is the object ("I'll get her."). */
const ARTICLES = /^(?:a|an|the|my|your|his|our|their|its|this|these|those|every|each)$/;
const CONJUNCTIONS = /^(?:and|or|but|nor|because|although|unless|whereas|cuz|bc)$/;
/** Prepositions that cannot end a statement. Not "up", "out", "down", "off", "over", "back": particles ("pick her up"). */
const PREPOSITIONS =
  /^(?:to|of|with|for|from|at|by|about|into|onto|than|toward|towards|upon|via|within|against|among|between|during|despite|regarding|per)$/;
/**
 * Words that cannot open a sentence of a rewrite on their own: the start of a cut-off complement, or "Otherwise …"
 * whose request was cut.
 */
const DANGLING_OPENER = /^(?:for|of|with|from|at|by|than|or|nor|whereas|otherwise)$/;
const COPULAS = /^(?:is|are|was|were|am|be)$/;
/** Verbs that need what follows them: "I'm starting to feel." is "… to feel like the group's bank" cut short. */
const LINKING = /^(?:feel|feels|felt|seem|seems|seemed|become|becomes|became)$/;
/** A wh-word earlier in the sentence lets it end in a stranded preposition or "is": "what it is about", "where he is". */
const WH_BEFORE = /\b(?:what|who|whom|where|which|how)\b/i;
/** Words after which a bare "to" is ordinary speech: "I'd like to.", "You never asked me to." */
const ELLIPTIC_TO =
  /\b(?:want|like|love|need|have|has|had|going|try|tried|ought|use|meant|mean|suppose|ask|promise|agree|plan|hope|got|forget|forgot|tell|told|expect|decide|refuse|offer|choose|chose|wish|prefer|deserve|manage|able|happy|glad|willing|free|allowed)(?:s|d|ed)?\s+(?:(?:me|you|him|her|them|us|it)\s+)?to$/i;
const ASIDE_AT_END =
  /\b(?:and|or|but|even)\s*,?\s*(?:quite\s+)?(?:frankly|honestly|to be honest|tbh|simply|really|truly|quite|just|also)\s*[.!?]*["')\]]*\s*$/i;
const REQUEST_ON_AUXILIARY =
  /^(?:could|can)\s+you\s+(?:please\s+)?(?:want|wants|can|could|will|would|should|must|may|might|shall|are|is|was|were|am|does|did|don['’]?t|didn['’]?t|doesn['’]?t|won['’]?t|can['’]?t)\b/i;
/**
 * Grammar a rule's template made and no sender wrote: two modals in a row ("if you would can"), or a step's "need to"
 * put before a noun instead of a verb ("I may need to the council").
 */
const STACKED_MODALS =
  /\b(?:can|could|will|would|should|may|might|must|shall)\s+(?:(?:you|u|we|I|they|he|she)\s+)?(?:not\s+)?(?:can|could|will|would|should|may|might|must|shall)\b/i;
const NEED_TO_NOUN = /\b(?:need|needs|have|has)\s+to\s+(?:the|a|an|my|your|our|his|her|their)\b/i;
/** A sentence that is only a qualifying phrase ("Even for you.", "Especially on a Sunday."): its verdict was cut. */
const QUALIFIER_ONLY =
  /^\W*(?:even|especially|particularly|not\s+even|except|only|least\s+of\s+all)\s+(?:for|to|with|by|from|about|on|in|at|after|before)\s+[^.!?,;]{1,30}[.!?…]*\s*$/i;
/** One-word sentences that are only a stub of a cut sentence when they end in "." or ",". */
const STUB_WORDS =
  /^(?:why|what|how|who|where|when|which|so|and|but|or|because|like|if|then|than|to|of|with|for|the|a|an|is|are|just|that)$/i;

/**
 * The reason one sentence (not kept from the original) reads broken, or null. A stranded preposition or "is" the
 * sender's own sentence ends on too ("… the best wedding I've ever been to.") is how they talk, not a cut:
 * `senderEndings` holds the last two words of each of the original's sentences.
 */
function sentenceFragment(sentence: string, senderEndings: ReadonlySet<string>): string | null {
  const text = sentence.trim();
  if (text === '') return null;
  if (!/[\p{L}\p{N}\p{Extended_Pictographic}]/u.test(text)) return `an empty sentence ("${text}")`;
  if (/^[,;:]/.test(text)) return `a sentence starting with "${text[0]}" ("${text}")`;
  if (/,\s*$|,\s*[.!?]+["')\]]*\s*$|[,;:]\s*[.!?]/.test(text)) return `a dangling comma ("${text}")`;
  const ws = words(text);
  if (ws.length === 0) return null;
  const stop = /[.!?]+["')\]]*\s*$/.exec(text)?.[0] ?? '';
  const question = stop.includes('?');
  if (
    ws.length === 1 &&
    STUB_WORDS.test(ws[0]!) &&
    !(question && /^(?:why|what|how|who|where|when|which|so)$/.test(ws[0]!))
  )
    return `a one-word stub ("${text}")`;
  // "Pathetic, even for you." -> "Even for you.": a qualifier left without what it qualified.
  if (QUALIFIER_ONLY.test(text)) return `a qualifier without what it qualified ("${text}")`;
  const last = ws[ws.length - 1]!;
  const beforeLast = text.replace(/[\p{L}\p{N}'’]+[^\p{L}\p{N}]*$/u, '');
  const stranded = WH_BEFORE.test(beforeLast);
  if (ARTICLES.test(last) && !(last === 'that' || last === 'this' || last === 'those' || last === 'these'))
    return `a sentence ending in "${last}" ("${text}")`;
  if (CONJUNCTIONS.test(last)) return `a sentence ending in "${last}" ("${text}")`;
  // "… condescending and, frankly." : the word the aside qualified was cut.
  if (ASIDE_AT_END.test(text)) return `a sentence ending in an aside ("${text}")`;
  if (last === 'like' && !stranded) return `a sentence ending in "like" ("${text}")`;
  // "Pick-up is 5pm" made a request: "Could you pick-up is 5pm …?"
  if (/^(?:could|can|would|will)\s+you\s+(?:please\s+)?[\p{L}-]+\s+(?:is|are|was|were)\b/iu.test(text))
    return `a request made of a statement ("${text}")`;
  // A request built on a verb that cannot follow "could you": "Could you want …", "Could you can …", "Could you didn't …".
  if (REQUEST_ON_AUXILIARY.test(text)) return `a request built on an auxiliary ("${text}")`;
  if (question || senderEndings.has(ws.slice(-2).join(' '))) return null;
  if (LINKING.test(last) && !stranded) return `a sentence ending in "${last}" ("${text}")`;
  // "before 9 am." is a time, not a cut "I am".
  const clockTime = last === 'am' && /\d\s*$/.test(beforeLast);
  if (
    COPULAS.test(last) &&
    !stranded &&
    !clockTime &&
    !/\b(?:there|here)\s+\w+$/i.test(beforeLast.trim() + ' ' + last)
  )
    return `a sentence ending in "${last}" ("${text}")`;
  if (PREPOSITIONS.test(last) && !stranded && !(last === 'to' && ELLIPTIC_TO.test(ws.slice(-3).join(' '))))
    return `a sentence ending in "${last}" ("${text}")`;
  return null;
}

const PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['(', ')'],
  ['[', ']'],
  ['{', '}'],
  ['“', '”'],
];

function unbalanced(text: string): string | null {
  for (const [open, close] of PAIRS) {
    let depth = 0;
    for (const ch of text) {
      if (ch === open) depth++;
      else if (ch === close && --depth < 0) break;
    }
    if (depth !== 0) return `${open}${close}`;
  }
  if ((text.match(/"/g) ?? []).length % 2 === 1) return '""';
  return null;
}

/** A sentence that opens by pointing at the one before it ("Until then you do what I say."). */
const POINTS_BACK =
  /^\W*(?:until then|till then|by then|after that|before that|in that case|that['’]?s why|thats why|which is why|because of (?:that|this)|otherwise|if so|if not|even so|apart from that|besides that|other than that|on top of that|then)\b/i;

/**
 * A sentence of the sender's that points back ("Until then …") kept while the sentence it pointed at went: "You think
 * you are adult now? Adult pays own phone. Until then you do what I say." -> "Until then you do what I say.".
 */
function pointsAtNothing(original: string, rewrite: readonly string[]): string | null {
  for (const [k, text] of rewrite.entries()) {
    if (!POINTS_BACK.test(text)) continue;
    const said = cached('check-said', original, () => splitSentences(original).map((s) => s.text.trim()));
    const j = said.indexOf(text.trim());
    if (j <= 0) continue;
    const before = words(said[j - 1]!);
    const previous = k > 0 ? new Set(words(rewrite[k - 1]!)) : new Set<string>();
    // The sentence before it in the rewrite is not what the sender said before it (it went, or was said anew).
    if (before.filter((w) => previous.has(w)).length * 2 < before.length)
      return `a sentence pointing back at one that went ("${text.trim()}")`;
  }
  return null;
}

/** Why the rewrite reads broken ('fragment'), or null; sentences kept from the original are the sender's. */
export function fragmentIn(original: string, rewrite: string): string | null {
  if (/[\p{L}\p{N}]/u.test(original) && !/[\p{L}\p{N}\p{Extended_Pictographic}]/u.test(rewrite))
    return 'the rewrite is empty';
  // The composer checks many candidates against one original: what is read of it is read once (call-cache.ts).
  const kept = cached(
    'check-kept',
    original,
    () => new Set(splitSentences(original).map((s) => s.text.trim())),
  );
  // A sentence opening on a preposition or a joining word ("for finishing the show without me.") is the
  // complement of a cut sentence, unless the sender opened one that way too.
  const openers = cached(
    'check-openers',
    original,
    () => new Set(splitSentences(original).map((s) => words(s.text)[0] ?? '')),
  );
  const endings = cached(
    'check-endings',
    original,
    () => new Set(splitSentences(original).map((s) => words(s.text).slice(-2).join(' '))),
  );
  const sentences = splitSentences(rewrite).map(({ text }) => ({ text, changed: !kept.has(text.trim()) }));
  for (const { text, changed } of sentences) {
    if (!changed) continue;
    const why = sentenceFragment(text, endings);
    if (why) return why;
    for (const made of [STACKED_MODALS, NEED_TO_NOUN]) {
      const m = made.exec(text);
      if (m && !made.test(original)) return `"${m[0]}" ("${text.trim()}")`;
    }
    const first = words(text)[0] ?? '';
    if (DANGLING_OPENER.test(first) && !openers.has(first))
      return `a sentence starting with "${first}" ("${text.trim()}")`;
  }
  const orphan = pointsAtNothing(
    original,
    sentences.map((s) => s.text),
  );
  if (orphan) return orphan;
  const cut = cutClause(original, sentences);
  if (cut) return cut;
  // "Dad said '' to Ben": the quoted words were cut, the quotes left.
  const emptyQuotes = /(?:^|[\s(])(?:''|""|“”|‘’)(?=[\s.,!?;:)]|$)/;
  if (emptyQuotes.test(rewrite) && !emptyQuotes.test(original)) return `empty quotes in "${rewrite}"`;
  const pair = unbalanced(rewrite);
  if (pair && !unbalanced(original)) return `unbalanced ${pair} in "${rewrite}"`;
  const doubled = /\b(\p{L}+)\s+\1\b/iu.exec(rewrite);
  if (doubled && !new RegExp(`\\b${doubled[1]}\\s+${doubled[1]}\\b`, 'iu').test(original))
    return `a doubled word ("${doubled[0]}")`;
  return null;
}
