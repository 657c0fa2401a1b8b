/** What a message is doing (asking, requesting, apologising, sharing news ...): replies and summaries build on it. */
import { analyze } from './detect';
import type { FindingKind } from './rule';
import { toneOf, type Tone } from './tone';

export type Intent =
  | 'charged'
  | 'request'
  | 'yes-no-question'
  | 'open-question'
  | 'apology'
  | 'thanks'
  | 'sad'
  | 'anxious'
  | 'good-news'
  | 'greeting'
  | 'agreement'
  | 'statement';

export interface Reading {
  intent: Intent;
  tone: Tone;
  /** What the rewrite found charged (empty for a calm message). */
  findings: FindingKind[];
  /** The request or question itself, without its polite frame ("pick up Emma at 5pm"). */
  ask: string | null;
}

/** The words of a request up to its sentence's end; a decimal point ("$2.1M", "4.5 hours") is not one. */
const PHRASE = String.raw`((?:[^?.!]|(?<=\d)\.(?=\d))+)`;
const REQUEST = new RegExp(
  String.raw`\b(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+)?(?:possibly\s+)?${PHRASE}|\bplease\s+${PHRASE}|\bI\s+need\s+you\s+to\s+${PHRASE}|\bwould\s+you\s+mind\s+${PHRASE}|\b(?:can|could)\s+we\s+${PHRASE}|\blet['’]s\s+${PHRASE}|\bI['’]d\s+(?:really\s+)?appreciate\s+it\s+if\s+you\s+(?:would|could)\s+${PHRASE}`,
  'i',
);
/** "You still owe me $120": a request to pay, though no verb asks for it. */
const OWED =
  /\b(?:you\s+(?:still\s+)?owe\s+me|pay\s+me(?:\s+back)?)\s+((?:the\s+)?(?:[$€£]\s?\d[\d,]*(?:\.\d+)?|\d[\d,]*(?:\.\d+)?\s*(?:dollars|euros|pounds|bucks)))/i;
/** Giving up on the exchange: "whatever, go without me then", "forget it". */
const BITTER = /^\W*(?:whatever|forget it|never ?mind|nvm)\b/i;
/** Tones that make a message heated whether or not the rewrite found words to change. */
const HEATED_INTENT_TONES: ReadonlySet<Tone> = new Set([
  'angry',
  'sarcastic',
  'contemptuous',
  'threatening',
  'disgusted',
]);
const YES_NO =
  /^\s*(?:are|is|was|were|do|does|did|have|has|had|can|could|will|would|should|shall|may|am)\b[^?]*\?/i;
const OPEN = /^\s*(?:what|when|where|who|whom|which|why|how)\b[^?]*\?/i;
const APOLOGY = /\b(?:sorry|apologi[sz]e|my bad|my fault|i was wrong|forgive me)\b/i;
const THANKS = /\b(?:thanks|thank you|thank u|thx|appreciate (?:it|that|you))\b/i;
const GREETING =
  /^\s*(?:hi|hello|hey|good (?:morning|afternoon|evening)|yo|hiya)\b[\s,!.]*(?:\w+[\s,!.]*)?$/i;
const AGREEMENT =
  /^\s*(?:yes|yeah|yep|yup|sure|ok(?:ay)?|sounds good|deal|agreed|will do|of course|no problem|that works|works for me|perfect|great|fine|absolutely|definitely|i can|i will|i['’]ll)\b/i;

export function readMessage(text: string): Reading {
  const { findings, rewritten } = analyze(text);
  const tone = toneOf(text, findings);
  const request = REQUEST.exec(rewritten);
  const owed = OWED.exec(rewritten);
  const ask = request
    ? (request.slice(1).find((g) => g !== undefined) ?? '').trim().replace(/\s+please$/i, '')
    : owed
      ? `send ${/^the\s/i.test(owed[1]!) ? '' : 'the '}${owed[1]}`
      : null;
  const sentences = text.split(/(?<=[.!?])\s+/);
  const lastQuestion = [...sentences].reverse().find((s) => s.includes('?')) ?? '';
  let intent: Intent;
  if (findings.length > 0 || HEATED_INTENT_TONES.has(tone) || BITTER.test(text)) intent = 'charged';
  else if (APOLOGY.test(text) && !/\bsorry (?:to hear|for your loss|that happened)\b/i.test(text))
    intent = 'apology';
  else if (ask) intent = 'request';
  else if (YES_NO.test(lastQuestion)) intent = 'yes-no-question';
  else if (OPEN.test(lastQuestion)) intent = 'open-question';
  else if (tone === 'sad' || tone === 'hurt') intent = 'sad';
  else if (tone === 'anxious') intent = 'anxious';
  else if (THANKS.test(text)) intent = 'thanks';
  else if (tone === 'excited' || tone === 'happy') intent = 'good-news';
  else if (GREETING.test(text)) intent = 'greeting';
  else if (AGREEMENT.test(text)) intent = 'agreement';
  else intent = 'statement';
  return { intent, tone, findings, ask: ask || (intent.endsWith('question') ? lastQuestion.trim() : null) };
}

/**
 * The last request a message makes, in its calm wording and from the reader's side ("Be at Lincoln School
 * at 3:30pm, idiot." -> "be at Lincoln School at 3:30pm"), or null.
 */
export function lastRequest(text: string): string | null {
  const { rewritten } = analyze(text);
  const sentences = rewritten.split(/(?<=[.!?])\s+/).reverse();
  for (const sentence of sentences) {
    const m = REQUEST.exec(sentence);
    const ask = m
      ?.slice(1)
      .find((g) => g !== undefined)
      ?.trim();
    if (ask) return swapPerson(ask.replace(/\s+please$/i, '')).replace(/[?.!\s]+$/, '');
  }
  return null;
}

/** "my car" -> "your car" so a request can be echoed back from the other side. */
export function swapPerson(phrase: string): string {
  const map: Record<string, string> = {
    me: 'you',
    my: 'your',
    mine: 'yours',
    myself: 'yourself',
    i: 'you',
    you: 'me',
    your: 'my',
    yours: 'mine',
    yourself: 'myself',
    us: 'us',
    our: 'our',
  };
  return phrase.replace(
    /\b(?:me|my|mine|myself|I|you|your|yours|yourself)\b/gi,
    (w) => map[w.toLowerCase()] ?? w,
  );
}
