import { describe, expect, it } from 'vitest';
import { summarizeConversation } from './summarize';

const maya = 'Maya Lopez';
const dan = 'Dan Reyes';

describe('conversation summaries', () => {
  it('says who asked whom for what, and what was agreed or is still open', () => {
    const summary = summarizeConversation([
      { sender: maya, text: 'Can you pick the kids up on Friday at 5pm?' },
      { sender: dan, text: 'Sure, I can do that.' },
      { sender: maya, text: 'Please send the $240 for soccer camp by Monday.' },
    ]);
    expect(summary).toContain(`${maya} asked ${dan} to pick the kids up on Friday at 5pm — ${dan} agreed.`);
    expect(summary).toContain(
      `${maya} asked ${dan} to send the $240 for soccer camp by Monday — still open.`,
    );
    expect(summary).toContain('Agreed: 1. Still open: 1.');
  });

  it('quotes only words that were written: a question as asked, a calm last message as sent', () => {
    const summary = summarizeConversation([
      { sender: maya, text: 'Are you coming to the recital?' },
      { sender: dan, text: 'Let me check my shifts and get back to you.' },
    ]);
    expect(summary).toContain(`${maya} asked "Are you coming to the recital?"`);
    expect(summary).toContain(`Latest: ${dan} said "Let me check my shifts and get back to you."`);
  });

  it("never quotes the assistant's calmer words as what someone said", () => {
    const text = 'Whatever. You always have an excuse.';
    const summary = summarizeConversation([
      { sender: maya, text: 'The school play is on Thursday at 6.' },
      { sender: dan, text },
    ]);
    expect(summary).toContain(`Latest: a heated message from ${dan}.`);
    // Every quotation in the summary is a piece of what was written.
    const written = ['The school play is on Thursday at 6.', text].join('\n');
    for (const [, quoted] of summary.matchAll(/"([^"]+)"/g)) expect(written).toContain(quoted);
  });
});
