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

  it('finds the answer to a question or request a few messages later, and only a real one', () => {
    const summary = summarizeConversation([
      { sender: maya, text: 'Can you take Ava this Friday?' },
      { sender: dan, text: 'Why is it always me fixing your schedule?' },
      { sender: maya, text: 'Because you offered.' },
      { sender: dan, text: 'Fine. I can get her at 5:30.' },
      { sender: maya, text: 'How about dinner Tuesday at 7?' },
      { sender: dan, text: 'Tuesday works. Same place?' },
      { sender: dan, text: 'Could you send the $2.1M forecast by noon?' },
      { sender: maya, text: "I'll ask accounts and get back to you." },
    ]);
    expect(summary).toContain(`${maya} asked ${dan} to take Ava this Friday — ${dan} agreed.`);
    expect(summary).toContain(`${maya} asked "How about dinner Tuesday at 7?" — ${dan} said yes.`);
    expect(summary).toContain(`${dan} asked ${maya} to send the $2.1M forecast by noon — still open.`);
    // Dan's rhetorical question is a heated line, not a question waiting for an answer.
    expect(summary).not.toContain('Why is it always me');
  });

  it('reports requests in the third person', () => {
    const summary = summarizeConversation([
      { sender: maya, text: 'Could you bring my charger and your laptop?' },
      { sender: dan, text: 'Which charger?' },
    ]);
    expect(summary).toContain(`${maya} asked ${dan} to bring their charger and their laptop — still open.`);
  });
});
