/**
 * Shutting the reader out: "Don't bother texting me back", "Lose my number", "I'm done talking to you",
 * "Don't call me". The need under it is space, said so.
 */
import { UNCHANGED, AP, regexRule, rx, type Rule } from '../rule';
import { I_AM } from './threat-words';
import { YOU } from './words';

/**
 * Stonewalling: "Don't bother texting me back", "Lose my number". The need under it is space, said so.
 * A bare "I'm done." is as often a finished chore, so it is read this way only in a charged message.
 */
const STONEWALL = regexRule('threat', 'strong', [
  [
    rx(
      String.raw`^\W*(?:just\s+|so\s+)?(?:don${AP}?t|do not)\s+(?:even\s+|ever\s+)?bother\s+(?:texting|calling|replying|responding|answering|messaging|writing|emailing|e-mailing|contacting|reaching out|getting back)(?:\s+to)?(?=\s+(?:me|back|again|anymore|any more|ever)\b)(?:\s+me)?(?:\s+back)?(?:\s+(?:again|anymore|any more|ever again|at all|today|tonight))?\W*$`,
    ),
    'I need some space right now.',
  ],
  [
    rx(String.raw`^\W*(?:just\s+)?(?:lose my number|don${AP}?t (?:ever )?contact me (?:ever )?again)\W*$`),
    'I need some space right now.',
  ],
]);
export const stonewallInContext = regexRule(
  'threat',
  'contextual',
  [
    [
      rx(
        String.raw`^\W*(?:just\s+)?don${AP}?t (?:even\s+)?bother(?:\s+(?:texting|calling|replying|responding|answering|messaging|writing|emailing))?(?:\s+me)?(?:\s+back)?\W*$`,
      ),
      'I need some space right now.',
    ],
    [
      rx(
        String.raw`^\W*(?:${I_AM}|honestly,?\s+${I_AM})\s+(?:(?:so|just|completely|totally|really|officially|absolutely)\s+)?(?:done|through)(?:\s+with\s+(?:you|this|us|all (?:of )?this|it|this conversation|talking(?: to you)?|this relationship|everything|your (?:crap|bs|nonsense|games|excuses|drama|attitude)))?(?:\s+(?:now|here|anymore|for good|for today|for tonight))?\W*$`,
      ),
      'I need a break from this conversation.',
    ],
    [
      rx(
        String.raw`^\W*(?:we${AP}re done here|this conversation is over|conversation over|end of (?:discussion|conversation|story)|I${AP}m not (?:discussing|talking about) this (?:anymore|any more|any further|again)|I${AP}m not discussing this)\W*$`,
      ),
      'I need a break from this conversation.',
    ],
    [rx(String.raw`^\W*(?:go ahead,?\s+)?(?:try me|I dare you|test me|you${AP}ll see)\W*$`), ''],
    [rx(String.raw`^\W*(?:this is your last chance|don${AP}?t say I didn${AP}?t warn you)\W*$`), ''],
  ],
  [
    [
      "You forgot the school forms AGAIN!! I'm done.",
      'You forgot the school forms again! I need a break from this conversation.',
    ],
    ["I'm done.", UNCHANGED],
  ],
);

export const stonewall: Rule = {
  ...STONEWALL,
  // "Thanks, you're a star! Don't bother calling me back." is kindness: it saves the reader a call.
  // The rule first: the whole-message look for thanks runs only where it would change something.
  apply: (sentence, ctx) => {
    const out = STONEWALL.apply(sentence, ctx);
    return out !== sentence &&
      ((ctx.positive && !ctx.negative) || /\b(?:thanks|thank you|thx|appreciate)\b/i.test(ctx.message))
      ? sentence
      : out;
  },
  examples: [
    [
      "Don't bother texting me back. I'm done.",
      'I need some space right now. I need a break from this conversation.',
    ],
    ['Lose my number.', 'I need some space right now.'],
  ],
};

/** Shutting the other person out, said as the need behind it. */
export const shuttingOut = regexRule(
  'exasperation',
  'strong',
  [
    [
      rx(String.raw`^\W*(?:I${AP}?m\s+)?not\s+(?:going\s+to|gonna)\s+dignify\s+(?:that|this)\b[^.!?]*`),
      "I'd rather not respond to that right now",
    ],
    [
      rx(
        String.raw`^\W*(?:and\s+)?(?:please\s+)?(?:don${AP}?t|dont)\s+(?:call|text|message|show\s+up\s+at)\s+(?:me|my\s+\w+)(?:\s+again)?\W*$`,
      ),
      'I need some space right now.',
    ],
    [
      rx(String.raw`\b(?:block\s+incoming|(?:I${AP}?m|im)\s+blocking\s+(?:you|u)(?:\s+after\s+this)?)\b`),
      'I need some space from this conversation',
    ],
    [rx(String.raw`,?\s*(?:just\s+)?see\s+if\s+I\s+care\b`), ''],
    [rx(String.raw`^(\W*)(?:fine,?\s+|ok(?:ay)?,?\s+)?(?:just\s+)?ignore\s+me\s+then\b`), '$1I feel ignored'],
    [
      rx(String.raw`\b(?:I\s+)?(?:don${AP}?t|dont)\s+owe\s+(?:you|u)\s+an\s+explanation\b`),
      "I'd rather not explain right now",
    ],
    [
      rx(
        String.raw`,?\s*(?:you${AP}?re|ur|youre)\s+not\s+my\s+(?:mom|mother|dad|father|boss|parent|keeper)\b`,
      ),
      '',
    ],
    [rx(String.raw`\bsave\s+(?:your|ur)\s+(?:tears|breath|excuses|apologies|sob\s+story)\b[;,.!]*\s*`), ''],
    [rx(String.raw`,?\s*I${AP}?ve\s+seen\s+(?:that|this)\s+(?:performance|act|show)\s+before\b`), ''],
    [
      rx(
        String.raw`^(\W*)spare\s+me\s+the\s+(?:lecture|speech|sermon|drama|excuses)(?:\s+about\s+[^;,.!?]+)?`,
      ),
      '$1I see this differently',
    ],
    [
      rx(String.raw`^(\W*)don${AP}?t\s+lecture\s+me\s+about\s+([^,]+?)\s+when\s+`),
      "$1I don't think it's fair to talk about $2 when ",
    ],
    [
      rx(String.raw`\btell\s+(.+?)\s+whatever\s+(?:lie|story|excuse)\s+you\s+want\s+about\s+`),
      'please tell $1 the truth about ',
    ],
    [
      rx(
        String.raw`\bI${AP}?m\s+(?:so\s+)?(?:done|finished)\s+(?:talking|discussing|arguing)\s+(?:about\s+(?:this|it)|with\s+${YOU})\b`,
      ),
      'I need a break from this conversation',
    ],
    [
      rx(
        String.raw`\bI${AP}?m\s+not\s+(?:discussing|talking\s+about|arguing\s+about)\s+this(?:\s+with\s+${YOU})?(?:\s+any\s*more)?\b`,
      ),
      'I need a break from this conversation',
    ],
    [
      rx(String.raw`^\W*(?:you\s+know\s+what,?\s*)?forget\s+(?:it|all\s+of\s+it|the\s+whole\s+thing)\W*$`),
      'I need a break from this.',
    ],
    [
      rx(String.raw`^\W*(?:just\s+)?don${AP}?t\s+(?:talk|speak)\s+to\s+me\W*$`),
      'I need some space right now.',
    ],
    [rx(String.raw`,?\s*(?:just\s+)?stop\s+wasting\s+my\s+time\b`), ''],
    [
      rx(
        String.raw`^(\W*)don${AP}?t\s+(?:even\s+)?bother\s+(?:explaining|lying|trying|apologi[sz]ing)\b[,.!]*\s*`,
      ),
      '$1',
    ],
    [
      // "… coming to dinner at your mom's with me Saturday": the sender goes alone ("with me" goes, or "with me …
      // on my own" says both). Without "with me" the sender is uninviting ("Don't bother coming to Christmas.":
      // readers called "I'd rather go to Christmas on my own." the meaning changed). A closing "then" goes.
      rx(String.raw`^(\W*)don${AP}?t\s+(?:even\s+)?bother\s+coming\s+to\s+([^,.!?]+)`),
      (_m, lead: string, where: string) => {
        const place = where.replace(/\s+then$/i, '');
        return /\bwith\s+(?:me|us)\b/i.test(place)
          ? `${lead}I'd rather go to ${place.replace(/\s+with\s+(?:me|us)\b/i, '')} on my own`
          : `${lead}I'd rather you didn't come to ${place}`;
      },
    ],
    [
      rx(String.raw`,?\s*${YOU}${AP}?ll\s+just\s+embarrass\s+me(?:\s+(?:like|again\s+like)\s+last\s+time)?`),
      '',
    ],
    [rx(String.raw`^(\W*)back\s+off\W*$`), '$1Please let me handle this.'],
    [
      rx(
        String.raw`[,;]?\s*(?:end\s+of\s+(?:discussion|story)|and\s+that${AP}?s\s+final|and\s+thats\s+final)\b[.!]*`,
      ),
      '',
    ],
  ],
  [
    ["Whatever. I'm done talking about this.", 'I need a break from this conversation.'],
    [
      "Don't bother coming to dinner at your mom's with me Saturday.",
      "I'd rather go to dinner at your mom's Saturday on my own.",
    ],
    ["Don't bother coming to Thanksgiving then.", "I'd rather you didn't come to Thanksgiving."],
    [
      'You know what, forget it. Forget Saturday, forget all of it.',
      'I need a break from this. Forget Saturday, forget all of it.',
    ],
    ["I'm not going to dignify that with a response.", "I'd rather not respond to that right now."],
    [
      "we're breaking up. dont call me. dont text me. dont show up at my house",
      "we're breaking up. I need some space right now.",
    ],
    ['fine ignore me then. see if i care', 'I feel ignored.'],
    ['omg ur the worst lol love u 😂', UNCHANGED],
    ['happy birthday to my favorite idiot 🎂 love u sm', UNCHANGED],
    ['stfu no way u met taylor swift?!?! im so jealous rn 😭', UNCHANGED],
    ['OMG I GOT INTO THE SUMMER PROGRAM!!! 🎉🎉🎉', UNCHANGED],
    ['running 10 mins late, traffic on 5th street. sorry!!', UNCHANGED],
  ],
);
