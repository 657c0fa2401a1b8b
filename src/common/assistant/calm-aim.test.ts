import { describe, expect, it } from 'vitest';
import { aimSignals, isAimed, unaimedCalm, unaimedForms } from './calm-aim';
import { rewriteMessage } from './rewrite';

describe('aimSignals: whether a sentence aims its heat at the reader', () => {
  it('hears a reminder, a doubt of the reader, a reproach, sarcasm and the reader blamed as the reason', () => {
    expect(aimSignals('As I have said three times now, pickup is at 5.')).toContain('reminder');
    expect(aimSignals("I've paid for the last three, so I assume you can manage one.")).toContain(
      'competence',
    );
    expect(aimSignals('I trust you will manage to arrive on time for once.')).toEqual([
      'competence',
      'reproach',
    ]);
    expect(aimSignals('Your share is $180, assuming you pay.')).toEqual(['competence']);
    expect(
      aimSignals('Please try, for once, to treat our anniversary as more important than your inbox.'),
    ).toEqual(['reproach']);
    expect(aimSignals('so ur moms bday dinner is more important than my thing AGAIN.')).toEqual(['reproach']);
    expect(
      aimSignals("You're welcome, since nobody else here seems to know when anything is due."),
    ).toContain('sarcasm');
    expect(
      aimSignals('Dear Ethan, as you appear to regard this house as a hotel, rent is $50 a week.'),
    ).toEqual(['reason']);
  });

  it('hears none in a firm sentence aimed at nobody, a plain complaint or a genuine question (look-alikes)', () => {
    for (const calm of [
      'It is not a joke, it is a real deadline.',
      'You forgot the permission slip again.',
      'Can you manage the pickup at 5 on Friday?',
      'I assume the pickup is still at 5.',
      'I trust the meeting on Monday will go well.',
      'Once again the train was late, so I will be there at 6.',
      'Your brother manages to visit every week.',
      "I'm late because you had the car.",
      'Pickup is at 5 again, as usual.',
      'I have said it before: I love this place.',
    ])
      expect(isAimed(calm), calm).toBe(false);
  });
});

describe('unaimedForms and unaimedCalm: the point without the aim', () => {
  it("takes out the words that only aim, with the commas around them, in the sender's own case", () => {
    expect(
      unaimedForms('Please try, for once, to treat our anniversary as more important than your inbox.')[0],
    ).toBe('Please try to treat our anniversary as more important than your inbox.');
    expect(unaimedForms("I assume you'll remember this time, or should I set three alarms?")[0]).toBe(
      "I assume you'll remember, or should I set three alarms?",
    );
    expect(unaimedForms('so ur moms bday dinner is more important than my thing AGAIN.')[0]).toBe(
      'so ur moms bday dinner is more important than my thing.',
    );
    expect(unaimedForms('As I have said three times now, pickup is at 5.')[0]).toBe('Pickup is at 5.');
    expect(unaimedForms('I trust you will manage to arrive on time for once.')[0]).toBe(
      'I trust you will arrive on time.',
    );
  });

  it('cuts an aimed clause at its seam, never a clause whose aim was only a word, nor one leaving "the same"', () => {
    const always = () => true;
    expect(unaimedCalm("I've paid for the last three, so I assume you can manage one.", always)).toBe(
      "I've paid for the last three.",
    );
    // Still aimed once "actually" and "this time" are gone: the assumption is cut too.
    expect(unaimedCalm('Your share is $180, assuming you actually pay this time.', always)).toBe(
      'Your share is $180.',
    );
    // Without "even" the sentence no longer aims: if that form fails, its second clause is the point, not cut.
    const complaint = 'Your sister call you two times and you not even answer.';
    expect(unaimedCalm(complaint, (c) => !c.includes('not answer'))).toBeNull();
    const same = 'Dear Hannah, since you have chosen to write only through friends, I will do the same.';
    expect(unaimedCalm(same, always) ?? '').not.toMatch(/the same/);
    // A sentence that does not aim has nothing to lose.
    expect(unaimedCalm('You forgot the permission slip again.', always)).toBeNull();
  });
});

describe('the composer keeps an aimed point without its aim (issue 20)', () => {
  const covered = (text: string) => rewriteMessage(text, { scoreCoverage: true }).rewritten;
  it('says the logistics, request or decision without the aim, every fact kept', () => {
    expect(
      covered('The flat deposit is $300. Your half is $150, assuming you actually pay it this time.'),
    ).toBe('The flat deposit is $300. Your half is $150.');
    expect(
      covered(
        'The van is booked for Saturday at 8. I have driven the last three times, so I assume you can manage one.',
      ),
    ).toBe('The van is booked for Saturday at 8. I have driven the last three times.');
    expect(
      covered('Dear Priya, I am writing to note, yet again, your late arrival at the 9am stand-up.'),
    ).toBe('Dear Priya, I am writing to note your late arrival at the 9am stand-up.');
    expect(
      covered("The recital is at 6 on Thursday. Once again You have forgotten to sign Lily's form..."),
    ).toBe("The recital is at 6 on Thursday. You have forgotten to sign Lily's form...");
  });

  it('leaves firm look-alikes that aim at nobody exactly as written', () => {
    for (const calm of [
      'Pickup is at 5 on Friday. You forgot the permission slip again.',
      'It is not a joke, it is a real deadline. The report is due at 9 on Monday.',
      'The plumber comes at 8 on Tuesday. Once again the boiler has stopped, so I will be home all morning.',
      'I assume the pickup is still at 5 on Friday. Let me know if that changes.',
    ])
      expect(covered(calm)).toBe(calm);
  });
});
