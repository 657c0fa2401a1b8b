/** What a message is doing (asking, requesting, apologising, sharing news ...): replies and summaries build on it. */
import { analyze } from './detect';
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
  /** The request or question itself, without its polite frame ("pick up Emma at 5pm"). */
  ask: string | null;
}

const REQUEST =
  /\b(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+)?(?:possibly\s+)?([^?.!]+)|\bplease\s+([^?.!]+)|\bI\s+need\s+you\s+to\s+([^?.!]+)|\bwould\s+you\s+mind\s+([^?.!]+)|\b(?:can|could)\s+we\s+([^?.!]+)|\blet['’]s\s+([^?.!]+)|\bI['’]d\s+(?:really\s+)?appreciate\s+it\s+if\s+you\s+(?:would|could)\s+([^?.!]+)/i;
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
  const ask = request
    ? (request.slice(1).find((g) => g !== undefined) ?? '').trim().replace(/\s+please$/i, '')
    : null;
  const sentences = text.split(/(?<=[.!?])\s+/);
  const lastQuestion = [...sentences].reverse().find((s) => s.includes('?')) ?? '';
  let intent: Intent;
  if (findings.length > 0) intent = 'charged';
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
  return { intent, tone, ask: ask || (intent.endsWith('question') ? lastQuestion.trim() : null) };
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
