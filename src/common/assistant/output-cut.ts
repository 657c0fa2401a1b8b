/**
 * Part of the output check's 'fragment' rejection (output-fragment.ts): where a rewrite only cut words from the
 * sender's sentences, what is left must still be sentences. Cuts that leave something that is not:
 *   - a clause that cannot stand alone, its main clause cut: "Should payment not be received by 30 May.", "Despite
 *     what some of you seem to believe.", "Further to my three letters.", "whoever used my razor.", "Telling Lily
 *     she's moving house before we'd agreed anything.";
 *   - one half of a pair: "Either you talk to me tonight." (its "or …" cut), "Shall I go to HR?" (a question's second
 *     choice without its first);
 *   - a clause left without its verb: "Dear Karen, after two years on this project." (from "… I find it astonishing
 *     that, after two years on this project, you still …"), or without what its verb, preposition or adjective needs:
 *     "I am not, so …", "Rematch Friday, you lovable?", "Worst service I've dealt." (its closing "with" cut).
 * A sentence said in words of its own ("Please move it; otherwise …") is the other checks' business.
 */
import { cached } from './call-cache';
import { lexiconTag, nlp, verbForm } from './nlp';
import { words } from './output-words';
import { splitSentences } from './text';
import { PROFANITY_PATTERN } from './rules/profanity';

/** Words that open a clause which cannot stand alone ("If you are late"); "should", "had", "were" when inverted. */
const SUBORDINATE_OPENER =
  /^(?:if|unless|should|had|were|when|whenever|once|because|cuz|bc|although|though|whereas|while|until|till|provided|providing|given|despite|whoever|whatever|whichever|wherever|further to|following|with regard to|in light of|due to|even if|even though|as long as|as soon as|now that|so that|in case|in spite of|regardless of)$/;
/** "Either" that is not "either way", "either of", "either one", or a last word ("me either"). */
const EITHER = /\beither\b(?!\s+(?:way|of|one|side|day|option|case|choice)\b)(?=\s+\S)/i;
const NEITHER = /\bneither\b(?!\s+(?:of|one|side|way)\b)(?=\s+\S)/i;
/** A clause ending on its copula ("I am not", "you are"), which needs what was cut after it. */
const COPULA_END =
  /(?:^|\s)(?:is|are|am|was|were|be|been|i'm|im|you're|he's|she's|it's|we're|they're)(?:\s+(?:not|never|so|such|a|an|the))?$/;
/** Words that start a clause of their own in a run-on ("ur not that busy ur just rude"), not a cut noun. */
const PRONOUN = /^(?:i|im|i'm|you|u|ur|he|she|it|its|it's|we|they|this|that|there)$/;
/** A preposition or article that, with the words after it cut ("… a letter from [my solicitor]"), is left hanging. */
const NEEDS_OBJECT = /^(?:to|of|with|for|from|at|by|about|into|onto|than|a|an|the|my|your|his|our|their)$/;
/** A preposition that can end a clause whose object came earlier ("the service I've dealt with"). */
const STRANDED = /^(?:with|to|about|for|on|at|of|into|from|in|up|out)$/;
/** A clause that opens on one of these goes on from a subject ("[my draft] has still not …"). */
const AUXILIARY = /^(?:has|have|had|is|are|was|were|hasn't|haven't|hadn't|isn't|wasn't|weren't)$/;
const COORDINATOR = /^(?:and|but|or|so|nor|yet|then|n)$/;
/** Where a clause ends: a comma or colon before a space (not "$1,200", "7:40"), a semicolon, a dash between spaces. */
const CLAUSE_BREAK = /[,:](?=\s|$)|;|\s[-–—]\s/;

/** Said before a condition's own words: "and if …", "but unless …". */
const CONDITION_JOIN = /^(?:and|but|so|or|then)$/;
/** A condition that is only a frame on how the sender speaks ("If I'm honest, …"), not one the rest hangs on. */
const FRAME_CONDITION =
  /^(?:i'?m|i am|im) (?:honest|being honest)|^you ask me|^i may|^you must know|^anything|^nothing else/;

/** Whether the sender's words from `at` open a condition ("if …", "unless …", "and if …"). */
/** A relative pronoun opening a clause: it describes the noun before it. */
const RELATIVE = /^(?:which|whom|whose)$/i;

function conditionAt(ws: readonly string[], at: number): boolean {
  const i = CONDITION_JOIN.test(ws[at] ?? '') ? at + 1 : at;
  // "Next time I keep the ball and I call your landlord." -> "I call your landlord." is a warning carried out now.
  if (ws[i] === 'next' && ws[i + 1] === 'time') return true;
  if (ws[i] !== 'if' && ws[i] !== 'unless') return false;
  return !FRAME_CONDITION.test(ws.slice(i + 1, i + 4).join(' '));
}

/** The sender's words, the sentence each is in, and which of them start a clause. */
interface SenderWords {
  words: string[];
  sentence: number[];
  clauseStart: Set<number>;
  /** Which of the sender's sentences (by number) asked a question. */
  asked: Set<number>;
}

/** An emoji ends what the sender said before it, as a full stop would ("cancelling again 🙃 same time never"). */
const EMOJI_BREAK = /\p{Extended_Pictographic}[\p{Extended_Pictographic}\u{FE0F}\u{200D}\s]*/u;

function senderWords(original: string): SenderWords {
  const out: SenderWords = { words: [], sentence: [], clauseStart: new Set(), asked: new Set() };
  let s = 0;
  for (const { text } of splitSentences(original))
    for (const said of text.split(EMOJI_BREAK)) {
      for (const piece of said.split(CLAUSE_BREAK)) {
        const ws = words(piece);
        if (ws.length) out.clauseStart.add(out.words.length);
        for (const w of ws) {
          out.words.push(w);
          out.sentence.push(s);
        }
      }
      if (/\?[\s"')\]]*$/.test(said.trim())) out.asked.add(s);
      s++;
    }
  return out;
}

/** Where each word of `part` sits in `whole` from `from` on, when `part` is that with words cut out; or null. */
function positionsIn(part: readonly string[], whole: readonly string[], from: number): number[] | null {
  const at: number[] = [];
  let j = from;
  for (const w of part) {
    while (j < whole.length && whole[j] !== w) j++;
    if (j === whole.length) return null;
    at.push(j++);
  }
  return at;
}

/** The clauses of a sentence as word ranges: the stretches between commas, semicolons, colons and dashes. */
function clauseRanges(sentence: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let start = 0;
  for (const piece of sentence.split(CLAUSE_BREAK)) {
    const n = words(piece).length;
    if (n > 0) ranges.push([start, start + n]);
    start += n;
  }
  return ranges;
}

/**
 * The opener of a sentence, one word or the two- and three-word ones ("even if", "as long as"), or a participle that
 * hung its clause on the one cut before it ("Who do you think you are, telling Lily …?" -> "Telling Lily …").
 */
function opener(ws: readonly string[]): string | null {
  for (const n of [3, 2, 1]) {
    const head = ws.slice(0, n).join(' ');
    if (ws.length > n && SUBORDINATE_OPENER.test(head)) return head;
  }
  // "Meeting could've been an email": the "-ing" word is the subject when a verb follows it.
  return ws.length > 1 && isParticiple(ws[0]!) && !AUXILIARY_NEXT.test(ws[1]!) ? ws[0]! : null;
}

const AUXILIARY_NEXT =
  /^(?:is|was|are|were|has|had|have|can|could|would|should|will|might|must|may|could've|would've|should've|isn't|wasn't|won't|can't|couldn't|wouldn't|shouldn't)$/;

/**
 * "telling", "moving", "getting": an "-ing" word that is some verb's gerund (compromise reads "telling" alone as an
 * adjective and its word list "tell" as a noun, so the stem is conjugated), not a noun of its own ("morning",
 * "evening", "nothing").
 */
function isParticiple(word: string): boolean {
  if (
    !/^\p{L}{2,}ing$/u.test(word) ||
    /^(?:Singular|Plural|Uncountable|Noun|Preposition)$/.test(lexiconTag(word) ?? '')
  )
    return false;
  // "Regarding Mum's estate:", "Following our call," head a letter's topic as prepositions do.
  if (
    /^(?:regarding|concerning|including|considering|following|according|pending|excluding|barring|re)$/i.test(
      word,
    )
  )
    return false;
  const stem = word.slice(0, -3);
  return cached('check-participle', word, () =>
    [stem, `${stem}e`, stem.replace(/(\p{L})\1$/u, '$1')].some((v) => verbForm(`I ${v}`, 'Gerund') === word),
  );
}

const VERB_TAG =
  /^(?:Verb|Copula|Modal|Auxiliary|Infinitive|PresentTense|PastTense|Gerund|Participle|PerfectTense|Pluperfect|FutureTense)$/;

function isProfane(word: string): boolean {
  PROFANITY_PATTERN.lastIndex = 0;
  const found = PROFANITY_PATTERN.test(word);
  PROFANITY_PATTERN.lastIndex = 0;
  return found;
}

/** The sender's words of one sentence from `start` (an index into all their words) up to `end`, as text. */
function sentenceWords(
  sender: SenderWords,
  sentence: number,
  start: number,
  end = sender.words.length,
): string {
  const out: string[] = [];
  for (let p = start; p < end; p++)
    if (sender.sentence[p] === sentence && !isProfane(sender.words[p]!)) out.push(sender.words[p]!);
  return out.join(' ');
}

/** Whether a cut word could have been a clause's subject: a word, not a swear word or an interjection. */
function isNounSubject(word: string): boolean {
  if (!/\p{L}/u.test(word) || isProfane(word)) return false;
  return !cached('check-is-expression', word, () => nlp(word).has('#Expression'));
}

/** Whether the parser reads the last word of a clause as an adjective ("you lovable"). */
function endsOnAdjective(clause: string): boolean {
  return cached('check-ends-adjective', clause, () => nlp(clause).terms().last().has('#Adjective'));
}

/**
 * Whether a stretch of words may hold a verb: a word the parser's word list calls one, else the parser's reading.
 * Unlike nlp.ts hasVerb (a verb read in context, "ur" spelled out), any word that can be one counts ("the charge").
 */
function mayHoldVerb(text: string): boolean {
  if (text.split(' ').some((w) => VERB_TAG.test(lexiconTag(w) ?? ''))) return true;
  return cached('check-has-verb', text, () => nlp(text).has('#Verb'));
}

/**
 * Why the rewrite's sentences (those not kept as written are `changed`) hold a sentence cut into a non-sentence,
 * or null. The rewrite is read in order against the sender's words, so a sentence split off at an emoji break
 * ("… 😘 💀 absolutely not" → "…". "Absolutely not") is not taken for a cut.
 */
export function cutClause(
  original: string,
  sentences: ReadonlyArray<{ text: string; changed: boolean }>,
): string | null {
  const sender = cached('check-sender-words', original, () => senderWords(original));
  let cursor = 0;
  for (const { text: raw, changed } of sentences) {
    const text = raw.trim();
    const ws = words(text);
    const at = positionsIn(ws, sender.words, cursor) ?? positionsIn(ws, sender.words, 0);
    // Where the words this sentence may have cut begin: after what the rewrite's sentences before it kept.
    const after = at?.length && at[0]! >= cursor ? cursor : (at?.[0] ?? 0);
    if (at && at.length) cursor = at[at.length - 1]! + 1;
    if (!changed) continue;
    const question = /\?\s*["')\]]*\s*$/.test(text);
    if (!question && EITHER.test(text) && !/\beither\b.*\bor\b/i.test(text))
      return `"either" without its "or" ("${text}")`;
    if (!question && NEITHER.test(text) && !/\bneither\b.*\bnor\b/i.test(text))
      return `"neither" without its "nor" ("${text}")`;
    if (!at || !at.length) continue;
    const first = at[0]!;
    const kept = new Set(at);
    const last = at[at.length - 1]!;
    // "Do you think I should raise it with HR, or let it go?" -> "Let it go." (or "…, or shall I just go to HR?" ->
    // "Shall I go to HR?"): the question's second choice without its first. (Its first half kept as a statement is a
    // usual cut: "… and you think I'm stupid?".)
    if (sender.asked.has(sender.sentence[first]!) && sender.words[first - 1] === 'or')
      return `a question's second choice without its first ("${text}")`;
    const clauses = clauseRanges(text);
    // "… I find it difficult to believe that my dissertation draft, submitted on 4 February, has still not received
    // feedback." -> "…, submitted on 4 February, has still not received feedback.": a clause that went on from a noun
    // the cut took (a participle or an auxiliary opening it, the sender's word before it cut) has lost its subject.
    for (const [from] of clauses) {
      const p = at[from]!;
      const first = ws[from]!;
      if (
        p > 0 &&
        !kept.has(p - 1) &&
        sender.sentence[p - 1] === sender.sentence[p] &&
        !question &&
        (AUXILIARY.test(first) || /^(?:PastTense|Participle)$/.test(lexiconTag(first) ?? '')) &&
        // The word cut before it was a noun, its subject; not a swear word or an interjection ("shit forgot it …").
        isNounSubject(sender.words[p - 1]!) &&
        !COORDINATOR.test(sender.words[p - 1]!) &&
        !SUBORDINATE_OPENER.test(sender.words[p - 1]!)
      )
        return `a clause cut from its subject ("${ws.slice(from).join(' ')}" in "${text}")`;
    }
    // "Dear Mr. and Mrs. Okafor, I write … regarding your extension, which blocks my light." -> "Dear Mr. and Mrs.
    // Okafor, which blocks my light.": a relative clause whose noun the cut took describes nothing.
    for (const [from] of clauses) {
      const p = at[from]!;
      if (
        p > 0 &&
        RELATIVE.test(ws[from]!) &&
        !kept.has(p - 1) &&
        sender.sentence[p - 1] === sender.sentence[p] &&
        !question
      )
        return `a relative clause cut from what it describes ("${ws.slice(from).join(' ')}" in "${text}")`;
    }
    // "If your builders block my driveway once more, I will be contacting the council" -> "I will be contacting the
    // council": a consequence kept without the condition it hung on says something the sender did not (a threat
    // carried out now, a punishment with no "if").
    for (const [from] of clauses) {
      const p = at[from]!;
      let q = p - 1;
      while (q >= after && !kept.has(q) && sender.sentence[q] === sender.sentence[p]) q--;
      for (let c = q + 1; c < p; c++)
        if ((sender.clauseStart.has(c) || c === q + 1) && conditionAt(sender.words, c))
          return `a consequence cut from its condition ("${ws.slice(from).join(' ')}" in "${text}")`;
    }
    // The sender's condition and nothing after it ("Should payment not be received by 30 May.", "whoever used my
    // razor"), their "Further to my letters of …" whose main clause was cut, or their closing "despite …" without the
    // clause it qualified: the rewrite's last clause, one stretch of the sender's words opening on "if", "should",
    // "despite", "further to", …, whose sentence had a clause with a verb cut ("Whatever you decide is fine by me[,
    // genius]" lost none).
    const [lastFrom] = clauses[clauses.length - 1] ?? [0];
    const open = opener(ws.slice(lastFrom));
    const from = at[lastFrom]!;
    const sentenceNo = sender.sentence[from];
    if (
      !question &&
      open &&
      last - from === ws.length - 1 - lastFrom &&
      sender.clauseStart.has(from) &&
      // A participle the sender opened their sentence with leads a sentence of its own ("Telling you now so …"), unless
      // the main clause it hung on was cut after it ("Having waited 45 minutes, I can only assume …").
      ((sender.sentence[last + 1] === sentenceNo &&
        (SUBORDINATE_OPENER.test(open) ||
          (sender.clauseStart.has(last + 1) && PRONOUN.test(sender.words[last + 1]!))) &&
        mayHoldVerb(sentenceWords(sender, sentenceNo!, last + 1))) ||
        (lastFrom === 0 && from > 0 && mayHoldVerb(sentenceWords(sender, sentenceNo!, 0, from))))
    )
      return `a "${open} …" clause without the sentence it belongs to ("${text}")`;
    // A clause left without a verb because the words cut before or inside it, in the same sentence of the sender's,
    // held it; a verbless clause the sender wrote ("four ways, not three") is theirs.
    for (const [k, [from, to]] of clauses.entries()) {
      const clause = ws.slice(from, to).join(' ');
      const end = at[to - 1]!;
      const sentenceOf = sender.sentence[at[from]!];
      // The words cut right after the clause, up to where the sender's own clause ended.
      const tail: string[] = [];
      for (let p = end + 1; p < sender.words.length && !kept.has(p); p++) {
        if (sender.sentence[p] !== sentenceOf || sender.clauseStart.has(p)) break;
        tail.push(sender.words[p]!);
      }
      // A cut clause of its own ("not £600 because you feel …") leaves what came before it whole.
      if (tail.length && SUBORDINATE_OPENER.test(tail[0]!)) tail.length = 0;
      // "I am not idiot, so decide …" -> "I am not, so decide …": the clause ends where its complement was cut.
      if (
        tail.length &&
        (COPULA_END.test(ws.slice(Math.max(from, to - 2), to).join(' ')) || NEEDS_OBJECT.test(ws[to - 1]!))
      )
        return `a clause cut after "${ws[to - 1]}" ("${clause}" in "${text}")`;
      // "the worst service I've ever dealt with, congrats" -> "… I've dealt": the preposition that ended the clause,
      // its object said before it, cut alone after the clause's verb.
      if (tail.length === 1 && STRANDED.test(tail[0]!) && VERB_TAG.test(lexiconTag(ws[to - 1]!) ?? ''))
        return `a clause cut before its last word "${tail[0]}" ("${clause}" in "${text}")`;
      // "Rematch Friday, you lovable fool?" -> "…, you lovable": an adjective whose noun was cut. (The clause's own
      // reading first: it is asked again below, and seldom ends on an adjective, so the second parse is seldom made.)
      if (
        tail.length &&
        !PRONOUN.test(tail[0]!) &&
        endsOnAdjective(clause) &&
        nlp(`${clause} ${tail[0]}`).terms().last().has('#Noun')
      )
        return `a clause cut before its noun ("${clause}" in "${text}")`;
      // One word is a clause only as an adjective left of a cut question ("Indifferent?" from "Are you … or just
      // indifferent?"); "Thanks.", "Seriously?" and a name stand alone.
      if (to - from < 2 && !(clauses.length === 1 && endsOnAdjective(clause))) continue;
      const start = from === 0 ? after : at[from - 1]! + 1;
      const cut: string[] = [...tail];
      for (let p = start; p <= end; p++)
        if (!kept.has(p) && sender.sentence[p] === sentenceOf) cut.push(sender.words[p]!);
      if (cut.length === 0) continue;
      // A swear word the parser reads as a verb ("fuck these guys …") was no verb of the clause's.
      const cutWords = cut.filter((w) => !isProfane(w));
      if (mayHoldVerb(clause) || !cutWords.length || !mayHoldVerb(cutWords.join(' '))) continue;
      // "after three reminders, the contract is still unsigned": the next clause, not joined on by "and", has the verb.
      const next = clauses[k + 1];
      const nextText = next ? ws.slice(next[0], next[1]) : [];
      if (nextText.length && !COORDINATOR.test(nextText[0]!) && mayHoldVerb(nextText.join(' '))) continue;
      return `a clause cut from its verb ("${clause}" in "${text}")`;
    }
  }
  return null;
}
