/**
 * Guilt trips, reproaches and martyrdom: "Do you think I'm stupid?", "This is how you repay me?", "I'll
 * just do it myself, as usual", "I'm not your priority". The hurt or the wish, said plainly.
 */
import { UNCHANGED, AP, regexRule, rx } from '../rule';
import { YOU, YOUR, YOURE } from './words';

/** Reproaches and rhetorical jabs: "in case you forgot", "shame on you", "I hope you're happy now". */
export const reproaches = regexRule(
  'blame',
  'strong',
  [
    [
      rx(
        String.raw`^(\W*)do\s+(?:you|u)\s+think\s+I${AP}?m\s+(?:stupid|an?\s+idiot|dumb|blind|born\s+yesterday)\s*\?*`,
      ),
      "$1I'd like you to be straight with me.",
    ],
    [
      rx(String.raw`^(\W*)what\s+(?:exactly\s+)?do\s+(?:you|u)\s+(?:even\s+)?do\s+all\s+day\b[^?]*\?*`),
      "$1I'd like more help around here.",
    ],
    [rx(String.raw`\b(did|do|are|have)\s+(you|u)\s+seriously\s+(?:just\s+)?`), '$1 $2 '],
    [
      rx(
        String.raw`^(\W*)do\s+(?:you|u)\s+have\s+any\s+idea\s+how\s+(embarrassing|humiliating|hard|hurtful|stressful|scary)\s+(?:that|this|it)\s+was\b[^?]*\?*`,
      ),
      '$1That was really $2 for me.',
    ],
    [rx(String.raw`,?\s*in\s+case\s+(?:you|u)\s+forgot\b`), ''],
    [
      rx(String.raw`^(\W*)talk\s+to\s+my\s+(lawyer|attorney|solicitor)\W*$`),
      '$1Please contact my $2 about this.',
    ],
    [
      rx(String.raw`^(\W*)I\s+have\s+nothing\s+(?:more\s+)?to\s+say\s+to\s+(?:you|u)\W*$`),
      '$1I need some space right now.',
    ],
    [
      rx(
        String.raw`\b(?:you${AP}?re|you\s+are|ur)\s+not\s+(?:even\s+)?worth\s+(?:arguing|talking|fighting)\s+(?:with|to|about)\b[.!]*`,
      ),
      '',
    ],
    [
      rx(
        String.raw`\btalking\s+to\s+(?:you|u)\s+is\s+like\s+talking\s+to\s+a\s+wall\b(?:,?\s+(?:honestly\s+)?pointless)?`,
      ),
      "I feel like I'm not being heard",
    ],
    [
      rx(
        String.raw`\bnot\s+that\s+(?:you|u)\s+(?:ever\s+|even\s+)?(?:would\s+|${AP}d\s+)?cares?(?:\s+about\s+[^.!?]+)?`,
      ),
      '',
    ],
    [
      rx(String.raw`\b(?:since\s+)?apparently\s+I${AP}?m\s+the\s+only\s+one\s+(?=who|that)`),
      "I feel like I'm the only one ",
    ],
    [rx(String.raw`^(\W*)try\s+to\s+actually\s+([^.!?]+?)(?:\s+this\s+time)?\s*([.!]*)$`), '$1Please $2.'],
    [rx(String.raw`,?\s*(?:and\s+)?try\s+not\s+to\s+embarrass\s+me\b[^.!?]*`), ''],
    [rx(String.raw`\s*(?:,\s*)?or\s+is\s+(?:that|it)\s+too\s+much\s+to\s+ask\b[^.!?]*`), ''],
    [
      rx(String.raw`^(\W*)leave\s+(?:your|ur)\s+attitude\s+at\s+home\b(?:\s+for\s+once)?`),
      "$1let's keep it friendly",
    ],
    [
      rx(String.raw`,?\s*(?:every\s+(?:month|time|week)\s+)?(?:the\s+)?same\s+story\s+with\s+(?:you|u)\b`),
      '',
    ],
    [rx(String.raw`,?\s*(?:do\s+)?(?:you|u)\s+understand(?:\s+(?:this|me))?\s*\?+\s*$`), '.'],
    [rx(String.raw`^\W*(?:shame(?:\s+on\s+(?:you|u))?)\W*$`), ''],
    [
      rx(
        String.raw`\bpeople\s+like\s+(?:you|u)\s+(?:shouldn${AP}?t|should\s+not|don${AP}?t\s+deserve)\b[^.!?]*`,
      ),
      '',
    ],
    [
      rx(String.raw`(^\W*|,\s*)(?:so\s+)?this\s+is\s+how\s+(?:you|u)\s+repay\s+me\s*\?*`),
      "$1I'm really hurt by this.",
    ],
    [
      rx(
        String.raw`^(\W*)I\s+hope\s+(?:you${AP}?re|you\s+are|ur)\s+(?:happy|proud|satisfied)(?:\s+(?:of|with)\s+(?:yourself|urself|yourselves))?(?:\s+now)?[,.!]*\s*`,
      ),
      '$1',
    ],
    [
      rx(
        String.raw`^(\W*)(?:congratulations|congrats|well\s+done)\s+(?:on|for)\s+([a-z]+ing\b[^.!?]*?)\s+for\s+once(?:\s+in\s+your\s+life)?\b`,
      ),
      '$1Thank you for $2',
    ],
  ],
  [
    ["After everything I've done for you, this is how you repay me?", "I'm really hurt by this."],
    ["Do you think I'm stupid?", "I'd like you to be straight with me."],
    ['Congratulations on being on time for once in your life.', 'Thank you for being on time.'],
    [
      "I'd like to swap weekends for the wedding on the 18th. Not that you ever care about my family.",
      "I'd like to swap weekends for the wedding on the 18th.",
    ],
    ['Talk to my lawyer.', 'Please contact my lawyer about this.'],
    // The question stays a question once its mocking second choice goes.
    [
      'Could you drop the forms at the office, or is that too much to ask?',
      'Could you drop the forms at the office?',
    ],

    [
      'Are you seriously this stupid? I said the soccer game is at 10am at Riverside Park, not 11.',
      'I said the soccer game is at 10am at Riverside Park, not 11.',
    ],
    ['Okay, pick me up at 6 then.', UNCHANGED],
  ],
);

const MYSELF = String.raw`\bI${AP}?ll\s+just\s+(?:do|handle|fix|clean|sort|take\s+care\s+of)\s+(?:it|this|that|everything)(?:\s+up)?\s+myself`;
const AS_ALWAYS = String.raw`(?:like\s+always|as\s+usual|again|then|like\s+I\s+always\s+do)\b`;

/** Guilt trips and martyrdom: the hurt or the wish, said plainly. */
export const guiltTrips = regexRule(
  'blame',
  'strong',
  [
    // "You're the reason I cry every night": the sender's own hurt is said as hurt, not as upset about itself.
    [
      rx(
        String.raw`\byou(?:${AP}re|\s+are)\s+the\s+reason\s+(?:that\s+|why\s+)?(?=(?:I|I${AP}m|I${AP}ve|im|ive|my)\s)`,
      ),
      "I'm really hurt, and ",
    ],
    [rx(String.raw`\byou(?:${AP}re|\s+are)\s+the\s+reason\s+(?:that\s+|why\s+)?`), "I'm upset that "],
    [rx(String.raw`,?\s*and\s+(?:you|we\s+both|everyone)\s+knows?\s+it\b`), ''],
    [rx(String.raw`\bhad\s+the\s+(?:nerve|audacity|gall)\s+to\s+`), 'still chose to '],
    [
      rx(
        String.raw`^(\W*)(?:please\s+)?stop\s+pretending\s+(?:that\s+)?you\s+care\s+about\s+([^;,.]+)[;,]\s*you\s+(?:only\s+)?care\s+about\s+`,
      ),
      '$1It feels to me like this is more about ',
    ],
    [
      rx(
        String.raw`\bI${AP}?m\s+(?:so\s+)?done\s+(carrying|doing|covering|cleaning|paying|picking|making)\b`,
      ),
      "I can't keep $1",
    ],
    [
      rx(
        String.raw`\bI${AP}?m\s+(?:beginning|starting)\s+to\s+think\s+you\s+(?:enjoy|like|love)\s+making\s+(this|things|it)\s+(difficult|hard|harder|complicated)\b`,
      ),
      '$1 feels $2 to me',
    ],
    [
      rx(
        String.raw`,?\s*which\s+tells\s+me\s+(?:that\s+)?you\s+(?:simply\s+|just\s+|clearly\s+)?(?:do\s+not|don${AP}?t)\s+take\s+(\w+)\s+seriously\b`,
      ),
      ', and I need to know this is taken seriously',
    ],
    [
      rx(
        String.raw`^(\W*)if\s+you\s+had\s+(?:an\s+ounce|a\s+shred|any\s+sense)\s+of\s+\w+,?\s+you\s+would\s+have\s+`,
      ),
      '$1I wish you had ',
    ],
    [
      rx(
        String.raw`^(\W*)it\s+must\s+be\s+(?:exhausting|tiring|hard|nice|great|lovely)\s+to\s+be\s+you\b[^.!?]*`,
      ),
      '',
    ],
    [
      rx(
        String.raw`\b(?:I\s+)?guess\s+(?:I${AP}?ll|ill)\s+just\s+(?:sit|stay|be)\s+(?:here\s+)?(?:alone|by\s+myself)(?:\s+again)?\b`,
      ),
      "I'd like to spend some time with you",
    ],
    [
      rx(
        String.raw`\b(?:since\s+)?apparently\s+my\s+(?:opinion|feelings|vote|input)\s+(?:doesn${AP}?t|doesnt|don${AP}?t|dont)\s+matter\b`,
      ),
      "I feel like my opinion isn't being heard",
    ],
    [
      rx(String.raw`\bjust\s+proves\s+(?:that\s+)?(?:you|u)\s+(?:don${AP}?t|dont)\s+care(?:\s+at\s+all)?\b`),
      "makes me feel like you don't care",
    ],
    [
      rx(
        String.raw`^(\W*)(?:and\s+)?(?:you|u)\s+wonder\s+why\s+I\s+(?:don${AP}?t|dont)\s+(?:tell|talk\s+to)\s+(?:you|u)\s+anything\b`,
      ),
      "$1It's hard for me to tell you things right now",
    ],
    [
      rx(
        String.raw`\b(?:I\s+swear\s+)?(?:you${AP}?re|ur|youre)\s+allergic\s+to\s+(?:doing\s+anything|work|helping|cleaning)\b`,
      ),
      "I'd like more help",
    ],
    [
      rx(
        String.raw`(?:oh\s+)?(?:my\s+bad,?\s+)?(?:I\s+forgot|apparently)\s+(?:you${AP}?re|ur|youre)\s+the\s+only\s+one\s+(?:who${AP}?s|whos|who\s+is)\s+allowed\s+to\s+(?:be\s+)?(\w+)`,
      ),
      "I'm $1 too",
    ],
    [
      rx(
        String.raw`\b(?:you|u)\s+(?:really\s+)?are\s+just\s+like\s+(?:your|ur)\s+(?:ex|dad|mom|father|mother)\b(?:,?\s+huh)?`,
      ),
      "I'm really hurt right now",
    ],
    [
      rx(
        String.raw`\bwhy\s+do\s+(?:you|u)\s+even\s+have\s+a\s+phone\s+if\s+(?:you|u)\s+never\s+answer\s+it\s*\?*`,
      ),
      "I'd really like you to answer your phone",
    ],
    [rx(String.raw`\bfor\s+your\s+(?:laziness|selfishness|incompetence|carelessness)\b`), 'for you'],
    [
      rx(
        String.raw`,?\s*since\s+you\s+(?:seem\s+to\s+struggle|don${AP}?t\s+seem\s+to\s+get\s+it|clearly\s+don${AP}?t\s+understand)(?:\s+with\s+(?:this|it))?`,
      ),
      '',
    ],
    [
      rx(
        String.raw`,?\s*(?:so\s+)?I${AP}?ll\s+just\s+(?:wait|sit)\s+(?:by\s+the\s+phone(?:,?\s+shall\s+I)?|(?:here|around),?\s+shall\s+I)\s*\??`,
      ),
      '',
    ],
    [
      rx(String.raw`,\s*only\s+((?:\w+\s+){1,2}(?:days|weeks|hours|months|mins|minutes))\s+(after|late)\b`),
      ', $1 $2',
    ],
    [
      rx(String.raw`^(\W*)only\s+((?:\w+\s+){1,2}(?:days|weeks|hours|months|mins|minutes))\s+late\b`),
      '$1$2 late',
    ],
    [
      rx(String.raw`\bI\s+might\s+as\s+well\s+be\s+talking\s+to\s+a\s+wall\b`),
      "I feel like I'm not being heard",
    ],
    [rx(String.raw`\b${YOURE}\s+ruining\s+my\s+life\b`), 'this is really hard for me'],
    [
      rx(
        String.raw`\b(?:I\s+don${AP}?t\s+know|idk|(?:I${AP}?m\s+)?not\s+sure)\s+why\s+I\s+(?:even\s+)?(?:expected|thought|hoped\s+for)\s+(?:anything|better|more)\b(?:\s+(?:from|of)\s+[^.!?,]+)?`,
      ),
      "I'm disappointed",
    ],
    [
      rx(
        String.raw`^(\W*)why\s+can${AP}?t\s+${YOU}\s+be\s+(?:more\s+)?like\s+${YOUR}\s+(?:sister|brother|cousin|friends?|dad|mom)\b\??,?\s*`,
      ),
      '$1',
    ],
    [
      rx(
        // Martyrdom needs its marker: "I'll just do it myself tomorrow, no worries" is an offer.
        String.raw`(?:^\W*(?:don${AP}?t\s+(?:even\s+)?bother(?:\s+[a-z]+ing)?|fine|whatever)\s*,\s*${MYSELF}(?:\s+${AS_ALWAYS})?|${MYSELF}\s+${AS_ALWAYS})`,
      ),
      "I'll do it myself, but I'd really like your help next time",
    ],
    [
      rx(
        // "I see you had time for …": the lead that reported it goes with it, or "I see I'd like …" is left.
        String.raw`\b(?:(?:I\s+(?:see|notice|noticed|guess)|so)\s+)?${YOU}\s+(?:have|had|find|found|make|made)\s+time\s+for\s+([^.!?]+?)\s+but\s+not\s+(?:for\s+)?me\b`,
      ),
      "I'd like you to make time for me too, not only for $1",
    ],
    [
      rx(
        String.raw`\b(?:I\s+guess\s+)?I${AP}?m\s+(?:just\s+)?not\s+(?:a|your)\s+priority(?:\s+(?:for|to)\s+${YOU})?\b`,
      ),
      "I'd like to feel like a priority for you",
    ],
    [
      rx(
        String.raw`^(\W*)if\s+${YOU}\s+(?:really|actually|truly)\s+cared(?:\s+about\s+me)?,?\s+${YOU}${AP}?d\s+(?:have\s+)?`,
      ),
      "$1It would have meant a lot to me if you'd ",
    ],
    [
      rx(
        String.raw`\b${YOURE}\s+(?:a\s+)?(?:complete\s+|total\s+|such\s+a\s+)?waste\s+of\s+(?:my\s+)?time(?:\s+and\s+(?:my\s+)?money)?`,
      ),
      "I'm disappointed in how this went",
    ],
    [
      rx(
        String.raw`\bI\s+(?:can${AP}?t\s+believe\s+I\s+)?wasted\s+((?:\w+\s+)?(?:days|weeks|months|years))\s+on\s+${YOU}\b`,
      ),
      "I'm really disappointed after $1",
    ],
    [
      rx(
        String.raw`\bI\s+can${AP}?t\s+believe\s+I${AP}?m\s+(?:married\s+to|dating|with)\s+someone\s+who\s+(?:can${AP}?t|cannot)\s+(?:even\s+)?`,
      ),
      "It frustrates me when you can't ",
    ],
    [
      rx(String.raw`,?\s*(?:since|because|cause|cuz)?\s*${YOU}\s+hate\s+everything\s+I\s+do\b`),
      '; it feels like nothing I do is right',
    ],
    [
      rx(
        String.raw`,?\s*(?:since\s+|because\s+|(?:just\s+)?like\s+|as\s+)?I\s+do\s+everything(?:\s+else)?(?:\s+around\s+here)?(?:\s+anyway)?\b`,
      ),
      "; I'd really like more help",
    ],
    [
      rx(
        String.raw`^(\W*)(?:whatever,?\s*|fine,?\s*)?go\s+ahead\s+(?:and\s+)?(forget|ignore|skip|cancel|miss)\s+`,
      ),
      "$1Please don't $2 ",
    ],
    [
      rx(
        String.raw`\b${YOUR}\s+(?:dad|father|mom|mother|mum|grandma|grandpa)\s+would\s+be\s+(?:so\s+)?(?:ashamed|disappointed|embarrassed)\s+(?:of|by)\s+how\s+${YOU}\s+`,
      ),
      'It hurts me how you ',
    ],
    [
      rx(
        String.raw`\b${YOUR}\s+(?:mother|mom|mum|dad|father|sister|brother)\s+would\s+never\s+(let|allow)\s+`,
      ),
      "I'd rather you didn't $1 ",
    ],
    [
      rx(String.raw`^(\W*)I\s+don${AP}?t\s+care\s+what\s+([^,]+?)\s+(lets|allows)\s+(him|her|them)\s+do,\s*`),
      '$1I know $2 $3 $4, but ',
    ],
    [
      rx(String.raw`\bwhy\s+is\s+it\s+always\s+me\b(?!\s+(?:who|that|[a-z]+ing))\W*`),
      "it feels like it's always me. ",
    ],
  ],
  [
    [
      "Don't bother replying, I'll just do it myself like always.",
      // Not "..., but I'd really like your help next time": words the sender never wrote (issue 20).
      "I'll do it myself.",
    ],
    [
      'So you have time for drinks with Jess but not for me. Got it.',
      "I'd like you to make time for me too, not only for drinks with Jess.",
    ],
    [
      'Maureen... I see you had time for lunch with Brenda but not for me.',
      "Maureen... I'd like you to make time for me too, not only for lunch with Brenda.",
    ],
    [
      "If you really cared, you'd have remembered my birthday was on June 4.",
      "It would have meant a lot to me if you'd remembered my birthday was on June 4.",
    ],
    // "like" goes with the guilt it opens, not left as a fragment before the rule's words.
    [
      "Fine, I'll book the vet myself like I do everything else.",
      "Fine, I'll book the vet myself; I'd really like more help.",
    ],
    [
      'You skipped the recital on Friday. I hope you are proud of yourself.',
      'You skipped the recital on Friday.',
    ],
    ["haha, you're such a baby", UNCHANGED],
    ["I'm done with my homework, can I go to Sam's?", UNCHANGED],
    ['Forget it, I found my keys!', UNCHANGED],
    ["I'll just do it myself tomorrow morning, no worries.", UNCHANGED],
    ['who tf is the middle guy in this photo lol', UNCHANGED],
    ["You're the reason I smile every day!", UNCHANGED],
    ["You're the reason I cry every night!", "I'm really hurt, and I cry every night!"],
    [
      "You're the reason my anxiety is through the roof.",
      "I'm really hurt, and my anxiety is through the roof.",
    ],
    ["You're the reason we're late for Grandma's lunch.", "I'm upset that we're late for Grandma's lunch."],
    [
      'If you had an ounce of decency, you would have told me about the debt before the wedding.',
      'I wish you had told me about the debt before the wedding.',
    ],
    [
      "I'm done carrying this marriage while you sit on the couch.",
      "I can't keep carrying this marriage while you sit on the couch.",
    ],
  ],
);
