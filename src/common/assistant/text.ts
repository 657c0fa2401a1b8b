/** Small, allocation-light string helpers the assistant's modules share. Pure, no Node APIs. */

/** Builds a case-insensitive alternation from words, longest first so "fucking" wins over "fuck". */
export function alternation(words: readonly string[]): string {
  return [...words]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/'/g, "['’]"))
    .join('|');
}

/** The longest run of whitespace the rules ever see: a longer run says nothing more. */
const MAX_WHITESPACE_RUN = 8;

/**
 * Shortens runs of whitespace longer than MAX_WHITESPACE_RUN. A rule's pattern may try every position
 * of a run and scan the rest of it from each, so its cost grows with the square (or worse) of a run's
 * length: a message of 4,000 spaces once held the server's event loop for 28 s. Every operation of
 * the engine reads its input through this.
 */
export function boundWhitespace(text: string): string {
  return text.replace(/\s{9,}/g, (run) => run.slice(0, MAX_WHITESPACE_RUN));
}

/** A sentence with the whitespace that followed it, so joining the pieces restores the text exactly. */
export interface Sentence {
  text: string;
  gap: string;
}

/**
 * Splits after ., ! or ? (and runs of them) followed by whitespace or the end; keeps newlines in the gaps.
 * A mark with no space after it ends nothing, so "$149.99", "0.4 metres", "5.30", "v2.1.3" and "parley.app"
 * stay whole.
 */
export function splitSentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  const re = new RegExp(SENTENCE);
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    if (m[0] === '' && re.lastIndex >= text.length) break;
    let end = re.lastIndex;
    while (end < text.length && /\s/.test(text[end]!)) end++;
    const body = m[0];
    out.push({
      text: body.replace(/\n$/, ''),
      gap: text.slice(m.index + body.length, end) + (body.endsWith('\n') ? '\n' : ''),
    });
    re.lastIndex = end;
    if (end >= text.length) break;
  }
  // "Mr. Delgado, ..." and "the forms etc. and the keys" are one sentence: an abbreviation's full stop ends
  // nothing when what follows it continues the sentence.
  for (let i = out.length - 2; i >= 0; i--) {
    const a = out[i]!;
    if (a.gap === ' ' && continuesAfterAbbreviation(a.text, out[i + 1]!.text)) {
      const b = out.splice(i + 1, 1)[0]!;
      out[i] = { text: a.text + a.gap + b.text, gap: b.gap };
    }
  }
  return out;
}

/** A sentence: marks not followed by whitespace are part of it; it ends at marks before whitespace, a line break or the end. */
const SENTENCE = /(?:[^.!?\n]|[.!?]+(?!["')\]]*(?:\s|$)))*(?:[.!?]+["')\]]*|\n|$)/g;

/**
 * The abbreviations whose full stop need not end a sentence, one list for the splitter and the joiner, each with
 * what may follow it inside its sentence: a title comes before a name ("Dr. Patel"); a numbering word before a
 * number ("no. 5", "fig. 2"); the rest before a word in lower case or a number ("the forms etc. and the keys",
 * "approx. 40 people"). Before a capital, "etc." ends its sentence ("Bring cups etc. The cake is sorted.").
 */
const ABBREVIATIONS: ReadonlyArray<readonly [words: string, before: 'name' | 'number' | 'lower']> = [
  ['Mr|Mrs|Ms|Mx|Dr|Prof|St', 'name'],
  ['no|nos|fig', 'number'],
  ['etc|vs|eg|e\\.g|ie|i\\.e|approx|incl|ca', 'lower'],
];
const ABBREVIATION_END = ABBREVIATIONS.map(
  ([words, before]) =>
    [new RegExp(String.raw`(?:^|[\s("'])(?:${words})\.$`, before === 'name' ? '' : 'i'), before] as const,
);
const FOLLOWS: Record<'name' | 'number' | 'lower', RegExp> = {
  name: /^\S/,
  number: /^[([]?\d/,
  lower: /^[([]?(?:\p{Ll}|\d)/u,
};

/** Whether `sentence` ends in an abbreviation and `next` carries its sentence on ("etc. and", "Dr. Patel"). */
function continuesAfterAbbreviation(sentence: string, next: string): boolean {
  return ABBREVIATION_END.some(([end, before]) => end.test(sentence) && FOLLOWS[before].test(next));
}

/** Whether the text ends in an abbreviation's full stop (from the one list above). */
export function endsInAbbreviation(text: string): boolean {
  return ABBREVIATION_END.some(([end]) => end.test(text));
}

export function joinSentences(parts: readonly Sentence[]): string {
  return parts.map((p) => p.text + p.gap).join('');
}

/** A sentence that ends with an emoji: where a texter's sentence stops without a mark. */
const EMOJI_END = /(?:\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}]|\uFE0F|\u200D)\s*$/u;
/** A sentence that ends with a full stop, a question or an exclamation (and a closing quote or bracket). */
const MARK_END = /[.!?]["')\]\uE001]*$/u;
/** Ends in a word or a number: the sentence has lost its mark. */
const OPEN_END = /[\p{L}\p{N}"')\]\uE001]$/u;
/** An ellipsis, after which a sentence need not begin (nor after an abbreviation: endsInAbbreviation). */
const ELLIPSIS_END = /(?:\.\.|…)$/;

/**
 * Joins the rebuilt sentences of a message (`pieces` are the sender's, one for one), mending the seams a cut left
 * at a sentence break. An emoji that ended a sentence ("... traffic 🙄 start without me") and went leaves the
 * sentence with a full stop, and what follows begins as a sentence ("Start without me."): never a run-on, nor a
 * lower-case word after a full stop the cut put there ("... lasagne. hope it was worth it"). Where the sender
 * wrote the full stop themselves, their next word stays as they wrote it. A message nothing changed is joined
 * exactly as written.
 */
export function joinRebuilt(rebuilt: readonly Sentence[], pieces: readonly Sentence[]): string {
  const joined = joinSentences(rebuilt);
  if (rebuilt.length !== pieces.length || joined === joinSentences(pieces)) return joined;
  const out = rebuilt.map((r) => ({ ...r }));
  let cutEnd: string | null = null;
  out.forEach((r, i) => {
    if (!hasContent(r.text)) return;
    if (cutEnd !== null && MARK_END.test(cutEnd) && !ELLIPSIS_END.test(cutEnd) && !endsInAbbreviation(cutEnd))
      r.text = capitalizeFirst(r.text);
    const own = pieces[i]!.text.trim();
    const emojiBreak = EMOJI_END.test(own) && !EMOJI_END.test(r.text);
    const next = out.slice(i + 1).find((n) => hasContent(n.text));
    // Only between sentences on one line: a line break ends a sentence on its own.
    if (emojiBreak && next && OPEN_END.test(r.text) && !/\n/.test(r.gap)) r.text += '.';
    // The sentence's end is the cut's when the sender ended it with an emoji or no mark at all.
    cutEnd = emojiBreak || !MARK_END.test(own) ? r.text : null;
  });
  return joinSentences(out);
}

export function startsUpper(s: string): boolean {
  const m = /[A-Za-z]/.exec(s);
  return m !== null && m[0] === m[0].toUpperCase();
}

/** The first letter, when the text opens with a word: "2 days to text back" keeps its "days". */
export function capitalizeFirst(s: string): string {
  return s.replace(/^([^A-Za-z0-9]*)([a-z])/, (_m, lead: string, c: string) => lead + c.toUpperCase());
}

export function lowerFirst(s: string): string {
  // Keep "I" and acronyms such as "PDF" as they are.
  return s.replace(/^(\s*)([A-Z])(?![A-Z'’])/, (_m, sp: string, c: string) =>
    c === 'I' && /^\s*I\b/.test(s) ? sp + c : sp + c.toLowerCase(),
  );
}

/**
 * Repairs the seams a deletion leaves: doubled spaces, space before punctuation, stray commas. A dangling
 * article or preposition before the final punctuation ("talk to the.") is dropped, unless the sender's own
 * sentence (`original`) already ended with that word ("who is he tied to?").
 */
/** A verb's particle ("get up", "look out"), after which a preposition may end a sentence ("a job to get up for"). */
const PARTICLE = /^(?:up|out|on|off|in|over|down|back|around|about|through|along|away)$/i;

export function tidy(s: string, original = ''): string {
  const ownEnding = /\b(a|an|the|to|of|with|for)\s*[.!?]+["')\]]*\s*$/i.exec(original)?.[1]?.toLowerCase();
  return (
    s
      .replace(/[ \t]{2,}/g, ' ')
      .replace(/ +([,.!?;:])/g, '$1')
      .replace(/([,;:])(?:\s*[,;:])+/g, '$1')
      .replace(/[,;:]\s*([.!?])/g, '$1')
      .replace(/^[\s,;:\-–—]+/, '')
      .replace(/\(\s*\)/g, '')
      // "a job to get up for." strands its preposition after a particle, as the sender wrote it: kept.
      .replace(
        /(\S+\s+)?\b(a|an|the|and|or|but|to|of|with|for|so|is|are)\s*([.!?])$/i,
        (m, before: string | undefined, w: string, p: string) =>
          /^(a|an|the|to|of|with|for)$/i.test(w) &&
          w.toLowerCase() !== ownEnding &&
          !(/^(to|of|with|for)$/i.test(w) && PARTICLE.test(before?.trim() ?? ''))
            ? `${before ?? ''}${p}`.replace(/\s+([.!?])$/, '$1')
            : m,
      )
      .trim()
  );
}

/** The article to put before `next` after the word that used to follow the article was removed. */
export function articleFor(article: string, next: string): string {
  const vowel = /^[aeiou]/i.test(next) && !/^(uni|use|usu|one|eu)/i.test(next);
  const base = vowel ? 'an' : 'a';
  return article[0] === 'A' ? base[0]!.toUpperCase() + base.slice(1) : base;
}

/** True when the text has at least one letter or digit, i.e. something worth sending. */
export function hasContent(s: string): boolean {
  return /[A-Za-z0-9]/.test(s);
}

/** Emoji (with their modifiers) followed by a space and a word: where a texter ends one sentence and starts the next. */
const EMOJI_BREAK =
  /((?:\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}]|\uFE0F|\u200D)+)(\s+)(?=[\p{L}\p{N}])/gu;

/**
 * "Thanks for telling Mia first 👏👏 really great co-parenting": an emoji in the middle is a sentence break, so
 * each side is read (and kept or dropped) on its own, never run together once the emoji goes.
 */
export function splitAtEmojiBreaks(sentences: readonly Sentence[]): Sentence[] {
  return sentences.flatMap((s) => {
    const out: Sentence[] = [];
    let from = 0;
    for (const m of s.text.matchAll(EMOJI_BREAK)) {
      const end = m.index + m[1]!.length;
      out.push({ text: s.text.slice(from, end), gap: m[2]! });
      from = end + m[2]!.length;
    }
    if (out.length === 0) return [s];
    out.push({ text: s.text.slice(from), gap: s.gap });
    return out;
  });
}

/** Phone shorthand's "u" opening a sentence reads as a stray letter once capitalised: "u all went …" -> "you all went …". */
export function spelledYou(sentence: string): string {
  return sentence.replace(/^([^A-Za-z0-9]*)[uU](?=\s+\p{Ll})/u, '$1you');
}
