/**
 * Blame said as a question or a wish. Rhetorical attacks that hide a request ("how many times do I
 * have to tell you to X?", "why can't you just X?") become the request X; "maybe if you actually
 * listened ..." becomes the wish and what it would change; "all you ever think about is yourself"
 * becomes the sender's side of it. The statements ("you always X") are in blame.ts.
 */
import { UNCHANGED, AP, regexRule, rx } from '../rule';
import { LEAD, softenClause } from './blame';

/**
 * "Is it physically impossible for you to X?", "Is it so difficult to X?", "Is it beyond you to X?", "Would it hurt
 * you to X?", "Would it be so hard to X?": a request asked as a jab at the reader's ability. Only with the jab ("so",
 * "that", "physically", "beyond you", "kill you"): "Is it hard to park there?" and "Is it hard for you to talk about
 * it?" are real questions.
 */
const TOO_HARD_FOR_YOU = String.raw`(?:is|was)\s+it\s+(?:really\s+|rly\s+)?(?:(?:so|that|physically|literally|seriously)\s+)+(?:impossible|hard|difficult|tough)\s+(?:for\s+(?:you|u)\s+)?to|(?:is|was)\s+it\s+(?:really\s+)?beyond\s+(?:you|u)\s+to|would\s+it\s+(?:really\s+)?(?:kill|hurt|harm)\s+(?:you|u)\s+to|would\s+it\s+be\s+(?:so|that|too)\s+(?:hard|difficult|much)\s+(?:for\s+(?:you|u)\s+)?to`;

/** Rhetorical attacks that hide a request: the request is kept, the attack dropped. */
export const rhetoricalBlame = regexRule(
  'blame',
  'strong',
  [
    [
      rx(
        String.raw`${LEAD}how\s+many\s+(?:more\s+)?times\s+(?:do|must|will)\s+I\s+(?:have\s+to|need\s+to)\s+(?:tell|ask|remind|beg)\s+you\s+(?:(not\s+)?to\s+)?(.+?)\s*[.!?]*$`,
      ),
      (_m, lead: string, not: string | undefined, rest: string) =>
        `${lead}Could you please ${not ? 'not ' : ''}${softenClause(rest)}?`,
    ],
    [
      rx(
        String.raw`${LEAD}how\s+many\s+(?:more\s+)?times\s+(?:do|must|will|have)\s+I\s+(?:have\s+to\s+|need\s+to\s+)?(?:tell|told|ask|asked|remind|reminded|say|said)(?:\s+you)?(?:\s+this)?\s*[.!?]*$`,
      ),
      "$1I've asked about this before.",
    ],
    [
      rx(
        String.raw`${LEAD}how\s+many\s+times\s+have\s+I\s+(?:told|asked|reminded)\s+you\s+(?:to\s+)?(.+?)\s*[.!?]*$`,
      ),
      (_m, lead: string, rest: string) => `${lead}Could you please ${softenClause(rest)}?`,
    ],
    [
      rx(
        String.raw`${LEAD}how\s+(?:hard|difficult)\s+(?:is\s+it|can\s+it\s+be)\s+to\s+(?:just\s+)?(.+?)\s*[.!?]*$`,
      ),
      (_m, lead: string, rest: string) => `${lead}Could you please ${softenClause(rest)}?`,
    ],
    [
      rx(
        String.raw`${LEAD}why\s+(?:can${AP}?t|won${AP}?t|cant|wont|can\s+not|don${AP}?t)\s+you\s+(?:ever\s+)?(?:just\s+)?(\w.*?)\s*[.!?]*$`,
      ),
      (_m, lead: string, rest: string) => `${lead}Could you please ${softenClause(rest)}?`,
    ],
    [
      rx(String.raw`${LEAD}(?:can${AP}?t|cant)\s+you\s+(?:just\s+|even\s+)+(.+?)\s*\?[!?]*$`),
      (_m, lead: string, rest: string) => `${lead}Could you please ${softenClause(rest)}?`,
    ],
    [
      rx(
        String.raw`${LEAD}(?:is\s+it\s+(?:too|so)\s+much\s+to\s+ask\s+(?:for\s+you\s+)?to|${TOO_HARD_FOR_YOU})\s+(?:just\s+)?(.+?)\s*[.!?]*$`,
      ),
      (_m, lead: string, rest: string) => `${lead}Could you please ${softenClause(rest)}?`,
    ],
    [
      // "… or is that too hard" is the jab's second half: it goes with the first.
      rx(
        String.raw`${LEAD}do\s+you\s+even\s+(.+?)(?:,?\s+or\s+(?:is|was|are|am|do|does|did)\b[^.!?]*)?\s*[.!?]*$`,
      ),
      (_m, lead: string, rest: string) => `${lead}I'm not sure you ${rest}.`,
    ],
    // "Are you even interested?", "Did you even read it?": the question, without the jab.
    [
      rx(String.raw`\b(are|did|does|can|could|have|has|were|would|will)\s+(you|u)\s+even\s+(?=[a-z])`),
      '$1 $2 ',
    ],
    // "Why is it always me fixing your schedule?" / "Why am I always the one who has to remember?"
    [
      rx(
        String.raw`^(\W*)why\s+(?:is\s+it\s+always\s+(?:me|I)|am\s+I\s+always\s+the\s+one)\s+((?:who|that)\s+[^?]+|[a-z]+ing\b[^?]*)\?*`,
      ),
      "$1It feels like I'm always the one $2.",
    ],
    // "Why am I the only one who ever buys washing-up liquid?": the same complaint, said as the sender's feeling.
    [
      rx(
        String.raw`^(\W*)why\s+am\s+I\s+(?:always\s+)?the\s+only\s+one\s+((?:of\s+[^?]*?\s+)?(?:who|that)\s+[^?]+|[a-z]+ing\b[^?]*)\?*`,
      ),
      "$1It feels like I'm the only one $2.",
    ],
    [rx(String.raw`\b(?:don${AP}?t|dont)\s+(?:you|u)\s+(?:dare|even\s+think\s+about)\s+`), "please don't "],
    [rx(String.raw`\bI\s+hate\s+(?:it\s+)?(?:when|that|how)\s+you\s+`), 'It bothers me when you '],
  ],
  [
    ['How many times do I have to tell you to lock the door?', 'Could you please lock the door?'],
    ['How hard is it to reply to a text?', 'Could you please reply to a text?'],
    [
      'Is it physically impossible for you to replace the toilet roll?',
      'Could you please replace the toilet roll?',
    ],
    ['Is it so difficult to load the dishwasher?', 'Could you please load the dishwasher?'],
    ['Is it beyond you to close the gate?', 'Could you please close the gate?'],
    ['Would it hurt you to say thank you?', 'Could you please say thank you?'],
    ['Is it hard to get a table there on Fridays?', UNCHANGED],
    ['Is it hard for you to talk about it?', UNCHANGED],
    [
      'Why am I the only one who ever takes the bins out?',
      "It feels like I'm the only one who ever takes the bins out.",
    ],
    ['Am I the only one who thinks the film was too long?', UNCHANGED],
    ['Do you even listen, or is that too hard?', "I'm not sure you listen."],
    ["Why can't you just call when you're running late?", "Could you please call when you're running late?"],
  ],
);

/**
 * "Maybe if you actually listened for once we wouldn't be fighting": the wish, said as one, and what
 * it would change; "All you ever think about is yourself": the sender's side of it.
 */
export const ifYouActually = regexRule(
  'blame',
  'strong',
  [
    [
      rx(String.raw`^(\W*)(?:is|was)\s+it\s+(?:really\s+)?(?:so|that)\s+hard\s+to\s+([^?]+?)\s*\?+\s*$`),
      '$1Could you please $2?',
    ],
    // "After everything I've done for you, you can't even remember to buy milk?"
    [
      rx(
        String.raw`(?:^|,?\s*)after\s+(?:all|everything)\s+(?:that\s+)?I(?:${AP}?ve\s+done|\s+have\s+done|\s+did|\s+do)\s+for\s+(?:you|u)\b,?\s*`,
      ),
      '',
    ],
    [
      rx(String.raw`^(\W*)(?:and\s+)?you\s+can${AP}?t\s+even\s+([^.!?]+?)\s*\?+\s*$`),
      '$1Could you please $2?',
    ],
    // "u cant even remember ur own sons birthday" said as a statement: the hurt under it.
    [
      rx(
        String.raw`(^\W*|,\s*)(and\s+)?(?:you|u)\s+(?:can${AP}?t|cant|couldn${AP}?t|couldnt)\s+even\s+(?=[a-z])`,
      ),
      // After a comma it goes on the sentence ("…, and it hurts that …"), its "and" kept.
      (_m: string, lead: string, and: string | undefined) =>
        `${lead}${lead.includes(',') ? `${and ?? ''}it` : 'It'} hurts that you couldn't `,
    ],
    [
      rx(
        String.raw`^(\W*)(?:maybe|perhaps)\s+if\s+you\s+(?:would\s+)?(?:actually|just|ever|bothered\s+to)\s+([^,.!?;]+?)(?:\s+for\s+once(?:\s+in\s+your\s+life)?)?,?\s+(we|I|things|this|it|everyone)\s+(wouldn${AP}?t|would\s+not|won${AP}?t|might\s+not|would|might|could|wouldn${AP}?t\s+have)\s+([^.!?]+?)\s*[.!?]*$`,
      ),
      (_m, lead: string, act: string, who: string, verb: string, rest: string) =>
        `${lead}I think it would help if you ${act}; then ${who} ${verb} ${rest}.`,
    ],
    [
      rx(
        String.raw`^(\W*)(?:maybe|perhaps)\s+if\s+you\s+(?:would\s+)?(?:actually|ever|bothered\s+to)\s+([^,.!?;]+?)(?:\s+for\s+once(?:\s+in\s+your\s+life)?)?\s*[.!?]*$`,
      ),
      '$1I think it would help if you $2.',
    ],
    [
      rx(
        String.raw`\b(?:all\s+you\s+(?:ever\s+)?(?:think|care|talk)\s+about\s+is|you\s+(?:only\s+)?(?:ever\s+)?(?:think|care)\s+(?:only\s+)?about)\s+(?:yourself|you|your\s+own\s+\w+)\b`,
      ),
      "I feel like my needs aren't being considered",
    ],
    [
      rx(
        String.raw`\b(?:it|everything)(?:${AP}?s|\s+is)\s+always\s+about\s+you\b(?:,?\s+(?:isn${AP}?t|is\s+not|isnt)\s+it)?\s*\??`,
      ),
      "I feel like my needs aren't being considered",
    ],
  ],
  [
    [
      // All in lower case, as the sender writes: the insult before it goes, the sentence stays theirs.
      'ur pathetic, u cant even remember ur own sons birthday is march 8',
      "it hurts that you couldn't remember ur own sons birthday is march 8",
    ],
    [
      "I drove you to every appointment, and you can't even call me back.",
      "I drove you to every appointment, and it hurts that you couldn't call me back.",
    ],
    [
      "Is it really so hard to text me when you're running late?",
      "Could you please text me when you're running late?",
    ],

    [
      "Maybe if you actually listened for once we wouldn't be fighting.",
      "I think it would help if you listened; then we wouldn't be fighting.",
    ],
    [
      "You're so selfish, all you ever think about is yourself.",
      "I feel like my needs aren't being considered.",
    ],
    ["You obviously don't have to come if you're busy.", UNCHANGED],
    ['Maybe if you have time we could grab lunch Friday?', UNCHANGED],
    ['Its always about you isnt it.', "I feel like my needs aren't being considered."],
    [
      "After everything I've done for you, you can't even remember to buy milk?",
      'Could you please remember to buy milk?',
    ],
  ],
);
