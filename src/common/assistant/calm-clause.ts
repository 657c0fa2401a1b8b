/**
 * A charged sentence decided clause by clause. A point and a jab most often share one sentence ("I need the car
 * back by 6, not that you ever listen.", "Pick up Emma at 5 or don't bother coming home."), and a decision made
 * for the whole sentence can only keep both or drop both. Here the sentence is cut at the seams calm-parts.ts
 * finds (commas, dashes, "and you", "but", "or else", "since", ...), each clause is read for what it is for by
 * the same reader the composer uses for sentences (purpose.ts, the learned reader with its rules), the clauses
 * that only wound go, and the ones that carry the sender's point (a request, plan, decision, fact, feeling or
 * genuine question) stay in the sender's own words, without their heat words ("yet again", "seriously"), joined
 * back into one sentence that reads whole: a capital, an end mark, no conjunction left hanging at either end.
 * Nothing is added; the composer holds every form built here to the whole output check (calm-choose.ts).
 */
import { closingMark, seamsOf, withoutHeat } from './calm-parts';
import { lexiconTag } from './nlp';
import { spelledYou } from './text';
import { withoutTail } from './calm-point';
import { JABS, type Purpose } from './purpose';

/** One clause of a sentence with the seam (", ", " — ", " ") that joined it to the clause before. */
export interface Clause {
  text: string;
  seam: string;
}

/** The sentence's clauses, each with the seam before it (the first's is ''), split where calm-parts.ts finds seams. */
export function splitClauses(text: string): Clause[] {
  const out: Clause[] = [];
  let from = 0;
  let seam = '';
  for (const at of seamsOf(text)) {
    out.push({ text: text.slice(from, at.start), seam });
    seam = text.slice(at.start, at.end);
    from = at.end;
  }
  out.push({ text: text.slice(from), seam });
  return out.filter((c) => /[\p{L}\p{N}]/u.test(c.text));
}

/** A word that joins a clause to the one before it: it cannot open the sentence once that clause went. */
const LEADING_JOIN = /^(?:and|but|so|or|plus)\b[\s,]*/i;
/**
 * A clause that leans on the one before it ("since the 10th", "which is parked there", "like I robbed a bank",
 * "because I am new", "not to reply", "via a text at 11pm"), after its joining word: once the clause it leaned on
 * went (a greeting or a name between them does not count) it says something else, or nothing, so it goes too.
 */
const LEANS_BACK =
  /^(?:since|because|cause|cuz|bc|as|seeing as|given|considering|now that|though|although|even though|which|who|whose|whom|where|that|than|like|not|whether|until|till|after|before|when|whenever|while|unless|if|instead of|via|of|to|for|with|about|from|by|apart from|aside from|except(?: for)?|besides|other than)\b/i;
/** The ones a whole clause may still read after ("I've asked twice, so ..."): read for purpose without them. */
const READ_WITHOUT = /^(?:and|but|so|or|plus|because|cause|cuz|bc|since|though|although|as)\b[\s,]*/i;
/**
 * A clause that needs a main clause after it ("unless you pay", "if you are late", "instead of helping"): it
 * cannot end a sentence.
 */
const NEEDS_MAIN =
  /^(?:if|unless|when|whenever|while|until|till|before|after|instead of|as if|even though|whether|having|being|given|considering|seeing as)\b/i;
/** A clause that is only a name, said to the reader: "Ryan", "Mrs Patel". */
const NAME_ONLY = /^\s*(?:(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+)?\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+)?\s*$/u;
/** What no kept clause may end on: the rest of it was in a clause that went. */
const DANGLING = /\b(?:and|or|but|so|the|a|an|to|of|for|with|at|in|on|by|from|that|than|because|if|like)$/i;
/** Where an aside went ("I am writing, since you won't answer, to inform you"): the clauses join with a space. */
const CONTINUES = /^(?:to|that|for|with|about|regarding)\b/i;
/** Fewer words than this left of a sentence is a stub ("Pay.", "5 years."), not its point. */
const MIN_WORDS = 3;

/** A clause made a sentence of its own, to read it as the purpose reader reads sentences. */
function asSentence(clause: string, asked: boolean): string {
  const t = clause.trim().replace(READ_WITHOUT, '');
  if (!t) return '';
  const capital = t.charAt(0).toUpperCase() + t.slice(1);
  return capital + closingMark(capital, asked);
}

export interface ClauseReading {
  /** What the clause is for, read alone (the composer's reader: learned, checked by rule). */
  purpose: (sentence: string) => Purpose;
  /** The learned charged score of a clause said alone. */
  score: (sentence: string) => number;
  /** Whether a clause carries a fact (a name, time, date, amount, place, number). */
  hasFact: (sentence: string) => boolean;
  /** Whether the whole sentence reads as a threat: then its "or ..." turn is the threat, whatever it reads as alone. */
  threat?: boolean;
}

/** An ultimatum's turn ("or don't bother coming home", "otherwise I'm done"): alone it may read as a request. */
const ULTIMATUM_TURN = /^(?:or|otherwise)\b/i;

/** A plain statement the score is this sure of, aimed at the reader and carrying no fact, only wounds. */
const AIMED_JAB_FROM = 0.9;
/**
 * A sweeping or mocking charge ("you never think about anyone", "you keep 'looking into it'"), not what the reader did this time: "and
 * you disappear" after "You promise to help me move on Sunday" is the complaint itself, and cutting it flips it.
 */
const SWEEPING =
  /\b(?:never|always|ever|constantly|forever|nothing|anything|anyone|anybody|everyone|everybody|everything|no ?one|nobody|all the time|every time|once|only|again|keeps?|still)\b|["“”]|(?:^|\s)['‘]\p{L}/iu;
/** Said of the reader as the clause's subject ("you never think about anyone"), not "every time I see you". */
const AT_READER = /^(?:(?:and|but|so|or)\s+)?(?:you|u|ur|ya|youre|you['’](?:re|ve|d|ll))\b/i;

export interface ClauseForm {
  text: string;
  /** The purposes of the clauses that went, the longest first (an "Oh," before a verdict is not the jab). */
  dropped: Purpose[];
  /** The purposes of the clauses kept. */
  kept: Purpose[];
}

/**
 * A reason or comparison tacked onto a point that only holds the reader's past failure over them ("…, because I'm not
 * carrying you through another module", "… so I don't have to cover for you again", "…, unlike last time with the
 * drains", "… like you did in spring"): it goes, the point stays.
 */
const JAB_REASON =
  /^(?:because|cause|cuz|bc|since|so|unlike|like|as)\s+(?=.*\b(?:again|last\s+time|another|usual|every\s+time|always|like\s+you\s+did|cover\s+for\s+(?:you|u)|carry(?:ing)?\s+(?:you|u)|babysit(?:ting)?\s+(?:you|u)|chase\s+(?:you|u))\b)/i;
const isJabReason = (clause: string) => JAB_REASON.test(clause.trim());

/** "you did nothing on the project", "u forgot her birthday": the reader as subject of a verb in the past tense. */
function saysAnAct(clause: string): boolean {
  const m =
    /^(?:(?:and|but|so)\s+)?(?:you|u)\s+(?:(?:literally|actually|really|just|seriously|basically|totally)\s+)*(\p{L}+)\b/iu.exec(
      clause.trim(),
    );
  return !!m && !/^(?:were|was)$/i.test(m[1]!) && lexiconTag(m[1]!.toLowerCase()) === 'PastTense';
}

/**
 * The sentence with its wounding clauses gone and its point kept, or null when it has no mix of the two (one
 * clause, all jab, all point) or what is left cannot stand as a sentence.
 */
export function clauseForm(sentence: string, read: ClauseReading): ClauseForm | null {
  const body = sentence.trim();
  const end = /[.!?…]+["'’”)]*\s*$/u.exec(body)?.[0] ?? '';
  const asked = end.includes('?');
  // Mocking words a clause runs on into ("… ur name is on it good for u") go with the jab, before it is read.
  const split = splitClauses(body.slice(0, body.length - end.length));
  const clauses = split.map((c) => ({ ...c, text: withoutTail(c.text).replace(/[.!?…]+$/u, '') }));
  const tailCut = clauses.some((c, i) => c.text !== split[i]!.text);
  if (clauses.length < 2 && !tailCut) return null;
  const keep: boolean[] = [];
  const purposes: (Purpose | null)[] = [];
  const dropped: Array<{ purpose: Purpose; words: number }> = [];
  const kept: Purpose[] = [];
  for (const c of clauses) {
    const alone = asSentence(withoutHeat(c.text), asked);
    // A clause of heat words alone ("ffs", "seriously") says nothing.
    if (!/[\p{L}\p{N}]/u.test(alone)) {
      keep.push(false);
      purposes.push(null);
      continue;
    }
    const purpose =
      read.threat && ULTIMATUM_TURN.test(c.text.trim()) ? 'threat' : read.purpose(asSentence(c.text, asked));
    // A whole jab the reader gave a plain purpose ("you never think about anyone else"): aimed at the reader,
    // no fact in it, and the score sure of it. A request, decision or feeling is never dropped this way.
    const aimedJab =
      purpose === 'logistics' &&
      AT_READER.test(c.text.trim()) &&
      SWEEPING.test(c.text) &&
      !read.hasFact(c.text) &&
      read.score(asSentence(c.text, asked)) >= AIMED_JAB_FROM;
    // What the reader did, said as a verdict ("u literally did nothing on the project"), is the complaint itself:
    // cooled, it stays; a verdict on who they are or what they always do ("you never listen") goes.
    const goes =
      (JABS.has(purpose) && !(purpose === 'verdict' && saysAnAct(c.text))) ||
      aimedJab ||
      (keep.length > 0 && isJabReason(c.text));
    keep.push(!goes);
    purposes.push(purpose);
    if (goes) dropped.push({ purpose, words: c.text.split(/\s+/).length });
    else kept.push(purpose);
  }
  if (tailCut) dropped.push({ purpose: 'sarcasm', words: 0 });
  if (dropped.length === 0 || !kept.some((p) => p !== 'frame')) return null;
  const text = assemble(clauses, keep, purposes, asked);
  const byLength = dropped.sort((a, b) => b.words - a.words).map((d) => d.purpose);
  return text ? { text, dropped: byLength, kept } : null;
}

/** The kept clauses joined at their own seams into one sentence, or '' when the result cannot stand. */
function assemble(
  clauses: readonly Clause[],
  keep: readonly boolean[],
  purposes: readonly (Purpose | null)[],
  asked: boolean,
): string {
  const kept = [...keep];
  // A clause that leans on one that went goes with it (its facts, if any, then fail the composer's check).
  let head = -1;
  for (let i = 0; i < clauses.length; i++) {
    const leans = LEANS_BACK.test(clauses[i]!.text.trim().replace(LEADING_JOIN, ''));
    if (kept[i] && i > 0 && leans && (head < 0 || !kept[head])) kept[i] = false;
    // A name said to the reader ("…, Ryan, apart from …") is no clause to lean on.
    if (purposes[i] !== 'frame' && !NAME_ONLY.test(clauses[i]!.text)) head = i;
  }
  let out = '';
  // Only a greeting or a name kept so far ("Mum, [jab], so please ..."): the next clause opens the sentence.
  let opened = false;
  clauses.forEach((c, i) => {
    if (!kept[i]) return;
    let t = withoutHeat(c.text.trim());
    if (!t) return;
    if (!opened) t = t.replace(LEADING_JOIN, '');
    if (!out) out = t;
    else {
      const asideGone = i > 0 && !kept[i - 1] && CONTINUES.test(t);
      // The seam before this clause joins it to what is kept; a word-only seam (" and you ...") keeps its space.
      out += (asideGone ? ' ' : c.seam.trim() ? c.seam : ' ') + t;
    }
    if (purposes[i] !== 'frame') opened = true;
  });
  out = out.replace(/[\s,;:—–-]+$/u, '').trim();
  if ((out.match(/[\p{L}\p{N}]+/gu) ?? []).length < MIN_WORDS || DANGLING.test(out)) return '';
  // A condition whose main clause went ("If you are late again.") is no sentence.
  const last = out.split(/[,;:—–]\s+|\s+-\s+/).at(-1) ?? out;
  if (NEEDS_MAIN.test(last.trim())) return '';
  const said = spelledYou(out);
  const capital = said.charAt(0).toUpperCase() + said.slice(1);
  return capital + closingMark(capital, asked);
}
