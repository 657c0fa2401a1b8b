/**
 * Contempt for the reader's sense or worth said as a question or a rhetorical aside ("Do you even hear
 * yourself?", "It's not rocket science"), and "I've said this N times" impatience. The contempt is
 * dropped; the point is kept where there is one. Contempt said outright is in contempt.ts.
 */
import { AP, regexRule, rx, unlessGoodNews, type Rule } from '../rule';

/** Words that make "Do you have any idea how ___ that sounds?" a put-down rather than a question. */
const FOOLISH = String.raw`(?:stupid|dumb|ridiculous|crazy|insane|idiotic|absurd|pathetic|ignorant|childish|selfish|arrogant|moronic|ludicrous|delusional|hypocritical|unhinged|petty|entitled|condescending|rude|awful|bad)`;
/** "For the hundredth time," — a count that only says the sender is tired of repeating it. */
const NTH = String.raw`(?:hundredth|thousandth|millionth|billionth|zillionth|gazillionth|umpteenth|nth|tenth|twentieth|fiftieth|last|\d{2,}(?:th|st|nd|rd))`;
const COUNT = String.raw`(?:(?:two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|a (?:few|couple of|dozen|hundred|thousand|million)|several|many|multiple|numerous|countless|\d+|so many|too many|a million|a hundred)\s+times|repeatedly|more than once|over and over(?: again)?)`;

/**
 * Contempt for the reader's sense or worth said as a question or a rhetorical aside ("Do you even hear
 * yourself?", "Are you even capable of ...", "This is why nobody wants to work with you", "It's not
 * rocket science"), and "I've said this N times" impatience. The point is kept where there is one.
 */
export const rhetoricalContempt = regexRule(
  'contempt',
  'strong',
  [
    [
      rx(
        String.raw`^\W*(?:do|did)\s+you\s+(?:even\s+)?(?:have\s+(?:any|an|the (?:slightest|faintest))\s+idea|know|realize|realise|understand)\s+how\s+(?:(?:utterly|completely|totally|incredibly|absolutely|fucking|freaking|so)\s+)?${FOOLISH}\s+(?:that|this|you|it|your \w+)\s+(?:sounds?|is|are|was|were|looks?|seems?|came across|comes across)(?:\s+right now)?(?:,\s*[A-Z][\w'’-]*)?\s*[?!.]*$`,
      ),
      'I see this differently.',
    ],
    [
      rx(
        String.raw`^\W*(?:(?:do|can)\s+you\s+(?:even\s+|ever\s+)?(?:hear|listen to)\s+yourself|have\s+you\s+(?:even\s+|ever\s+)?(?:heard|listened to)\s+yourself|are\s+you\s+(?:even\s+)?listening\s+to\s+yourself)(?:\s+right\s+now)?(?:,\s*[A-Z][\w'’-]*)?\s*[?!.]*$`,
      ),
      'I see this differently.',
    ],
    // "Are you even capable of answering a simple question?" -> "Could you please try answering my question?"
    [
      rx(
        String.raw`^(\W*)(?:are|were)\s+you\s+((?:(?:even|ever|actually|really|physically|mentally)\s+)*)(capable\s+of|able\s+to)\s+(.+?)\s*\?[!?]*$`,
      ),
      (m: string, lead: string, how: string, can: string, rest: string) =>
        // "Are you able to pick up Leo at 3?" is a question: only "even" or a "simple" task makes it a jab.
        /\b(?:even|ever)\b/i.test(how) || /\b(?:simple|basic|single|easy|one)\b/i.test(rest)
          ? `${lead}Could you please ${/^capable/i.test(can) ? 'try ' : ''}${rest
              .replace(
                /\ba\s+(?:simple|basic|straightforward|easy|single)\s+(question|request|task)\b/gi,
                'my $1',
              )
              .replace(/\b(?:simple|basic|straightforward|easy|single)\s+/gi, '')
              .replace(/\s+for once\b/gi, '')}?`
          : m,
    ],
    // "I swear you do this on purpose to make me look bad" -> "It feels like this is on purpose to make me look bad".
    [
      rx(
        String.raw`^(\W*)(?:(?:I swear(?: to god)?|I bet|I know|admit it|honestly),?\s+)?(?:that\s+)?you\s+(do|did|are doing|${AP}re doing|say|said)\s+(?:this|that|it|these things|things like (?:this|that)|stuff like (?:this|that))\s+(?:(on purpose|deliberately|intentionally)|just(?=\s+to\b))`,
      ),
      (_m, lead: string, verb: string, how: string | undefined) =>
        `${lead}It feels like ${/^(?:did|said)$/i.test(verb) ? 'that was' : 'this is'} ${how ?? 'on purpose'}`,
    ],
    [
      rx(
        String.raw`\b(?:and\s+)?(?:this|that|it|which)(?:${AP}s|\s+is)\s+(?:exactly\s+)?why\s+(?:nobody|no one|no-one|people (?:don${AP}?t|can${AP}?t)|everyone (?:hates|avoids|leaves))\b[^.!?]*?\byou(?:r(?:self)?)?\b[^.!?]*`,
      ),
      '',
    ],
    [
      rx(
        String.raw`^\W*(?:no wonder\s+)?(?:nobody|no one|no-one)\s+(?:(?:really|even|actually|ever)\s+)?(?:likes|can stand|trusts|respects|invites|takes|wants(?:\s+to\s+(?:work|deal|talk|hang out|be friends|be around|be|live))?(?:\s+(?:with|around|to))?)\s+you(?:\s+(?:seriously|around|anymore|any more|here))?\W*$`,
      ),
      '',
    ],
    // "It's not rocket science, just put the dishes away" -> "Please put the dishes away". Only before an order:
    // "It's not rocket science, but it took me a while" and "..., I promise" are modesty and encouragement.
    [
      rx(
        String.raw`^(\W*)(?:it|this|that)(?:${AP}s|\s+is|\s+isn${AP}t|\s+ain${AP}t)\s+(?:not\s+)?(?:exactly\s+|literally\s+)?(?:rocket science|brain surgery|quantum physics|astrophysics)\s*(?:[,;:!—–-]+|\.(?=\s))\s*(?=(?:just|simply|you (?:just|only|simply)|all you)\b)(?:(just|simply)\s+(?=[a-z]))?`,
      ),
      (_m, lead: string, just: string | undefined) => (just ? `${lead}please ` : lead),
    ],
    [
      rx(
        String.raw`^(\W*)(?:shape up or ship out|get (?:your|ur) (?:act|life|head|stuff) together|get it together|sort yourself out|shape up|get a grip)\s*(?=[,;]|\s+or\b|\W*$)`,
      ),
      '$1Things need to change',
    ],
    [
      rx(
        String.raw`^(\W*)(?:get (?:your|ur) (?:act|life|head|stuff) together|get it together|sort yourself out|shape up|get a grip)(?:\s*[,!.]+\s*|\s+and\s+(?=[a-z]))`,
      ),
      // "Get your act together and call the school" -> "Please call the school".
      (m: string, lead: string) => (/\band\s+$/i.test(m) ? `${lead}please ` : lead),
    ],
    // "For the hundredth time, the meeting is at 10" -> "Just to confirm, the meeting is at 10".
    [rx(String.raw`^(\W*)for\s+the\s+${NTH}\s+time\s*[,:;!—–-]+\s*`), '$1Just to confirm, '],
    [
      rx(String.raw`^(\W*)(?:who\s+raised\s+you|were\s+you\s+raised\s+(?:by\s+wolves|in\s+a\s+barn))\W*$`),
      '',
    ],
    [rx(String.raw`^\W*don${AP}?t\s+(?:even\s+)?start\s+with\s+me\W*$`), ''],
    [
      rx(
        String.raw`^\W*do\s+I\s+look\s+like\s+(?:your|a|the)\s+(?:maid|servant|slave|secretary|personal assistant|assistant|mother|mom|mum|babysitter|nanny|chauffeur|driver|butler|bank|ATM|cleaner|housekeeper|therapist)\W*$`,
      ),
      "I'd like us to share this more fairly.",
    ],
  ],
  [
    [
      'For the hundredth time, the meeting is at 10, not 11.',
      'Just to confirm, the meeting is at 10, not 11.',
    ],
    [
      'For the last time: pickup is at 5:30 at Lincoln Elementary.',
      'Just to confirm, pickup is at 5:30 at Lincoln Elementary.',
    ],
    [
      "It's not rocket science, just put the dishes in the dishwasher.",
      'Please put the dishes in the dishwasher.',
    ],
    ['Do you have any idea how stupid that sounds?', 'I see this differently.'],
    ['Do you know how ridiculous you sound right now?', 'I see this differently.'],
    ['Do you even hear yourself?', 'I see this differently.'],
    ['Are you even capable of answering a simple question?', 'Could you please try answering my question?'],
    ['Are you even able to read a calendar?', 'Could you please read a calendar?'],
    ['Do I look like your maid?', "I'd like us to share this more fairly."],
    [
      'I swear you do this on purpose to make me look bad.',
      'It feels like this is on purpose to make me look bad.',
    ],
    ['I swear you did that on purpose.', 'It feels like that was on purpose.'],
    ['Get your act together and call the school.', 'Please call the school.'],
    ['Shape up or ship out.', 'Things need to change.'],
  ],
);

/**
 * "As I have explained THREE times already," -> "As I mentioned before,": the count only says the
 * sender is tired of repeating it. Around good news ("As I've said many times, I'm so proud of you") it
 * is warmth, and stays.
 */
export const repeating = unlessGoodNews(
  regexRule(
    'contempt',
    'strong',
    [
      [
        rx(
          String.raw`\b(a)s\s+I(?:${AP}ve|\s+have)?\s+(?:already\s+)?(?:explained|said|told you|mentioned|stated|pointed out|written|noted|asked|requested|repeated)(?:\s+(?:this|it|that|before|to you))?\s+${COUNT}(?:\s+(?:already|now|before|by now))?\s*([,:;]|—|–|-)?`,
        ),
        (_m, a: string, punct: string | undefined) => `${a}s I mentioned before${punct ? ',' : ''}`,
      ],
    ],
    [
      [
        'As I have explained THREE times already, the deadline is non-negotiable.',
        'As I mentioned before, the deadline is non-negotiable.',
      ],
      [
        "As I've said many times already, the invoice is due on the 15th.",
        'As I mentioned before, the invoice is due on the 15th.',
      ],
    ],
  ),
);
export const repeatingInContext = regexRule(
  'contempt',
  'contextual',
  [
    [
      rx(
        String.raw`\b(I(?:${AP}ve|\s+have)\s+(?:already\s+)?(?:told|asked|reminded|warned)\s+you|I(?:${AP}ve|\s+have)\s+(?:already\s+)?(?:explained|said|mentioned)\s+(?:this|it|that))\s+${COUNT}(?:\s+(?:already|now|by now))?`,
      ),
      '$1 before',
    ],
  ],
  [
    [
      "I've told you a hundred times, the curfew is 10:30. Are you deaf??",
      'Just to confirm, the curfew is 10:30.',
    ],
    [
      'I have asked you four times to fix the heating in Unit 3B. Are you incompetent or just indifferent?',
      'I have asked you before to fix the heating in Unit 3B.',
    ],
  ],
);

/**
 * "It's not rocket science. Just sign the form.": the aside is its own sentence, and the order after it
 * shows what it was for. Alone ("How did you fix it?" "It's not rocket science.") it is modesty.
 */
const NOT_ROCKET_SCIENCE = rx(
  String.raw`^\W*(?:it|this|that)(?:${AP}s|\s+is|\s+isn${AP}t|\s+ain${AP}t)\s+(?:not\s+)?(?:exactly\s+|literally\s+)?(?:rocket science|brain surgery|quantum physics|astrophysics)\W*$`,
  'i',
);
const FOLLOWED_BY_ORDER = rx(
  String.raw`(?:rocket science|brain surgery|quantum physics|astrophysics)[.!]+\s+(?:just|simply)\s+[a-z]`,
  'i',
);
export const notRocketScience: Rule = {
  kind: 'contempt',
  strength: 'strong',
  apply: (sentence, ctx) =>
    NOT_ROCKET_SCIENCE.test(sentence) && FOLLOWED_BY_ORDER.test(ctx.message) ? '' : sentence,
  examples: [["It's not brain surgery. Just sign the form.", 'Please sign the form.']],
};
