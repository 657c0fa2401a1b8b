/**
 * Sentences that only wound: a calm person leaves them out when the rest of the message already says its point.
 * Read by the sentence's shape and the two learned readers (the charged score, the purpose reader), not by a list
 * of lines:
 *
 *   - a short rhetorical question that asks nothing the reader could answer: a yes/no question (or a statement
 *     asked as one) that the purpose reader reads as hostile rather than real ("Are your legs broken?", "Do you
 *     not have a life?", "You think I am idiot?"), or, in a sentence the score flags, one that imputes an absurd
 *     belief ("Do you take pensioners for fools?", "does the school think we print money"), or says what the
 *     reader thinks of the sender ("You think I am stupid.");
 *   - a mock hope in a sentence the score flags: a hope about the reader or what they did, said as a verdict ("I
 *     hope your work is better than your time-keeping, because so far it's been a shambles.", "I hope the football
 *     was worth it."); a sincere hope ("I hope you understand.") does not read charged;
 *   - a disappointed expectation the score is sure of ("I had assumed basic boundaries were taught at home.");
 *   - a parting verdict left as written that the purpose reader reads as a jab, beside another sentence read charged
 *     (partingVerdict; the score may or may not flag it): a cold closer ("There is nothing further to discuss.", "It is transparent, and it is not
 *     appreciated."), a put-down of a group ("Some people simply do not think."), a guilt trip ("After all these
 *     years.", "I'm not your taxi service."), mock praise ("truly neighbour of the year").
 *
 * None carries a fact (a name, time, day, amount, place or any number), a request or an alternative ("..., or ...?").
 * Cutting the loudest words out of such a sentence changes or keeps what it says ("Do you take pensioners for
 * fools?" -> "Do you take pensioners?"), so the composer (calm-compose.ts) drops it whole, and only
 * while another sentence of the message still says something.
 */
import { purposeScores, type ModelPurpose } from './purpose-model';
import { extractFacts, factCount } from './facts';
import { isFrame } from './calm-point';
import { hasContent } from './text';
import { chargedScore } from './charged-score';
import { JABS, purposeOf, rulePurposeOf } from './purpose';

/** The score at or above which a disappointed expectation is sure enough to be a verdict. */
const SURE = 0.75;
/**
 * A hope is a mock one at or above this score: the score tells them apart where the purpose reader does not ("I hope
 * you understand." 0.10, "I hope your date was worth it." 0.61).
 */
const HOPE_SURE = 0.5;
/** A flagged yes/no question is rhetorical when the purpose reader reads it as hostile at least this. */
const READS_HOSTILE = 0.45;
/** An unflagged sentence of a charged message is read as a rhetorical jab only when the reader is this sure. */
const SURE_HOSTILE = 0.9;
/** A question that the reader reads as a request at least this asks for something. */
const ASKS = 0.3;
/** A question the reader reads as a real question at least this (and more than a hostile one) is a real one. */
const REAL_QUESTION = 0.5;
/**
 * A sentence the purpose reader reads as a jab is a parting verdict only from this score on: below it the reader's jab is
 * most often the sender's point ("I had to fix it myself." 0.06). Chosen on the development rounds (scripts/
 * EVAL-RESULTS.md, "Parting verdicts"): 0.05 and 0.1 dropped such points, 0.3 kept cold closers.
 */
const PARTING_FROM = 0.15;
/** A reminder of what the reader said or promised ("You said you'd handle the renewal.") is the complaint itself. */
const RECALLS_READER = /\b(?:you|u)\s+(?:said|promised|told|agreed|swore)\b/i;
/** A consequence said plainly ("This will be documented.", "Next time it gets towed.") is the sender's next step. */
const CONSEQUENCE = /\b(?:will|won['’]?t|['’]ll|going to|gonna|next time|from now on|otherwise|unless)\b/i;
/** How often it happened ("This is the second time.") is part of the complaint. */
const REPEATED =
  /\b(?:second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|umpteenth|\d+(?:st|nd|rd|th))\s+time\b/i;
/**
 * Disapproval of the situation ("This is simply not good enough.", "This is not acceptable for the child.") is the
 * complaint itself, said of no one; a cold closer about it ("This is not a discussion.") is not.
 */
const OF_THE_SITUATION =
  /^\W*(?:this|that|it)(?:['’]s|\s+is|\s+was)\s+(?:(?:simply|just|really|absolutely|completely|totally)\s+)?(?:not\s+(?:good enough|acceptable|ok|okay|fair|right|how)\b|unacceptable\b|unfair\b|wrong\b)/i;
/** Sarcasm is said as approval: a negated sentence ("I did not appreciate being laughed at.") is a plain feeling. */
const NEGATED = /\b(?:not|never)\b|n['’]t\b/i;
/** A rhetorical question carries little beyond its sting: longer questions carry a complaint of their own. */
const MAX_WORDS = 8;

/**
 * The opening of a yes/no question (its auxiliary first, after a filler word or an address), or a statement asked
 * as a question about what the reader believes ("You think I am idiot?"). "Can / could / would / will you" ask for
 * something and are left out: they are requests.
 */
const YES_NO =
  /^\W*(?:(?:so|and|but|oh|seriously|honestly|like|wait|um+|hm+|lol|wow|ok(?:ay)?)\b[\s,.!]*)*(?:(?:are|is|am|was|were|do|does|did|have|has|had)(?:n['’]?t)?\s+\p{L}|(?:you|u)\s+(?:really\s+|honestly\s+|seriously\s+|actually\s+)?(?:think|thought|believe|expect)\b)/iu;
/**
 * A question that imputes to someone an absurd belief about the sender ("Do you take pensioners for fools?", "Does the
 * school think we print money", "Do you really expect me to ..."): the auxiliary, a subject of at most three words,
 * the belief, and the sender (or "us") as what it is about. "Do you think she'd like a book?" asks a real question.
 */
const IMPUTED_BELIEF =
  /^\W*(?:(?:so|and|but|oh|seriously|honestly|like|wait)\b[\s,.!]*)*(?:do|does|did)\s+(?:[\p{L}'’]+\s+){1,3}?(?:really\s+|honestly\s+|seriously\s+|actually\s+|even\s+)?(?:(?:think|believe|expect|imagine)\s+(?:that\s+)?(?:I|I['’]m|im|me|my|we|we['’]re|us|our)\b|take\s+(?:[\p{L}'’]+\s+){1,3}?for\s+(?:an?\s+)?\p{L})/iu;
/**
 * The same said as a statement about what the reader thinks of the sender ("You think I am stupid.", "u think im
 * made of money"): a verdict the sender puts in the reader's mouth.
 */
const IMPUTED_TO_SENDER =
  /^\W*(?:(?:so|and|but|oh|seriously|honestly|lol|wow|ok(?:ay)?)\b[\s,.!]*)*(?:you|u)\s+(?:really\s+|honestly\s+|seriously\s+|actually\s+)?(?:think|thought|believe)\s+(?:that\s+)?(?:I|I['’]m|im|me|we|we['’]re|us)\b/iu;
/** An alternative offered ("..., or did you just skim it?"): the question carries its complaint. */
const ALTERNATIVE = /\bor\b/i;
/** A question asking the reader's opinion ("Do you think she'd like a book?"): rhetorical only as an imputed belief. */
const OPINION =
  /^\W*(?:(?:so|and|but|oh|seriously|honestly|like|wait)\b[\s,.!]*)*(?:do|does|did)\s+(?:[\p{L}'’]+\s+){1,3}?(?:really\s+|honestly\s+|seriously\s+|actually\s+|even\s+)?(?:think|believe|reckon|suppose|imagine|expect)\b(?!\s+to\b)/iu;
const QUESTION_MARK = /\?\s*["')\]]*\s*$/;
/**
 * A hope about the reader or what they did ("I hope you're proud", "I do hope the football was worth it"), or mock
 * anticipation ("I look forward to your next violation of my privacy."): said in a sentence the score flags, a
 * verdict; a sincere hope ("I hope you understand.", "Hope you're well.") does not read charged.
 */
const HOPE =
  /^\W*(?:i\s+)?(?:(?:do|really|just|sure|truly)\s+)?hope\s+(?:that\s+)?(?:you|your|u|ur|youre|you['’](?:re|ve|ll|d)|he|she|they|his|her|their|the|this|that|it)\b|^\W*I\s+(?:(?:really|do|shall|will)\s+)?look\s+forward\s+to\s+(?:your|you|u|ur)\b/i;
/**
 * The sender's disappointed expectation said as a verdict ("I had assumed basic boundaries were taught at home.",
 * "I expected better.", "I did not expect to have to explain basic hygiene to adults."): sure-charged, it only
 * judges the reader. A plain "I thought ..." is not one ("i thought we were too old for that").
 */
const EXPECTATION =
  /^\W*I\s+(?:had|would\s+have)\s+(?:thought|hoped|assumed|expected|imagined|presumed)\b|^\W*I\s+expected\s+(?:better|more|nothing|considerably|a\s+lot\s+more)\b|^\W*I\s+(?:did\s+not|didn['’]?t)\s+expect\s+to\s+have\s+to\b/i;

/** A fact, or any number ("9 Sharp", "a man of 70"): the sentence carries something the reader may need. */
function carriesFact(sentence: string): boolean {
  return /\p{N}/u.test(sentence) || factCount(extractFacts(sentence)) > 0;
}

function wordCount(sentence: string): number {
  return sentence.match(/\p{L}[\p{L}'’-]*/gu)?.length ?? 0;
}

/** A yes/no question (with or without its mark when it opens with the auxiliary) or a statement asked as one. */
function isYesNoQuestion(sentence: string): boolean {
  if (!YES_NO.test(sentence)) return false;
  return QUESTION_MARK.test(sentence) || !/[.!…]\s*$/.test(sentence);
}

function isRhetorical(sentence: string, scores: Record<ModelPurpose, number>, flagged: boolean): boolean {
  if (!isYesNoQuestion(sentence) || ALTERNATIVE.test(sentence) || wordCount(sentence) > MAX_WORDS)
    return false;
  if (scores.request >= ASKS) return false;
  if (OPINION.test(sentence))
    return flagged && IMPUTED_BELIEF.test(sentence) && scores.question < REAL_QUESTION;
  const hostile = scores['hostile-question'];
  if (hostile >= (flagged ? READS_HOSTILE : SURE_HOSTILE) && hostile > scores.question) return true;
  return flagged && IMPUTED_BELIEF.test(sentence) && scores.question < REAL_QUESTION;
}

/**
 * Whether a sentence of a charged message only wounds (see the file's comment). `score` is its learned charged
 * score taken alone; `flagged` whether the engine read it charged. An unflagged sentence is one only when it is a
 * rhetorical question the purpose reader is sure of ("Are your legs broken?" scores 0.38 by itself).
 */
export function onlyWounds(sentence: string, score: number, flagged: boolean): boolean {
  const s = sentence.trim();
  // The shapes first (regular expressions only): most sentences have none, and need no reader nor fact reading.
  if (!YES_NO.test(s) && !IMPUTED_TO_SENDER.test(s) && !HOPE.test(s) && !EXPECTATION.test(s)) return false;
  if (isFrame(s) || carriesFact(s)) return false;
  const scores = purposeScores(s);
  if (isRhetorical(s, scores, flagged)) return true;
  if (flagged && IMPUTED_TO_SENDER.test(s) && wordCount(s) <= MAX_WORDS && scores.request < ASKS) return true;
  if (!flagged || scores.request >= ASKS) return false;
  // Read with an older writer's habitual capitals as plain words: "HOPE YOU ARE WELL." is no mock hope.
  const heat = s === s.toUpperCase() ? chargedScore(s.toLowerCase()) : score;
  return (heat >= HOPE_SURE && HOPE.test(s)) || (heat >= SURE && EXPECTATION.test(s));
}

/**
 * Whether a statement of a charged message is a parting verdict (see the file's comment): a jab by its purpose that
 * the score reads as at least mildly charged, with no fact and no reminder of a promise. The kind of change dropping
 * it makes, or null. A question is left to the rhetorical reading above: a hostile one often carries the complaint
 * ("How come your boyfriend is here every night when he pays nothing?").
 */
export function partingVerdict(sentence: string): 'sarcasm' | 'blame' | 'contempt' | null {
  const s = sentence.trim();
  if (!hasContent(s) || QUESTION_MARK.test(s) || isFrame(s) || carriesFact(s) || RECALLS_READER.test(s))
    return null;
  if (CONSEQUENCE.test(s) || REPEATED.test(s)) return null;
  // A jab the hand-written reader names ("Honestly, the entitlement is staggering.") is one whatever the score says;
  // the score's floor is for the learned reader, which calls some plain points jabs.
  const ruled = rulePurposeOf(s, true, false);
  if (!JABS.has(ruled) && chargedScore(s) < PARTING_FROM) return null;
  const read = JABS.has(ruled) ? ruled : purposeOf(s, true, false);
  if (read === 'sarcasm') return NEGATED.test(s) ? null : 'sarcasm';
  if (read === 'verdict') return OF_THE_SITUATION.test(s) ? null : 'blame';
  return read === 'insult' || read === 'guilt' ? 'contempt' : null;
}

/**
 * The kind of change dropping a wounding sentence makes: a mock hope is sarcasm, a disappointed expectation blame (as
 * a verdict is, calm-choose.ts), a rhetorical question contempt.
 */
export function woundKind(sentence: string): 'sarcasm' | 'blame' | 'contempt' {
  const s = sentence.trim();
  return HOPE.test(s) ? 'sarcasm' : EXPECTATION.test(s) ? 'blame' : 'contempt';
}

/**
 * Whether the form the composer chose for a wounding sentence still wounds: the sentence as written, a cut of a
 * rhetorical question that is still a question but no real one ("Do you take pensioners?"), a cut of a mock hope
 * that is still a hope ("I hope your work is better than your time-keeping."). A calm statement made of it ("I'd
 * like you to be straight with me.", "Is dangerous.") or a real question ("Did you read the email?") stays.
 */
export function stillWounds(original: string, chosen: string): boolean {
  const o = original.trim();
  const c = chosen.trim();
  if (c === '' || c === o) return c === o;
  for (const opener of [HOPE, EXPECTATION]) if (opener.test(o)) return opener.test(c);
  return QUESTION_MARK.test(c) && !isRealQuestion(c);
}

function isRealQuestion(text: string): boolean {
  const scores = purposeScores(text);
  return scores.question >= REAL_QUESTION && scores.question > scores['hostile-question'];
}

/** A sentence that goes on from the one before it ("bc thats not what dan asked for"): that one cannot go alone. */
const LEANS_BACK = /^\W*(?:bc|because|cause|cuz|coz|but|so|and|or|which|since|otherwise|then)\b/i;

export function leansBack(sentence: string): boolean {
  return LEANS_BACK.test(sentence);
}

/**
 * Which sentences of a message to drop as only wounding: those `wounds` marks (each read by `onlyWounds` and, for the
 * form the composer chose, `stillWounds`) that are not already dropped (`texts`: what the composer would send for
 * each sentence, '' for one dropped), and only while a sentence that is not dropped still says something other
 * than a greeting or a sign-off. The indexes, or none.
 */
export function woundsToDrop(texts: readonly string[], wounds: readonly boolean[]): number[] {
  const drop = texts.flatMap((t, i) => (wounds[i] && t !== '' ? [i] : []));
  if (drop.length === 0) return [];
  const rest = texts.some((t, i) => !drop.includes(i) && hasContent(t) && !isFrame(t));
  return rest ? drop : [];
}
