/** Masked swearing ("f*cking", "f**ked") reads as swearing; the plain rules only know the spelled-out forms. */
import { gated, regexRule, rx } from '../rule';

export const maskedSwearing = gated(
  /[*#@%]/,
  regexRule(
    'profanity',
    'strong',
    [
      [rx(String.raw`\bf[*#@%]+c?k(?:ing|in|n)\s+`), ''],
      [rx(String.raw`\bf[*#@%]+c?ked(?:\s+up)?\b`), 'messed up'],
    ],
    [
      ['The printer is f**ked again.', 'The printer is messed up again.'],
      ['This f*cking form wants my SSN twice.', 'This form wants my SSN twice.'],
    ],
  ),
);
