/**
 * Formal indignation and office passive aggression: "As per my last email", "Let's be very clear", "I am
 * frankly disgusted", "It is insulting that you", "What part of X did you not understand?". The
 * reference and the point are kept, the reproach dropped.
 */
import { UNCHANGED, AP, inPlace, regexRule, rx } from '../rule';
import { YOURE } from './words';

/** Office passive aggression: the reference kept, the reproach dropped. */
export const officeDigs = regexRule(
  'contempt',
  'strong',
  [
    // "How many times do I have to ask you for the $300?" -> "Could you please send me the $300?"
    [
      rx(
        String.raw`^(\W*)how\s+many\s+(?:more\s+)?times\s+(?:do|must)\s+I\s+(?:have\s+to\s+|need\s+to\s+)?ask\s+(?:you\s+)?for\s+([^?]+?)(?:\s+(?:before|until|till|til|b4)\s+[^?]*)?\s*\?*\s*$`,
      ),
      '$1Could you please send me $2?',
    ],

    [
      rx(
        String.raw`^(\W*)(?:jesus(?:\s+christ)?|christ|ffs|omfg|for\s+(?:god|christ|fuck|pete)${AP}?s\s+sake),?\s*`,
      ),
      '$1',
    ],
    [
      rx(
        String.raw`^(\W*)((?:[a-z]+,\s*)?)how\s+many\s+(?:more\s+)?times\s+do\s+I\s+(?:have|need)\s+to\s+(?:tell|remind)\s+you\s+(?:that\s+)?(?!to\b)([^?]+?)\?+\s*$`,
      ),
      '$1$2just to confirm, $3.',
    ],
    [
      rx(String.raw`^(\W*)let${AP}?s\s+be\s+(?:very\s+)?clear\s*[:,]\s*`),
      "$1Just so we're on the same page, ",
    ],
    [
      rx(String.raw`,?\s*so\s+(?:please\s+)?don${AP}?t\s+tell\s+me\s+how\s+to\s+`),
      ", so I'd like to decide how to ",
    ],
    [
      rx(String.raw`^(\W*)(?:perhaps|maybe)\s+you\s+could\s+stop\s+([^.!?]+?)\s+long\s+enough\s+to\s+`),
      '$1Please stop $2, and please ',
    ],
    [
      rx(String.raw`^(\W*)(?:nobody|no\s+one)\s+(in\s+[^.!?]{1,30}?\s+)?ever\s+listens\s+to\s+me\b`),
      "$1I feel like I'm not being heard $2",
    ],
    [rx(String.raw`^\W*(?:right\s+)?now\W*$`), ''],
    [
      rx(
        String.raw`^(\W*)(?:as\s+)?per\s+my\s+(?:last|previous|earlier)\s+(?:\w+\s+)?(?:email|e-mail|message|text)s?\s*,\s*`,
      ),
      '$1As I mentioned in my last message, ',
    ],
    // "Per my last email." said alone points at it, and says nothing else.
    [
      rx(
        String.raw`^(\W*)(?:as\s+)?per\s+my\s+(last|previous|earlier)\s+((?:email|e-mail|message|text)s?)\W*$`,
      ),
      '$1As I mentioned in my $2 $3.',
    ],
    [
      rx(String.raw`^(\W*)as\s+(?:previously|already)\s+(?:stated|mentioned|explained|noted)\s*,\s*`),
      '$1As I mentioned, ',
    ],
    [
      rx(
        String.raw`^(\W*)(?:I${AP}?m\s+)?not\s+sure\s+why\s+I\s+(?:have|need)\s+to\s+(?:explain|say|repeat)\s+(?:this|it)\s+again\s*,?\s*(?:but\s+)?`,
      ),
      '$1Just to confirm, ',
    ],
    [
      rx(
        String.raw`^(\W*)I${AP}?ve\s+(?:told|asked)\s+you\s+(?:a\s+(?:hundred|thousand|million)|(?:ten|five|three|twenty|\d+|so\s+many|many)|countless)\s+times\s*[,:;—–-]+\s*`,
      ),
      '$1Just to confirm, ',
    ],
    [
      rx(
        String.raw`\b(?:I\s+guess\s+)?some\s+of\s+us\s+(?:actually\s+|still\s+)?(care\s+about|want\s+to|bother\s+to)\b`,
      ),
      'I really $1',
    ],
    [
      rx(String.raw`\bsomeone\s+who\s+(?:actually\s+)?knows\s+what\s+(?:they${AP}?re|they\s+are)\s+doing\b`),
      'someone with experience in this',
    ],
    [
      rx(String.raw`\blet\s+me\s+(?:dumb|spell)\s+(?:this|it)\s+(?:down|out)(?:\s+for\s+you)?\b`),
      'To clarify',
    ],
    [
      rx(String.raw`^(\W*)(?:please\s+)?stop\s+micro-?managing\s+me\b`),
      "$1I'd like more room to do this my way",
    ],
    [
      rx(
        String.raw`^(\W*)(?:so\s+)?${YOURE}\s+(?:seriously|really|honestly|actually)\s+going\s+to\s+(blame|ignore|skip|leave|cancel|make|let)\s+([^?]+?)\?+\s*$`,
      ),
      "$1I don't think it's fair to $2 $3.",
    ],
    // "Good job on the deck, surprisingly not bad for someone so junior." -> "Good job on the deck."
    [
      rx(
        String.raw`,?\s*(?:surprisingly\s+|actually\s+)?(?:not\s+bad|pretty\s+good|good|decent)\s+for\s+(?:someone|a\s+(?:guy|girl|woman|man|person|beginner))\s+(?:so\s+|as\s+|your\s+)?(?:junior|new|young|inexperienced|your\s+age)\b`,
      ),
      '',
    ],
    [
      rx(
        String.raw`\bas\s+I\s+(?:have|${AP}ve)\s+already\s+(?:explained|said|stated|told\s+you)(?:\s+(?:twice|three\s+times|several\s+times|repeatedly|many\s+times))?\b`,
      ),
      'as I mentioned',
    ],
    [
      rx(String.raw`\b(do|did)\s+(you|u)\s+(?:people\s+)?actually\s+(?=(?:read|listen|check|look|pay)\b)`),
      '$1 $2 ',
    ],
    [
      rx(String.raw`(?:just\s+)?stop\s+(?:whining|complaining|moaning|crying)\s+about\s+`),
      "let's talk about ",
    ],
    [
      rx(String.raw`,?\s*(?:my|our)\s+(?:lawyer|attorney|solicitor)s?\s+will\s+be\s+in\s+touch\b`),
      ', I may need to involve my lawyer',
    ],
    // "I don't have time for your excuses." -> "... for excuses.": the point, not aimed at the reader.
    [rx(String.raw`\b(time\s+for)\s+(?:your|ur)\s+excuses\b`), '$1 excuses'],
    [rx(String.raw`\bchecking\s+(?:if|whether)\s+${YOURE}\s+still\s+alive\b`), 'checking in'],
  ],
  [
    ['Per my last email.', 'As I mentioned in my last email.'],
    [
      'Per my last email, the report was due Friday. Please send it today.',
      'As I mentioned in my last message, the report was due Friday. Please send it today.',
    ],
    [
      'As previously stated, invoice #4471 for $2,350 is now 30 days overdue.',
      'As I mentioned, invoice #4471 for $2,350 is now 30 days overdue.',
    ],
    [
      "I've told you a hundred times, the standup is at 9:15, not 9:30.",
      'Just to confirm, the standup is at 9:15, not 9:30.',
    ],
    [
      'Jesus Christ, Priya, how many times do I have to tell you the client is in Berlin, not Munich?',
      'Priya, just to confirm, the client is in Berlin, not Munich.',
    ],
    [
      'Let me dumb this down for you: the API returns a list, not an object.',
      'To clarify: the API returns a list, not an object.',
    ],
    ['Good job on the deck, surprisingly not bad for someone so junior.', 'Good job on the deck.'],
    // Said on from a comma, the feeling is no new sentence: "Frankly, it hurts …", not "Frankly, It hurts …".
    [
      'Frankly, it is insulting that you forgot the meeting.',
      'Frankly, it hurts that you forgot the meeting.',
    ],
    ['As previously discussed, the kickoff is on May 2 at 10am.', UNCHANGED],
    ['Per the contract, delivery is due within 14 days.', UNCHANGED],
    ["Not bad for a Monday! Let's keep going.", UNCHANGED],
    [
      'If I do not receive a refund of $1,240 by March 15, my lawyer will be in touch.',
      'If I do not receive a refund of $1,240 by March 15, I may need to involve my lawyer.',
    ],
    [
      "Let's be clear: the support payment of $850 was due on the 1st, and it is now the 12th.",
      "Just so we're on the same page, the support payment of $850 was due on the 1st, and it is now the 12th.",
    ],
    [
      'Answer your phone. Now. I have called you 9 times.',
      'Please answer your phone. I have called you 9 times.',
    ],
    ['How many times do I have to ask you for the $300?', 'Could you please send me the $300?'],
    // "… before someone actually sends it" is the exasperation: what is asked for ends before it.
    [
      'How many times do I have to ask for the signed lease before anyone bothers to send it?',
      'Could you please send me the signed lease?',
    ],
  ],
);

/** Indignation in formal words ("I am frankly disgusted", "amateurish"): said as the sender's upset. */
export const indignation = regexRule(
  'blame',
  'strong',
  [
    [
      rx(
        String.raw`\b(?:I\s+find\s+it|(?:it${AP}?s|its)|how)\s+(?:really\s+|very\s+|quite\s+)?(?:telling|remarkable|interesting|rich|funny|ironic|convenient)\s+(?:that|how)\s+`,
      ),
      'It bothers me that ',
    ],
    [
      rx(String.raw`^(\W*)(?:interesting|convenient|funny|rich)\s+(?:that|how)\s+(?=you\b|your\b)`),
      '$1It bothers me that ',
    ],
    [rx(String.raw`^\W*that\s+says\s+(?:everything|it\s+all|a\s+lot)\W*$`), ''],
    [
      rx(String.raw`\byou\s+have\s+made\s+it\s+(?:abundantly\s+|very\s+|perfectly\s+)?clear\s+that\s+`),
      'It feels like ',
    ],
    [
      rx(
        String.raw`\b(?:I\s+am|I${AP}m)\s+(?:frankly\s+|honestly\s+|absolutely\s+|just\s+)?(?:disgusted|sickened|repulsed)\s+(?:that|by)\s+`,
      ),
      "I'm very upset that ",
    ],
    [
      rx(
        String.raw`\b(?:it\s+is|it${AP}?s)\s+(?:frankly\s+|quite\s+|honestly\s+|really\s+)?(?:insulting|offensive|disrespectful)\s+that\s+you\s+`,
      ),
      inPlace('It hurts that you '),
    ],
    [
      rx(
        String.raw`\bI(?:${AP}?ve|\s+have)\s+had\s+(?:it\s+with|enough\s+of)\s+(?:your|ur)\s+(?:[a-z]+\s+)?(?:nonsense|behaviou?r|attitude|games|excuses|crap|bs|drama)\b`,
      ),
      'I need this to change',
    ],
    [
      rx(String.raw`\b(?:I${AP}?m|im)\s+(?:so\s+)?sick\s+of\s+(?:your|ur)\s+attitude\b`),
      "I'm frustrated right now",
    ],
    [
      rx(
        String.raw`\b(it${AP}?s|that${AP}?s|its)\s+(?:frankly\s+|honestly\s+|really\s+|kind\s+of\s+|kinda\s+)?(?:creepy|gross|appalling|shameful|outrageous)\s+that\s+`,
      ),
      'it bothers me that ',
    ],
    [
      rx(
        String.raw`\b(was|is|were|are),?\s+(?:quite\s+)?(?:frankly,?\s+)?(amateurish|sloppy|shoddy|substandard)\b`,
      ),
      '$1 below the standard we need',
    ],
    [
      rx(String.raw`\b(?:you|u)\s+(?:ruin|ruined|wreck|ruins)\s+everything\b`),
      "I'm really upset about how this went",
    ],
    [
      rx(String.raw`^(\W*)(?:how\s+|so\s+)?typical\s+of\s+(?:you|him|her)\s+to\s+`),
      '$1It hurts that you chose to ',
    ],
    [
      rx(String.raw`\bgod\s+forbid\s+(?:you|u)\s+(?:ever\s+)?([^.!?]+?)(?:\s+for\s+anything)?(?=\s*[.!?]*$)`),
      "I'd like you to $1 for this",
    ],
    [
      rx(String.raw`\bI\s+expected\s+(?:nothing|no)\s+(?:more|less|better)\s+(?:from|of)\s+[^.!?]*`),
      "I'm disappointed",
    ],
    [
      rx(
        String.raw`,?\s*(?:so\s+)?why\s+would\s+I\s+(?:ever\s+)?expect\s+anything\s+(?:else|different|more)\s*\?*`,
      ),
      '',
    ],
    [rx(String.raw`\bnot\s+that\s+(?:you|u)(?:${AP}d|\s+would)?\s+care\b`), ''],
    // "Some of us have lives" is one life for one sender: "I have a life", not "I have lives".
    [
      rx(
        String.raw`\bsome\s+of\s+us\s+(?:actually\s+|still\s+)?have\s+(li(?:fe|ves)|jobs?|kids|children|families)\b`,
      ),
      (_m, what: string) =>
        `I have ${({ life: 'a life', lives: 'a life', job: 'a job', jobs: 'a job', kids: 'kids', children: 'children', families: 'a family' } as Record<string, string>)[what.toLowerCase()] ?? what}`,
    ],
    [rx(String.raw`\bsome\s+of\s+us\s+(?:actually\s+)?(work|have|need|pay)\b`), 'I $1'],
    [
      rx(
        String.raw`^(\W*)it${AP}?s\s+a\s+(?:shame|pity)\s+(?:that\s+)?you\s+can${AP}?t\s+(?:seem\s+to\s+)?(?:manage|show)\s+(?:basic\s+|simple\s+)?([a-z]+)(?:\s+like\s+)?`,
      ),
      "$1I'd appreciate some $2, like ",
    ],
    [
      rx(
        String.raw`^(\W*)what\s+part\s+of\s+(.+?)\s+(?:did|do|does)\s+(?:you|your\s+\w+|the\s+\w+)\s+(?:fail\s+to\s+|not\s+)?(?:understand|get)\s*\?*`,
      ),
      '$1To be clear: $2.',
    ],
    [
      rx(
        String.raw`^(\W*)I${AP}?m\s+not\s+sure\s+what\s+you\s+do\s+all\s+day,?\s+but\s+it\s+(?:certainly|clearly|definitely)\s+isn${AP}?t\s+`,
      ),
      '$1I need you to keep up with ',
    ],
    [
      rx(
        String.raw`,?\s*in\s+(?:language|terms|words)\s+(?:a\s+child|anyone|a\s+five-year-old|a\s+toddler)\s+could\s+understand,?`,
      ),
      '',
    ],
    [
      rx(
        String.raw`^(\W*)(?:maybe|perhaps)\s+if\s+you\s+(?:spent|paid|put)\s+(?:less|more)\s+[^,]+?,?\s+you\s+(?:would|might|could)\s+(?:notice|remember|know|see|realize|realise)\s+(?:that\s+)?`,
      ),
      '$1Just a reminder: ',
    ],
  ],
  [
    [
      'What part of "delivery by 12 March" did your team not understand?',
      'To be clear: "delivery by 12 March".',
    ],
    [
      'I find it telling that you only remember the custody schedule when it suits you.',
      'It bothers me that you only remember the custody schedule when it suits you.',
    ],
    ['Some of us have jobs, Dave.', 'I have a job, Dave.'],
    [
      'Who books a meeting at 5:30 on a Friday? Some of us have lives.',
      'Who books a meeting at 5:30 on a Friday? I have a life.',
    ],
  ],
);
