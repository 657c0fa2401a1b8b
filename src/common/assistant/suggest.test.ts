import { describe, expect, it } from 'vitest';
import { readKind } from './message-kind';
import { suggestReplies } from './suggest';

const texts = (current: string) => suggestReplies([], current).map((s) => s.text);
const texts2 = (history: string[], current: string) => suggestReplies(history, current).map((s) => s.text);

describe('reply suggestions', () => {
  it('say the day and time the message named, in sentences that read right', () => {
    expect(texts('Can you pick up Emma at 5pm on Friday?')).toEqual([
      'Sure, I can pick up Emma at 5pm on Friday.',
      'Let me check my calendar for 5pm on Friday and confirm shortly.',
      "Sorry, 5pm on Friday doesn't work for me. Could we find another option?",
    ]);
    expect(texts('Are you coming on Friday?').slice(0, 2)).toEqual([
      'Yes, Friday works for me!',
      "Not yet — I'll let you know before Friday.",
    ]);
    expect(texts('You NEVER pick the kids up on time on Friday, this is ridiculous!')).toContain(
      // The blame said as a request ("I'd really appreciate it if you would pick the kids up on time on
      // Friday") is what the reply takes up.
      "I hear you. I'll pick the kids up on time on Friday.",
    );
    expect(texts('You always have an excuse about Friday, this is ridiculous!')).toContain(
      "I understand this is frustrating. Let's agree on a clear next step for Friday.",
    );
  });

  it('are at most three, each in its own tone', () => {
    const suggestions = suggestReplies(['See you soon'], 'Thanks for driving him today!');
    expect(suggestions.length).toBeLessThanOrEqual(3);
    expect(new Set(suggestions.map((s) => s.tone)).size).toBe(suggestions.length);
  });

  it('take the day and time from the newest message only, not from earlier ones', () => {
    const replies = texts2(
      ['Call with finance at 10am on Monday?', 'Sure.'],
      "I'm slammed with the migration. Can Sarah do it?",
    );
    for (const r of replies) expect(r).not.toMatch(/10am|Monday/);
    expect(texts('Our terms were net 30. Could you arrange it sooner?')).toEqual([
      'Sure, I can arrange it sooner.',
      'Let me check and confirm shortly.',
      "Sorry, that doesn't work for me. Could we find another option?",
    ]);
  });

  it('read money owed as a request to pay it', () => {
    expect(texts('ok. and you still owe me $120 for the field trip.')[0]).toMatch(
      /\bI(?:'ll| can) send the \$120\.$/,
    );
  });

  it('answer a bitter or rhetorical message with acknowledgement, never a cheerful yes', () => {
    for (const message of [
      'whatever, go without me then',
      "That's the second time you've cancelled. Are you even interested?",
    ]) {
      const suggestions = suggestReplies([], message);
      expect(suggestions[0]!.tone).toBe('empathetic');
      for (const s of suggestions) expect(s.text).not.toMatch(/^(?:Yes|Thanks|Great)\b/);
    }
  });

  it('take the request in a heated message seriously, and set a boundary when it called names', () => {
    expect(texts('You NEVER pick up Emma on time!! Be at Lincoln School at 3:30pm, idiot.')).toEqual([
      "I hear you. I'll be at Lincoln School at 3:30pm.",
      'Understood. Let me check 3:30pm at Lincoln School and confirm shortly.',
      "I'll be at Lincoln School at 3:30pm, and I'd like us to keep this respectful.",
    ]);
    expect(texts('Send me the $120 for the field trip NOW, I am sick of waiting for you.')[0]).toBe(
      "I hear you. I'll send you the $120 for the field trip now.",
    );
  });
});

describe('reply suggestions by what the message is', () => {
  const kinds: Record<string, string[]> = {
    complaint: [
      'You forgot to pack his inhaler again.',
      "I've been waiting at the school for 40 minutes.",
      'The kids came back exhausted and nobody did their homework. Not okay.',
      'Must be nice to have so much free time.',
      'Fine. Your problem.',
      'This is wholly unacceptable.',
      'wow amazing job forgetting her birthday 👏👏',
      'Great, another weekend ruined. Thanks a lot.',
      'Sorry, but you were late again.',
    ],
    request: ['Can you pick up Emma at 5pm on Friday?', 'Please send me the school form by Monday.'],
    question: ['Are you coming on Friday?', 'What time does the game start?'],
    plan: ["Let's meet at the park at 3 on Saturday.", "I'll drop them off at 6 tomorrow."],
    'good-news': ['I got the job!! Starting in March 🎉', 'Emma passed her driving test today!'],
    'bad-news': ["I didn't get the job.", 'Grandpa is in the hospital again.'],
    apology: ["I'm really sorry about yesterday, I was out of line."],
    thanks: ['Thanks for driving him today!'],
    agreement: ['Ok sounds good'],
    statement: ['The dentist moved the appointment to Tuesday.'],
  };

  it.each(Object.entries(kinds).flatMap(([kind, list]) => list.map((m) => [kind, m] as const)))(
    'reads a %s: %s',
    (kind, message) => {
      expect(readKind(message).kind).toBe(kind);
    },
  );

  const CHEER =
    /\b(?:congrat|wonderful|great news|happy for you|well deserved|great work|sounds good|yes\b)/i;

  it('never congratulates or cheers a complaint', () => {
    for (const message of kinds.complaint!)
      for (const s of suggestReplies([], message)) expect(s.text, message).not.toMatch(CHEER);
  });

  it('meets a complaint with acknowledgement first', () => {
    for (const message of kinds.complaint!) {
      const first = suggestReplies([], message)[0]!;
      expect(first.tone, message).toBe('empathetic');
      expect(first.text, message).toMatch(/\b(?:sorry|hear you|upset|right to tell me)\b/i);
    }
  });

  it('celebrates only good news, and meets bad news with sympathy', () => {
    expect(texts('I got the job!! Starting in March 🎉')[0]).toBe("That's wonderful news! So happy for you.");
    for (const message of kinds['bad-news']!) {
      const replies = texts(message);
      expect(replies[0]).toMatch(/sorry/i);
      for (const r of replies) expect(r).not.toMatch(CHEER);
    }
  });

  it('says yes to a plan in its own words, with its day', () => {
    expect(texts("I'll drop them off at 6 tomorrow.")[0]).toBe('Sounds good, tomorrow works for me!');
    expect(texts("Let's meet at the park at 3 on Saturday.")[0]).toBe('Sounds good, Saturday works for me!');
  });

  it("answers the other person's newest message, not an earlier one", () => {
    // The caller passes the other person's last message as the current one; the history is context only.
    const replies = texts2(['I got the job!!'], 'You forgot to pick her up again.');
    for (const r of replies) expect(r).not.toMatch(CHEER);
  });
});
