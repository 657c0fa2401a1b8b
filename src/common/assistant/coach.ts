/**
 * Conflict coaching: advice about this message in this conversation — what will land badly and why,
 * what to keep, and what to ask for — ending with a calmer version when one exists.
 */
import { withCallCache } from './call-cache';
import { OWN_LINE_LABEL } from '../constants';
import { analyze } from './detect';
import { extractFacts } from './facts';
import { readMessage } from './intent';
import { absolutePhrase } from './rewrite';
import type { FindingKind } from './rule';
import { boundWhitespace } from './text';

const ADVICE: Record<FindingKind, string> = {
  insult:
    'Leave out the name-calling. It puts the other person on the defensive, and they will answer the insult instead of your point.',
  profanity: 'Drop the swearing; it makes the message read as an attack and hides what you actually need.',
  contempt:
    'Cut the put-downs (eye-rolls, "grow up", "what is wrong with you"). Contempt is the fastest way to end a conversation.',
  threat:
    'State consequences as a calm boundary you will keep ("If X happens again, I will Y"), not as a threat.',
  blame:
    "Swap 'you always / you never' for one specific example and what you would like instead — absolutes invite a counter-argument.",
  exasperation:
    'Say how you feel ("I\'m frustrated") and what you need next, rather than "I\'m sick of it": that reads as giving up on them.',
  // Replaced by what the sender wrote (absoluteAdvice): it warned of "every single time" where it was not.
  absolute: "Avoid exaggerations like 'always' and 'never'; one concrete example is harder to dispute.",
  sarcasm:
    'Say it plainly. Sarcasm ("Typical.", "Thanks a lot.") reads as contempt and the real message gets lost.',
  shouting: 'Lower the capitals; all caps reads as shouting.',
  punctuation: "Ease off the '!!' and '?!' — they raise the temperature without adding meaning.",
  demand: 'Phrase demands as requests ("Could you ...?"); people agree more readily to a request.',
};

function absoluteAdvice(text: string): string {
  const phrase = absolutePhrase(text);
  return phrase
    ? `Avoid exaggerations like '${phrase}'; one concrete example is harder to dispute.`
    : ADVICE.absolute;
}

function quote(s: string, max = 80): string {
  const t = s.replace(/\s+/g, ' ').trim();
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}

/** The last line of the context written by someone else ("Name: text" lines, or plain text). */
function lastOtherLine(context: string): { who: string; text: string } | null {
  const lines = context
    .split(/\n+/)
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => {
      const m = /^([^:]{1,40}):\s*(.+)$/.exec(l);
      return m ? { who: m[1]!, text: m[2]! } : { who: 'they', text: l };
    })
    .filter((l) => l.who !== OWN_LINE_LABEL);
  return lines[lines.length - 1] ?? null;
}

/** One call: the same text is read once however often its parts ask (call-cache.ts). */
export function coachMessage(messageText: string, rawContext = ''): string {
  return withCallCache(() => coachMessageOnce(messageText, rawContext));
}

function coachMessageOnce(messageText: string, rawContext = ''): string {
  const text = boundWhitespace(messageText).trim();
  const context = boundWhitespace(rawContext);
  const parts: string[] = [];
  const other = lastOtherLine(context);
  if (other) {
    const theirs = readMessage(other.text);
    const name = other.who === 'they' ? 'They' : other.who;
    if (theirs.intent === 'charged')
      parts.push(
        `${name} sounds upset ("${quote(other.text, 60)}"). Acknowledge that feeling in one sentence before making your point; it lowers the temperature.`,
      );
    else if (theirs.intent === 'request' || theirs.intent.endsWith('question'))
      parts.push(
        `${name} asked: "${quote(other.text, 70)}". Answer that directly first, then add anything else.`,
      );
    else if (theirs.intent === 'sad' || theirs.intent === 'anxious')
      parts.push(`${name} seems to be having a hard time; start with empathy before logistics.`);
    else if (theirs.intent === 'apology')
      parts.push(
        `${name} apologised. Accepting it briefly makes it easier to move on to the practical part.`,
      );
  }
  if (!text) {
    parts.push(
      'Write what happened, how it affected you, and what you would like to happen next — in that order.',
    );
    return parts.join(' ');
  }
  const { findings, rewritten } = analyze(text);
  for (const kind of findings) {
    if (kind !== 'absolute') parts.push(ADVICE[kind]);
    // The blame advice already names "you always / you never"; a second note on the same words is noise.
    else if (!(findings.includes('blame') && /^you /.test(absolutePhrase(text) ?? '')))
      parts.push(absoluteAdvice(text));
  }
  const facts = extractFacts(text);
  const keep = [...facts.times, ...facts.days, ...facts.amounts, ...facts.places];
  if (keep.length > 0)
    parts.push(`Keep the specifics (${keep.slice(0, 4).join(', ')}) — they make it easy to act on.`);
  const reading = readMessage(text);
  if (findings.length === 0) {
    parts.unshift('Your message is calm and clear.');
    if (!reading.ask && reading.intent !== 'thanks' && reading.intent !== 'agreement')
      parts.push(
        'If you need something, end with one clear request so the other person knows what to do next.',
      );
    else if (reading.ask && keep.length === 0)
      parts.push('Adding a specific time or date makes your request easy to say yes to.');
  } else if (rewritten !== text) {
    parts.push(`A calmer version that keeps your point: "${quote(rewritten, 240)}"`);
  }
  return parts.join(' ');
}
