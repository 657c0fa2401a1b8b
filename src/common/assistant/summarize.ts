/**
 * Conversation summaries: who asked for what, what was agreed, what is still open, plus the overall tone.
 * Requests are matched to the next reply from someone else (agreement, refusal, or nothing yet).
 */
import { analyze } from './detect';
import { readMessage, swapPerson } from './intent';
import { boundWhitespace } from './text';
import type { ConversationLine } from './types';

const AGREE =
  /^\s*(?:yes|yeah|yep|yup|sure|ok(?:ay)?|sounds good|deal|agreed|will do|of course|no problem|that works|works for me|perfect|great|fine|absolutely|definitely|i can\b|i will\b|i['’]ll\b|done\b|got it)/i;
const REFUSE =
  /^\s*(?:no\b|nope|can['’]?t|cannot|won['’]?t|not able|sorry,? (?:i|we) can['’]?t|i can['’]?t|i won['’]?t|that doesn['’]?t work|not (?:this|that) time)/i;

interface Item {
  who: string;
  what: string;
  kind: 'request' | 'question';
  status: 'agreed' | 'declined' | 'open';
  by?: string;
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

export function summarizeConversation(messages: readonly ConversationLine[]): string {
  const lines = messages.filter((m) => m.text.trim()).map((m) => ({ ...m, text: boundWhitespace(m.text) }));
  if (lines.length === 0) return 'No messages to summarise yet.';
  const people = names(lines);
  const items: Item[] = [];
  let charged = 0;
  lines.forEach((line, i) => {
    const reading = readMessage(line.text);
    if (reading.intent === 'charged') charged++;
    if (
      !reading.ask ||
      (reading.intent !== 'request' && !reading.intent.endsWith('question') && reading.intent !== 'charged')
    ) {
      // A plain agreement answers nothing new; a charged line may still carry a request (kept via its rewrite).
      if (!(reading.intent === 'charged' && reading.ask)) return;
    }
    const reply = lines.slice(i + 1).find((l) => l.sender !== line.sender);
    const status: Item['status'] = !reply
      ? 'open'
      : AGREE.test(reply.text)
        ? 'agreed'
        : REFUSE.test(reply.text)
          ? 'declined'
          : 'open';
    const question = reading.intent.endsWith('question');
    items.push({
      who: line.sender,
      // A question is quoted, so it is given exactly as asked; a request is reported in our words.
      what: clip(question ? reading.ask! : swapPerson(reading.ask!).replace(/\byou\b/gi, 'them')),
      kind: question ? 'question' : 'request',
      status,
      by: reply?.sender,
    });
  });
  const out: string[] = [];
  out.push(`${lines.length} message${lines.length === 1 ? '' : 's'} between ${listNames(people)}.`);
  const agreed = items.filter((x) => x.status === 'agreed');
  const open = items.filter((x) => x.status !== 'agreed');
  for (const it of items.slice(-6)) {
    const others = people.filter((p) => p !== it.who);
    const asked = `asked ${others.length === 1 ? others[0] : 'the others'} to`;
    const what =
      it.kind === 'question' ? `asked "${it.what}?"` : `${asked} ${it.what.replace(/^them\s+/i, '')}`;
    const outcome =
      it.status === 'agreed'
        ? `${it.by} agreed`
        : it.status === 'declined'
          ? `${it.by} said no`
          : 'still open';
    out.push(`${it.who} ${what} — ${outcome}.`);
  }
  if (items.length === 0) out.push('No specific requests were made.');
  else out.push(`Agreed: ${agreed.length}. Still open: ${open.length}.`);
  out.push(
    charged === 0
      ? 'The tone stayed calm.'
      : `The tone got heated in ${charged} message${charged === 1 ? '' : 's'}; the assistant can suggest calmer replies.`,
  );
  // Quotation marks hold only what was written: a heated last message is not quoted in the
  // assistant's calmer words, as if its sender had said them (summaries go into records).
  const last = lines[lines.length - 1]!;
  out.push(
    analyze(last.text).findings.length > 0
      ? `Latest: a heated message from ${last.sender}.`
      : `Latest: ${last.sender} said "${clip(last.text, 120, true)}"`,
  );
  return out.join(' ');
}
