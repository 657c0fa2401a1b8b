/**
 * The output check's 'still-charged' rejection (output-check.ts): the rewrite still calls someone names or swears,
 * or the learned score (charged-score.ts) still says so; or, for a specific rule's reviewed rewrite, one of the
 * plain markers of heat.
 */
import { messageChargedScore, readsCharged } from './charged-score';
import { isMockOnly } from './calm-point';
import { NAME_CALLING } from './rules/name-calling';
import { PROFANITY_PATTERN } from './rules/profanity';
import { STRONG_SARCASM } from './rules/sarcasm';
import { splitSentences } from './text';
import { PUT_DOWN_ASKED as PUT_DOWN_ASKED_WORDS } from './lexicon-putdowns';

/** Why the rewrite still reads charged by the learned score or its plain markers ('still-charged'), or null. */
export function stillCharged(rewrite: string, threshold: number | undefined, original = ''): string | null {
  if (!/[\p{L}\p{N}]/u.test(rewrite)) return null;
  // The plain markers of heat (name-calling, swearing, a put-down asked, a contempt emoji, a sarcasm marker,
  // shouting, mock praise) are charged whatever the learned score says: the score is trained on whole sentences,
  // where a calm look-alike can pull a bare insult below its threshold. So whatever passes the score passes the
  // markers too, and a form the composer accepts by the score never keeps a marker it would refuse by markers.
  const marker = heatMarker(rewrite, original);
  if (marker) return marker;
  if (threshold === undefined)
    return readsCharged(rewrite) ? 'a sentence of the rewrite still reads charged for its kind' : null;
  const score = messageChargedScore(rewrite);
  return score >= threshold
    ? `the rewrite still scores ${score.toFixed(2)} (charged at ${threshold.toFixed(2)})`
    : null;
}

/**
 * A put-down asked of the reader, as a command or made a polite request: to learn what every adult can do, to grow
 * up, to act their age or as if they cared, to use their brain. Asking it politely keeps the insult ("Could you learn
 * to tell time?"), and the learned score, trained on senders' requests, reads the polite frame as calm.
 */
const PUT_DOWN_ASKED = new RegExp(
  String.raw`(?:^|[.!?…,;]\s*|\b(?:could|can|would|will|won['’]?t)\s+(?:you|u)\s+|\b(?:please|pls|kindly|maybe|just)\s+)(?:(?:please|pls|just|maybe|kindly|at least|try to|try and)\s+)*${PUT_DOWN_ASKED_WORDS}\b`,
  'iu',
);

function putDownAsked(rewrite: string): string | null {
  const m = PUT_DOWN_ASKED.exec(rewrite);
  return m ? `the rewrite still asks a put-down of the reader ("${m[0].trim()}")` : null;
}

const CONTEMPT_MARK =
  /[\u{1F480}\u{1F643}\u{1F44F}\u{1F644}\u{1F921}\u{1F612}\u{1F926}\u{1F595}\u{1F624}\u{1F620}\u{1F621}\u{1F92C}\u{1F971}\u{1F52A}]/u;
const SARCASM_MARK = new RegExp(String.raw`\b${STRONG_SARCASM}\b`, 'i');
const SHOUTED = /\b[A-Z]{2,}[A-Z'’]*\b(?:\W+\b[A-Z]{2,}[A-Z'’]*\b)+/;

/** The plain markers of heat a calm sentence never carries, whatever a score says. */
export function heatMarker(rewrite: string, original = ''): string | null {
  if (!/[\p{L}\p{N}]/u.test(rewrite)) return null;
  if (rewrite.search(NAME_CALLING) >= 0 || rewrite.search(PROFANITY_PATTERN) >= 0)
    return 'the rewrite still calls someone names or swears';
  const putDown = putDownAsked(rewrite);
  if (putDown) return putDown;
  if (CONTEMPT_MARK.test(rewrite)) return 'the rewrite keeps a contempt emoji';
  if (SARCASM_MARK.test(rewrite)) return 'the rewrite keeps a sarcasm marker';
  const shouted = SHOUTED.exec(rewrite);
  // Capitals the sender used for names or acronyms ("ER", "9AM") are theirs; two shouted words in a row are a raised voice.
  if (shouted && !original.includes(shouted[0])) return `the rewrite still shouts ("${shouted[0]}")`;
  const mock = splitSentences(rewrite).find((s) => isMockOnly(s.text));
  if (mock) return `the rewrite keeps mock praise ("${mock.text.trim()}")`;
  const blamed = BLAME_FRAME.exec(rewrite);
  if (blamed) return `the rewrite still points at the reader ("${blamed[0].trim()}")`;
  return null;
}

/** "You're the one who …": an accusation whatever follows it, as a score trained on whole sentences may not hear. */
const BLAME_FRAME = /\b(?:you['’]re|you\s+are|youre|ur|u\s+r)\s+the\s+(?:one|only\s+one|person)\s+who\b/i;
