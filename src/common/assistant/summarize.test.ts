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
    expect(summary).toBe(
      `${maya} and ${dan} exchanged three messages. ` +
        `${maya} asked ${dan} to pick the kids up on Friday at 5pm, and ${dan} agreed. ` +
        `${maya} asked ${dan} to send the $240 for soccer camp by Monday; that is still open. ` +
        'One thing was settled and one is still open. ' +
        'The tone stayed calm throughout. ' +
        `The latest message is from ${maya}: "Please send the $240 for soccer camp by Monday."`,
    );
  });

  it('quotes only words that were written: a question as asked, a calm last message as sent', () => {
    const summary = summarizeConversation([
      { sender: maya, text: 'Are you coming to the recital?' },
      { sender: dan, text: 'I will check my shifts tonight and let you know.' },
    ]);
    expect(summary).toContain(`${maya} asked "Are you coming to the recital?" and ${dan} answered.`);
    expect(summary).toContain(
      `The latest message is from ${dan}: "I will check my shifts tonight and let you know."`,
    );
  });

  it("never quotes the assistant's calmer words as what someone said", () => {
    const text = 'Whatever. You always have an excuse.';
    const summary = summarizeConversation([
      { sender: maya, text: 'The school play is on Thursday at 6.' },
      { sender: dan, text },
    ]);
    expect(summary).toContain(`The latest message is a heated one from ${dan}.`);
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
    expect(summary).toContain(`${maya} asked ${dan} to take Ava this Friday, and ${dan} agreed.`);
    expect(summary).toContain(`${maya} asked "How about dinner Tuesday at 7?" and ${dan} said yes.`);
    expect(summary).toContain(`${dan} asked ${maya} to send the $2.1M forecast by noon; that is still open.`);
    // Dan's rhetorical question is a heated line, not a question waiting for an answer.
    expect(summary).not.toContain('Why is it always me');
  });

  it('reports requests in the third person', () => {
    const summary = summarizeConversation([
      { sender: maya, text: 'Could you bring my charger and your laptop?' },
      { sender: dan, text: 'Which charger?' },
    ]);
    expect(summary).toContain(
      `${maya} asked ${dan} to bring their charger and their laptop; that is still open.`,
    );
  });

  it('reads like a person wrote it: whole sentences, counts in words, no form fields', () => {
    const summary = summarizeConversation([
      { sender: maya, text: 'Can you take Ava to swimming on Saturday?' },
      { sender: dan, text: 'No, I have work.' },
      { sender: maya, text: 'Could you ask your mum then?' },
    ]);
    expect(summary).not.toMatch(/\b(?:Agreed|Still open|Latest):/);
    expect(summary).toContain(
      `${maya} asked ${dan} to take Ava to swimming on Saturday, but ${dan} said no.`,
    );
    expect(summary).toContain('Nothing was settled yet; two things are still open.');
    // Every sentence starts with a capital and ends with a full stop (or a quotation's own ending).
    for (const sentence of summary.split(/(?<=[.!?]"?)\s+(?=[A-Z])/))
      expect(sentence, sentence).toMatch(/^[A-Z].*(?:[.!?]|[.!?]")$/);
  });

  it('counts heated messages by the learned score, per person, including ones with no swear word', () => {
    const summary = summarizeConversation([
      { sender: maya, text: 'The school play is on Thursday at 6.' },
      { sender: dan, text: 'Must be nice to have so much free time.' },
      { sender: dan, text: 'Fine. Your problem.' },
      { sender: maya, text: 'I will save you a seat.' },
    ]);
    expect(summary).toContain(
      `Two messages were heated (both from ${dan}); the assistant can suggest calmer replies.`,
    );
    const calm = summarizeConversation([
      { sender: maya, text: 'I never got the email, can you resend it?' },
      { sender: dan, text: 'Yes, I can resend it.' },
    ]);
    expect(calm).toContain('The tone stayed calm throughout.');
  });
});
