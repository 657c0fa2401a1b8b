/**
 * Conversation summaries, in sentences a person would write: who asked whom for what and what became of
 * it, how much was agreed and what is still open, which messages were heated (by the learned score) and
 * what the latest message says. Requests are matched to the next reply from someone else (agreement,
 * refusal, or nothing yet).
 */
import { withCallCache } from './call-cache';
import { isMessageCharged } from './charged-score';
import { analyze } from './detect';
import { readMessage } from './intent';
import { boundWhitespace } from './text';
import type { ConversationLine } from './types';

const AGREE =
  /^\s*(?:yes|yeah|yep|yup|sure|ok(?:ay)?|sounds good|deal|agreed|will do|of course|no problem|that works|works for me|perfect|great|fine|absolutely|definitely|i can\b|i will\b(?!\s+(?:ask|check|see|let\s+you\s+know|look|get\s+back|find\s+out|try|think))|i['’]ll\b(?!\s+(?:ask|check|see|let\s+you\s+know|look|get\s+back|find\s+out|try|think))|done\b|got it)/i;
const REFUSE =
  /^\s*(?:no\b|nope|can['’]?t|cannot|won['’]?t|not able|sorry,? (?:i|we) can['’]?t|i can['’]?t|i won['’]?t|that doesn['’]?t work|not (?:this|that) time)/i;

/** A yes said later in a reply ("Tuesday works.", "Dad is leaving now", "Fine. I can get her at 5:30"). */
const AGREE_WITHIN =
  /\b(?:works(?:\s+for\s+me)?|sounds\s+good|I\s+can\s+(?:do|get|take|pick|make|send|drive|come)|I['’]ll\s+(?:do|get|take|pick|send|be|drive|come|have)|I\s+will\s+(?:do|get|take|pick|send|be|drive|come|have)|(?:is|am|are|I['’]m|we['’]re)\s+(?:leaving|on\s+(?:my|his|her|our|the)\s+way|heading\s+(?:over|out))\b)/i;

interface Item {
  who: string;
  what: string;
  kind: 'request' | 'question';
  status: 'agreed' | 'declined' | 'answered' | 'open';
  by?: string;
}

/**
 * How a request or question was met. A question is met by the first reply from someone else that is
 * not itself a question (a yes, a no, or an answer); a request by the first later message from someone
 * else, among the next few, that says yes or no.
 */
function outcomeOf(
  lines: readonly ConversationLine[],
  i: number,
  question: boolean,
): Pick<Item, 'status' | 'by'> {
  const asker = lines[i]!.sender;
  const replies = lines.slice(i + 1, i + 7).filter((l) => l.sender !== asker);
  if (question) {
    // "Tuesday works. Same place?" answers, and asks something more; "Why?" alone does not answer.
    const answer = replies.find((l) => l.text.split(/(?<=[.!?])\s+/).some((s) => !/\?\s*$/.test(s.trim())));
    if (!answer) return { status: 'open' };
    const status =
      AGREE.test(answer.text) || AGREE_WITHIN.test(answer.text)
        ? 'agreed'
        : REFUSE.test(answer.text)
          ? 'declined'
          : 'answered';
    return { status, by: answer.sender };
  }
  for (const reply of replies) {
    if (AGREE.test(reply.text)) return { status: 'agreed', by: reply.sender };
    if (REFUSE.test(reply.text)) return { status: 'declined', by: reply.sender };
    if (AGREE_WITHIN.test(reply.text)) return { status: 'agreed', by: reply.sender };
  }
  return { status: 'open' };
}

const REPORTED: Record<string, string> = {
  i: 'they',
  me: 'them',
  my: 'their',
  mine: 'theirs',
  myself: 'themselves',
  your: 'their',
  yours: 'theirs',
  yourself: 'themselves',
};
/**
 * A request in reported speech, "X asked Y to ...": both people's words become the third person
 * ("remember something I say" -> "remember something they say", "bring your car" -> "bring their car").
 */
function reported(ask: string): string {
  return ask
    .replace(/\b(?:I|me|my|mine|myself|your|yours|yourself)\b/gi, (w) => REPORTED[w.toLowerCase()] ?? w)
    .replace(
      /\byou\b(\s+(?:say|said|do|did|are|were|have|had|want|need|think|get|go|can|could|will|would|should|know|like|mean|feel)\b)?/gi,
      (_m, verb?: string) => (verb ? `they${verb}` : 'them'),
    );
}

/** One line, at most `max` characters; `keepEnd` keeps the closing punctuation (a quotation's own). */
function clip(s: string, max = 90, keepEnd = false): string {
  const line = s.replace(/\s+/g, ' ').trim();
  const t = keepEnd ? line : line.replace(/[?.!,;\s]+$/, '');
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}

function names(lines: readonly ConversationLine[]): string[] {
  return [...new Set(lines.map((l) => l.sender))];
}

function listNames(list: string[]): string {
  if (list.length <= 1) return list[0] ?? '';
  return `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
}

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** "one", "two" ... "ten", then digits: how a person writes a small count in a sentence. */
function count(n: number): string {
  return NUMBER_WORDS[n] ?? String(n);
}

function sentenceStart(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** One sentence for a request or question and what became of it. */
function itemSentence(it: Item, people: readonly string[]): string {
  const others = people.filter((p) => p !== it.who);
  const whom = others.length === 1 ? others[0] : 'the others';
  if (it.kind === 'question') {
    const asked = `${it.who} asked "${it.what}?"`;
    if (it.status === 'agreed') return `${asked} and ${it.by} said yes.`;
    if (it.status === 'declined') return `${asked} and ${it.by} said no.`;
    if (it.status === 'answered') return `${asked} and ${it.by} answered.`;
    return `${asked}, which has no answer yet.`;
  }
  const what = it.what.replace(/^them\s+/i, '');
  const asked = `${it.who} asked ${whom} to ${what}`;
  if (it.status === 'agreed') return `${asked}, and ${it.by} agreed.`;
  if (it.status === 'declined') return `${asked}, but ${it.by} said no.`;
  return `${asked}; that is still open.`;
}

/** "One thing was agreed and two are still open." */
function tally(agreed: number, open: number): string {
  const things = (n: number, verb: 'was' | 'is') =>
    `${count(n)} ${n === 1 ? `thing ${verb}` : `things ${verb === 'was' ? 'were' : 'are'}`}`;
  if (agreed === 0) return `Nothing was settled yet; ${things(open, 'is')} still open.`;
  if (open === 0) return `${sentenceStart(things(agreed, 'was'))} settled and nothing is left open.`;
  return `${sentenceStart(things(agreed, 'was'))} settled and ${count(open)} ${open === 1 ? 'is' : 'are'} still open.`;
}

/** Which messages read heated (by the learned score), said per person: "Two messages from Dan were heated." */
function toneSentence(lines: readonly ConversationLine[], heated: readonly boolean[]): string {
  const bySender = new Map<string, number>();
  lines.forEach((l, i) => {
    if (heated[i]) bySender.set(l.sender, (bySender.get(l.sender) ?? 0) + 1);
  });
  const total = [...bySender.values()].reduce((a, b) => a + b, 0);
  if (total === 0) return 'The tone stayed calm throughout.';
  const parts = [...bySender].map(([who, n]) => `${count(n)} from ${who}`);
  const messages = `${count(total)} ${total === 1 ? 'message was' : 'messages were'} heated`;
  const whose =
    bySender.size === 1
      ? ` (${total === 1 ? 'from' : total === 2 ? 'both from' : 'all from'} ${[...bySender.keys()][0]})`
      : ` (${listNames(parts)})`;
  return `${sentenceStart(messages)}${whose}; the assistant can suggest calmer replies.`;
}

/** One call: the same text is read once however often its parts ask (call-cache.ts). */
export function summarizeConversation(messages: readonly ConversationLine[]): string {
  return withCallCache(() => summarizeConversationOnce(messages));
}

function summarizeConversationOnce(messages: readonly ConversationLine[]): string {
  const lines = messages.filter((m) => m.text.trim()).map((m) => ({ ...m, text: boundWhitespace(m.text) }));
  if (lines.length === 0) return 'No messages to summarise yet.';
  const people = names(lines);
  const items: Item[] = [];
  // Heated as the learned score reads each whole message, the same judgement the rewrite starts from.
  const heated = lines.map((l) => isMessageCharged(l.text));
  lines.forEach((line, i) => {
    const reading = readMessage(line.text);
    // A plain agreement answers nothing new; a charged line may still carry a request (kept via its
    // rewrite), but its questions are rhetorical ("Are you even interested?"), not ones to answer.
    if (!reading.ask) return;
    if (reading.intent !== 'request' && !reading.intent.endsWith('question') && reading.intent !== 'charged')
      return;
    const charged = reading.intent === 'charged' || heated[i]!;
    const question =
      reading.intent.endsWith('question') || (reading.intent === 'charged' && /\?\s*$/.test(reading.ask));
    if (question && charged) return;
    items.push({
      who: line.sender,
      // A question is quoted, so it is given exactly as asked; a request is reported in our words.
      what: clip(question ? reading.ask : reported(reading.ask)),
      kind: question ? 'question' : 'request',
      ...outcomeOf(lines, i, question),
    });
  });
  const out: string[] = [];
  out.push(
    people.length === 1
      ? `${people[0]} sent ${count(lines.length)} message${lines.length === 1 ? '' : 's'}.`
      : `${listNames(people)} exchanged ${count(lines.length)} messages.`,
  );
  for (const it of items.slice(-6)) out.push(itemSentence(it, people));
  const agreed = items.filter((x) => x.status === 'agreed' || x.status === 'answered').length;
  const open = items.filter((x) => x.status === 'open' || x.status === 'declined').length;
  out.push(items.length === 0 ? 'Nobody asked for anything specific.' : tally(agreed, open));
  out.push(toneSentence(lines, heated));
  // Quotation marks hold only what was written: a heated last message is not quoted in the
  // assistant's calmer words, as if its sender had said them (summaries go into records).
  const last = lines[lines.length - 1]!;
  out.push(
    heated[lines.length - 1] || analyze(last.text).findings.length > 0
      ? `The latest message is a heated one from ${last.sender}.`
      : `The latest message is from ${last.sender}: "${clip(last.text, 120, true)}"`,
  );
  return out.join(' ');
}
