/**
 * Put-downs that carry a point: the point is kept, in the sender's words. "I'm not your maid. Pick up
 * your socks." -> "I need some help here. ..."; "I'm not asking, I'm telling you: be home by 10." ->
 * "Please be home by 10."
 */
import { NOT_A_BANK, SERVANT_ROLE } from '../lexicon-mockery';
import { AP, UNCHANGED, regexRule, rx } from '../rule';

const BARE_VERB: Record<string, string> = {
  messaging: 'message',
  texting: 'text',
  calling: 'call',
  'writing to': 'write to',
  emailing: 'email',
};

export const putDowns = regexRule(
  'contempt',
  'strong',
  [
    // "Figure out the Jenkins build yourself." -> "Could you please handle the Jenkins build?"
    [
      rx(String.raw`^(\W*)(?:just\s+)?figure\s+out\s+([^.!?]{1,60}?)\s+(?:by\s+)?yourself\b\s*[.!]*`),
      '$1Could you please handle $2?',
    ],
    [
      rx(
        String.raw`\bI${AP}?m\s+not\s+(?:doing|covering)\s+your\s+(job|work|homework|laundry|chores|share)\s+for\s+you(?:\s+again)?\b`,
      ),
      "I can't keep doing your $1 for you",
    ],
    // "guess I wasn't worth a goodbye text" -> "I was hurt not to get a goodbye text"
    [
      rx(
        String.raw`^(\W*)(?:I\s+)?guess\s+I\s+(?:wasn${AP}?t|was\s+not|am\s+not|${AP}m\s+not)\s+worth\s+(an?|the|your)\s+([^.!?]+?)(?:,?\s+(?:huh|then|lol|eh))?\s*[.!?]*$`,
      ),
      (_m, lead: string, det: string, what: string) =>
        `${lead}I was hurt not to get ${det.toLowerCase() === 'your' ? 'a' : det} ${what}.`,
    ],
    // "Don't bother messaging me again unless you actually want to see me."
    [
      rx(
        String.raw`^(\W*)don${AP}?t\s+bother\s+(messaging|texting|calling|writing\s+to|emailing)\s+me(?:\s+again)?\s+unless\s+you\s+(?:actually\s+|really\s+)?`,
      ),
      (_m, lead: string, verb: string) =>
        `${lead}Please only ${BARE_VERB[verb.toLowerCase().replace(/\s+/g, ' ')] ?? 'message'} me again if you `,
    ],
    // "I guess you're too good to help with the dishes" -> "It feels like you don't want to help ..."
    [
      rx(
        String.raw`\b(?:(?:I\s+)?(?:guess|suppose)\s+)?(?:you${AP}?re|you\s+are|ur|u${AP}?re)\s+(?:just\s+)?too\s+(?:good|important|busy|cool|grown[- ]up)\s+to\s+`,
      ),
      "it feels like you don't want to ",
    ],
    // "I am astonished that a firm of your size cannot process a refund" -> "I'm concerned that ..."
    [
      rx(
        String.raw`\bI(?:${AP}m|\s+am)\s+(?:frankly\s+|honestly\s+|quite\s+|truly\s+|absolutely\s+)?(?:astonished|appalled|shocked|amazed|flabbergasted|stunned|baffled|dumbfounded)\s+that\s+(?=[^.!?]*\b(?:cannot|can${AP}?t|couldn${AP}?t|didn${AP}?t|won${AP}?t|wouldn${AP}?t|still|failed|never|not)\b)`,
      ),
      "I'm concerned that ",
    ],
    [
      rx(String.raw`\b(?:a|one)\s+simple\s+(?=(?:refund|question|task|request|thing|email|answer|form)\b)`),
      'a ',
    ],
    // "I shouldn't have to chase you for basic things." -> the wish, without the reproach.
    [
      rx(
        String.raw`\bI\s+shouldn${AP}?t\s+(?:have|need)\s+to\s+(?:keep\s+)?(?:chase|chasing|remind|ask|tell|beg|nag)\s+you\b[^.!?]*`,
      ),
      "I'd like this handled without more reminders",
    ],
    // "I don't know how many times I have to explain this to you:" -> "Just to confirm,"
    [
      rx(
        String.raw`^(\W*)I\s+don${AP}?t\s+know\s+how\s+many\s+(?:more\s+)?times\s+I\s+(?:have|need|got)\s+to\s+(?:explain|say|tell\s+you|repeat)\s*(?:this|it|that)?(?:\s+to\s+you)?\s*[:,.;—–-]+\s*`,
      ),
      '$1Just to confirm, ',
    ],
    [rx(String.raw`^(\W*)sorry,?\s+not\s+sorry,?\s*(?:but\s+)?`), '$1'],
    // "The rent was due on the 1st. I'm not your bank.": about money the point is the payment the rest asks for, not
    // help; the jab goes.
    [rx(String.raw`^(\W*)${NOT_A_BANK}\b\s*[.!]*\s*$`), '$1'],
    [rx(String.raw`^(\W*)I${AP}?m\s+not\s+your\s+${SERVANT_ROLE}\b\s*[.!]*\s*$`), '$1I need some help here.'],
    [
      rx(
        String.raw`^(\W*)I(?:${AP}?m|\s+am)\s+not\s+(?:your|ur)\s+${SERVANT_ROLE}\s*,\s*(?=[a-z])(?!(?:your|ur|a|an|the|or|and|nor)\b)`,
      ),
      '$1I need some help here, please ',
    ],
    [
      rx(
        String.raw`^(\W*)I${AP}?m\s+not\s+asking,?\s*I${AP}?m\s+telling(?:\s+you)?\s*[:,.;—–-]*\s*(?=[a-z])`,
      ),
      '$1Please ',
    ],
    // "Good luck finding someone else who'll put up with you." says only that the sender is hurt.
    [
      rx(
        String.raw`^\W*good\s+luck\s+(?:finding|getting|with\s+finding)\s+(?:someone|anyone|somebody|anybody)(?:\s+else)?\s+(?:who${AP}?(?:ll|d)?|who\s+will|who\s+would|to|that${AP}?(?:ll)?)\s+(?:put\s+up\s+with|stand|tolerate|love|want|date|marry)\s+you\b[^.!?]*[.!?]*\s*$`,
      ),
      '',
    ],
    [
      rx(String.raw`^(\W*)(?:news\s*flash|hate\s+to\s+break\s+it\s+to\s+you|newsflash)\s*[:,.!—–-]+\s*`),
      '$1',
    ],
    [
      rx(
        String.raw`\b(?:the\s+world|everything|life)\s+(?:doesn${AP}?t|does\s+not)\s+revolve\s+around\s+you\b`,
      ),
      "I'd like my needs to be considered too",
    ],
    [
      rx(
        String.raw`\byou${AP}?d\s+forget\s+your\s+(?:own\s+)?head\s+if\s+it\s+(?:wasn${AP}?t|weren${AP}?t|was\s+not|were\s+not)\s+(?:attached|screwed\s+on)\b`,
      ),
      'I feel like things keep slipping through the cracks',
    ],
    // Rhetorical questions that only wound: what the sender wants from them is said instead.
    [
      rx(
        String.raw`^(\W*)(?:can${AP}?t|can\s+you\s+not|do)\s+you\s+(?:ever\s+)?(?:do|get)\s+anything\s+right\b[^.!?]*\?*`,
      ),
      '$1Could we go over what went wrong?',
    ],
    [
      rx(
        String.raw`^(\W*)do\s+you\s+(?:ever|even)\s+think\s+before\s+you\s+(?:speak|talk|act|open\s+your\s+mouth|say\s+things|post|hit\s+send)\b[^.!?]*\?*`,
      ),
      '$1Please think about how that came across.',
    ],
    [
      rx(
        String.raw`^(\W*)(?:you|u)\s+(?:can${AP}?t|cannot|can\s+not)\s+be\s+trusted(?:\s+with\s+(?:anything|a\s+single\s+thing))?(?:,?\s+can\s+you)?\s*[?!.]*`,
      ),
      "$1I'm finding it hard to rely on this right now.",
    ],
    // "What kind of father forgets his own son's birthday?" -> "It really hurts when a father forgets ..."
    [
      rx(
        String.raw`^(\W*)what\s+kind\s+of\s+(father|mother|dad|mom|mum|parent|husband|wife|partner|boyfriend|girlfriend|friend|boss|manager|person|man|woman|son|daughter)\s+([a-z]+s)\b([^?]*)\?+`,
      ),
      (_m, lead: string, who: string, verb: string, rest: string) =>
        `${lead}It really hurts when ${/^[aeiou]/i.test(who) ? 'an' : 'a'} ${who.toLowerCase()} ${verb}${rest}.`,
    ],
    [rx(String.raw`\b(?:all\s+)?your\s+(?:drama|theatrics|tantrums?|whining|nonsense)\b`), 'this'],
    // "Your games" are mind games only when played or put up with: "one of your games this season" is football.
    [
      rx(
        String.raw`(?<=\b(?:play(?:ing)?|enough\s+of|tired\s+of|sick\s+of|done\s+with|fed\s+up\s+with|had\s+it\s+with|time\s+for|stop|quit)\s+)(?:all\s+)?your\s+(?:little\s+|mind\s+|stupid\s+)?games\b`,
      ),
      'this',
    ],
  ],
  [
    [
      "i'm not ur maid, pick up ur crap from the living room",
      'I need some help here, please pick up ur things from the living room',
    ],

    ['Great job breaking the school record, Liam!', UNCHANGED],
    ['Congrats on losing 10 pounds, that takes work.', UNCHANGED],
    ['Thanks for leaving me the car, it saved my morning.', UNCHANGED],
    ['Great job fixing the build before the demo.', UNCHANGED],
    ['Thanks for missing me, I missed you too.', UNCHANGED],
    ["I'm not your maid. Pick up your own socks.", 'I need some help here. Please pick up your own socks.'],
    [
      "The rent was due on the 1st. It's the 9th. I'm not your bank.",
      "The rent was due on the 1st. It's the 9th.",
    ],
    ["I'm not your bank manager, but the form is on their website.", UNCHANGED],
    ['Pay me the £40 for the tickets. I am not an ATM.', 'Please pay me the £40 for the tickets.'],
    // A list of roles after the comma is no request to ask for: it goes as the jab it is.
    [
      "Pick up your own shoes, Dan. I'm not your mother, your maid or your bank.",
      'Could you pick up your own shoes, Dan?',
    ],
    ["I'm not asking, I'm telling you: be home by 10.", 'Please be home by 10.'],
    ["News flash: the world doesn't revolve around you.", "I'd like my needs to be considered too."],
    [
      "What kind of father forgets his own son's birthday?",
      "It really hurts when a father forgets his own son's birthday.",
    ],
    ["I don't have time for your drama right now.", "I don't have time for this right now."],
    ["I don't have time for your games right now.", "I don't have time for this right now."],
    ['Your Uncle Has Not Missed A Single One Of Your Games This Season... So Proud.', UNCHANGED],
    ["Can't you do anything right?", 'Could we go over what went wrong?'],
    ['Do you ever think before you open your mouth?', 'Please think about how that came across.'],
    ["I'm not your boss, so it's your call.", UNCHANGED],
    ['Good luck finding a parking spot downtown on Saturday!', UNCHANGED],
    ['Do you ever think about moving back to Ohio?', UNCHANGED],
    [
      "I'm not doing your job for you again, Mike. Figure out the Jenkins build yourself.",
      "I can't keep doing your job for you, Mike. Could you please handle the Jenkins build?",
    ],
    [
      "guess I wasn't worth a goodbye text after Saturday huh",
      'I was hurt not to get a goodbye text after Saturday.',
    ],
    [
      "Don't bother messaging me again unless you actually want to see me.",
      'Please only message me again if you want to see me.',
    ],
    [
      "I guess you're too good to help with the dishes now that you're 16.",
      "It feels like you don't want to help with the dishes now that you're 16.",
    ],
    [
      'Frankly, I am astonished that a firm of your size cannot process a simple refund of $89.99.',
      "Frankly, I'm concerned that a firm of your size cannot process a refund of $89.99.",
    ],
    ["I shouldn't have to chase you for basic things.", "I'd like this handled without more reminders."],
    [
      "I don't know how many times I have to explain this to you: the meeting is at 11:30, not 12.",
      'Just to confirm, the meeting is at 11:30, not 12.',
    ],
    ["lol the printer jammed AGAIN, it's officially haunted 👻", UNCHANGED],
    ['I am amazed that you remembered my birthday, thank you!', UNCHANGED],
    ['The umbrella was useless in that wind, haha.', UNCHANGED],
    ["It's not like it matters much, pick whichever color you like.", UNCHANGED],
    ["Don't bother messaging me tonight, I'll be at the concert. Talk tomorrow!", UNCHANGED],
    ['Figure out what you want for dinner and text me.', UNCHANGED],
  ],
);
