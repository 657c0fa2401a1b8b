/**
 * Everyday conflict that carries no swear word: what two blind reviews of messages written for the six
 * domains (family, couples, work, e-mail, dating, a teen and a parent) found left unchanged. Each rule
 * keeps what the sender wants or feels and drops the jab; calm look-alikes are pinned in
 * rules-everyday.test.ts.
 */
import { AP, regexRule, rx, type Rule } from './rule';

const YOU = String.raw`(?:you|u)`;
const YOURE = String.raw`(?:you${AP}?re|you\s+are|u\s+r|u\s+are|ur|u${AP}?re)`;
const YOUR = String.raw`(?:your|ur)`;

/** Office passive aggression: the reference kept, the reproach dropped. */
const officeDigs = regexRule('contempt', 'strong', [
  // "How many times do I have to ask you for the $300?" -> "Could you please send me the $300?"
  [
    rx(
      String.raw`^(\W*)how\s+many\s+(?:more\s+)?times\s+(?:do|must)\s+I\s+(?:have\s+to\s+|need\s+to\s+)?ask\s+(?:you\s+)?for\s+([^?]+?)\s*\?*\s*$`,
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
  [rx(String.raw`^(\W*)let${AP}?s\s+be\s+(?:very\s+)?clear\s*[:,]\s*`), "$1Just so we're on the same page, "],
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
  [rx(String.raw`\blet\s+me\s+(?:dumb|spell)\s+(?:this|it)\s+(?:down|out)(?:\s+for\s+you)?\b`), 'To clarify'],
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
  [rx(String.raw`(?:just\s+)?stop\s+(?:whining|complaining|moaning|crying)\s+about\s+`), "let's talk about "],
  [
    rx(String.raw`,?\s*(?:my|our)\s+(?:lawyer|attorney|solicitor)s?\s+will\s+be\s+in\s+touch\b`),
    ', I may need to involve my lawyer',
  ],
  // "I don't have time for your excuses." -> "... for excuses.": the point, not aimed at the reader.
  [rx(String.raw`\b(time\s+for)\s+(?:your|ur)\s+excuses\b`), '$1 excuses'],
  [rx(String.raw`\bchecking\s+(?:if|whether)\s+${YOURE}\s+still\s+alive\b`), 'checking in'],
]);

/** Sarcasm the other rules do not read: mock delight, mock titles, mock checks. */
const mockery = regexRule('sarcasm', 'strong', [
  [
    rx(
      String.raw`^(\W*)of\s+course\s+(?=(?:you|u)\s+(?:forgot|didn${AP}?t|didnt|did|would|wouldn${AP}?t|can${AP}?t|cant|won${AP}?t)\b)`,
    ),
    '$1',
  ],
  // "Thanks for finally replying, only took you four days." -> "I was waiting to hear back; it took four days."
  [
    rx(
      String.raw`^(\W*)(?:thanks|thank\s+you)\s+for\s+finally\s+(?:replying|answering|responding|getting\s+back\s+to\s+me|calling\s+(?:me\s+)?back|texting\s+(?:me\s+)?back)\b,?\s*`,
    ),
    '$1I was waiting to hear back; ',
  ],
  [rx(String.raw`\b(?:it\s+)?only\s+took\s+(?:you|u)\s+`), 'it took '],
  [rx(String.raw`^(\W*)(?:real(?:ly)?|very|so|how)\s+mature,?\s+(?=[a-z]+ing\b)`), "$1I'm upset about you "],
  [
    rx(
      String.raw`^(\W*)(?:thanks|thank\s+you)\s+for\s+the\s+(?:lovely|wonderful|great|amazing|fun)\s+(?:evening|night|dinner|date|weekend|time)\s+of\s+${YOU}\s+`,
    ),
    "$1I'm upset about you ",
  ],
  [
    rx(
      String.raw`^(\W*)(?:it${AP}?s|how)\s+(?:cute|adorable|sweet|funny)\s+(?:that|how)\s+${YOU}\s+(?:think|believe)\s+(?:that\s+)?(?!of\b|about\b)`,
    ),
    "$1I don't think ",
  ],
  [
    rx(
      String.raw`\b(?:honestly,?\s+)?it${AP}?s\s+(?:really\s+|truly\s+)?(?:impressive|amazing|incredible|remarkable)\s+how\s+${YOU}\s+(?:manage\s+to\s+)?`,
    ),
    'It bothers me how you ',
  ],
  [
    rx(String.raw`^(\W*)(?:I\s+)?(?:love|adore)\s+how\s+${YOU}\s+(?=(?:always|never|constantly)\b)`),
    '$1It hurts that you ',
  ],
  [rx(String.raw`\b${YOUR}\s+(?:royal\s+)?(?:highness|majesty)\s+was\b`), 'you were'],
  [rx(String.raw`\b${YOUR}\s+(?:royal\s+)?(?:highness|majesty)\b`), 'you'],
  [rx(String.raw`\b(?:I\s+)?guess\s+(${YOU})\s+(were|are|was)\s+too\s+busy\s+`), 'it seems $1 $2 busy '],
  [
    rx(
      String.raw`\b(?:just\s+)?(?:didn${AP}?t|didnt|doesn${AP}?t|doesnt)\s+matter\s+to\s+${YOU}(?:,?\s+I\s+guess)?\b`,
    ),
    'mattered to me',
  ],
  [
    rx(
      // Only with "wow"/"gee": "Thanks for the heads up!" is thanks.
      String.raw`^(\W*)(?:gee|wow|oh),?\s+(?:thanks|thank\s+you)(?:\s+a\s+lot)?\s+for\s+the\s+heads\s+up\b[,.!]*\s*(?=\W*$)`,
    ),
    "$1I wish I'd had a heads up.",
  ],
  [
    rx(String.raw`,?\s*(?:wow|gee),?\s+(?:thanks|thank\s+you)\s+for\s+the\s+heads\s+up\s*$`),
    ". I wish I'd had a heads up",
  ],
  [rx(String.raw`^\W*mature\W*$`), ''],
  [rx(String.raw`^(\W*)(?:real|very|so|how)\s+mature\s+of\s+${YOU}\s+to\s+`), '$1It hurt when you chose to '],
]);

/** Threats and ultimatums in the forms the threat rules do not read, said as the next step or a feeling. */
const ultimatums = regexRule('threat', 'strong', [
  [
    rx(
      String.raw`\b(if\s+I\s+(?:see|find|catch|hear)\b[^,.!?]*?),?\s+(?:I${AP}?m|im|I\s+am)\s+(?:so\s+)?done\b`,
    ),
    "$1, I'll need to rethink this",
  ],
  [
    rx(
      String.raw`\bthis\s+is\s+the\s+last\s+time\s+I\s+(?:will|${AP}ll)\s+(?:tolerate|accept|put\s+up\s+with)\s+`,
    ),
    "I can't keep accepting ",
  ],
  [
    rx(
      String.raw`^(\W*)feel\s+free\s+to\s+explain\s+to\s+the\s+(judge|court|mediator)\s+(.*?)\s*why\s+you\s+`,
    ),
    "$1I'll need to raise with the $2 $3 why you ",
  ],
  [
    rx(
      String.raw`,?\s*(?:since|because|as)\s+you\s+(?:clearly|obviously)\s+can${AP}?t\s+be\s+reasoned\s+with\b`,
    ),
    '',
  ],
  [rx(String.raw`,?\s*and\s+you\s+can\s+pay\s+for\s+it\b`), ''],
  [
    rx(
      // Only steps against someone: "I'll be taking the kids to the dentist" is a plan.
      String.raw`\b(?:I${AP}ll|I\s+will)\s+be\s+(escalating|raising\s+(?:this|it|your\s+\w+)|reporting\s+(?:this|you|it)|contacting\s+(?:my|a|the|your)\s+(?:lawyer|attorney|solicitor|manager|director|boss|HR|bank)|involving\s+(?:my|a|the)\s+\w+|taking\s+(?:this|it)\s+(?:further|up|to)|calling\s+(?:my|a|the)\s+(?:lawyer|attorney|police|cops))\b`,
    ),
    'my next step would be $1',
  ],
  [
    rx(String.raw`(\bif\b[^.!?]*?),?\s+${YOURE}\s+off\s+(the\s+\w+|this\s+\w+)`),
    '$1, I may need to take you off $2',
  ],
  [
    rx(
      String.raw`^(\W*)if\s+${YOU}\s+can${AP}?t\s+handle\s+([^,]+),\s*(?:then\s+)?maybe\s+(?:this|it)\s+isn${AP}?t\s+the\s+(?:job|role|team|place|company)\s+for\s+${YOU}\b`,
    ),
    "$1If $2 is too much, let's talk about it",
  ],
  [
    rx(
      // Only leaving as a threat: "Don't expect me to be home before 7, the meeting runs late" is news.
      String.raw`^(\W*)(?:don${AP}?t|dont)\s+expect\s+me\s+to\s+be\s+(?:here|there|around|waiting|home)\s+when\s+(?:you|u)\s+(?:get|come)\s+(?:back|home)\b[^.!?]*`,
    ),
    "$1I'll be really hurt if you do",
  ],
  [
    rx(
      String.raw`,?\s+don${AP}?t\s+expect\s+me\s+to\s+(?:be\s+(?:here|there|around|waiting|home)|wait|stay|answer|pick\s+up|come\s+back)\b[^.!?]*`,
    ),
    ", I'll be really hurt",
  ],
  [
    rx(String.raw`[,;]?\s*\bor\s+I\s+(stop|cancel|take|keep|call|sell|report|block|end)\b`),
    '; otherwise I may need to $1',
  ],
  [rx(String.raw`^(\W*)(.+?)\s+over\s+my\s+dead\s+body\W*$`), "$1I'm not okay with the idea that $2."],
  [rx(String.raw`\bI${AP}?ll\s+(?:just\s+)?tell\s+the\s+kids\b[^.!?]*`), ''],
]);

/** Shutting the other person out, said as the need behind it. */
const shuttingOut = regexRule('exasperation', 'strong', [
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
    rx(String.raw`,?\s*(?:you${AP}?re|ur|youre)\s+not\s+my\s+(?:mom|mother|dad|father|boss|parent|keeper)\b`),
    '',
  ],
  [rx(String.raw`\bsave\s+(?:your|ur)\s+(?:tears|breath|excuses|apologies|sob\s+story)\b[;,.!]*\s*`), ''],
  [rx(String.raw`,?\s*I${AP}?ve\s+seen\s+(?:that|this)\s+(?:performance|act|show)\s+before\b`), ''],
  [
    rx(String.raw`^(\W*)spare\s+me\s+the\s+(?:lecture|speech|sermon|drama|excuses)(?:\s+about\s+[^;,.!?]+)?`),
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
  [rx(String.raw`^\W*(?:just\s+)?don${AP}?t\s+(?:talk|speak)\s+to\s+me\W*$`), 'I need some space right now.'],
  [rx(String.raw`,?\s*(?:just\s+)?stop\s+wasting\s+my\s+time\b`), ''],
  [
    rx(
      String.raw`^(\W*)don${AP}?t\s+(?:even\s+)?bother\s+(?:explaining|lying|trying|apologi[sz]ing)\b[,.!]*\s*`,
    ),
    '$1',
  ],
  [
    rx(String.raw`^(\W*)don${AP}?t\s+(?:even\s+)?bother\s+coming\s+to\s+([^,.!?]+)`),
    "$1I'd rather go to $2 on my own",
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
]);

const MYSELF = String.raw`\bI${AP}?ll\s+just\s+(?:do|handle|fix|clean|sort|take\s+care\s+of)\s+(?:it|this|that|everything)(?:\s+up)?\s+myself`;
const AS_ALWAYS = String.raw`(?:like\s+always|as\s+usual|again|then|like\s+I\s+always\s+do)\b`;

/** Guilt trips and martyrdom: the hurt or the wish, said plainly. */
const guiltTrips = regexRule('blame', 'strong', [
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
  [rx(String.raw`\s*(?:,\s*)?or\s+is\s+(?:that|it)\s+too\s+much\s+to\s+ask\b[^.!?]*\?*`), ''],
  [
    rx(String.raw`^(\W*)leave\s+(?:your|ur)\s+attitude\s+at\s+home\b(?:\s+for\s+once)?`),
    "$1let's keep it friendly",
  ],
  [rx(String.raw`,?\s*(?:every\s+(?:month|time|week)\s+)?(?:the\s+)?same\s+story\s+with\s+(?:you|u)\b`), ''],
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
      String.raw`^(\W*)I\s+hope\s+(?:you${AP}?re|you\s+are|ur)\s+(?:happy|proud|satisfied)(?:\s+now)?[,.!]*\s*`,
    ),
    '$1',
  ],
  [
    rx(
      String.raw`^(\W*)(?:congratulations|congrats|well\s+done)\s+(?:on|for)\s+([a-z]+ing\b[^.!?]*?)\s+for\s+once(?:\s+in\s+your\s+life)?\b`,
    ),
    '$1Thank you for $2',
  ],
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
    'It hurts that you ',
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
  [rx(String.raw`\bsome\s+of\s+us\s+(?:actually\s+)?(work|have|need|pay)\b`), 'I $1'],
  [
    rx(
      String.raw`^(\W*)it${AP}?s\s+a\s+(?:shame|pity)\s+(?:that\s+)?you\s+can${AP}?t\s+(?:seem\s+to\s+)?(?:manage|show)\s+(?:basic\s+|simple\s+)?([a-z]+)(?:\s+like\s+)?`,
    ),
    "$1I'd appreciate some $2, like ",
  ],
  [
    rx(
      String.raw`^(\W*)what\s+part\s+of\s+(.+?)\s+(?:did|do)\s+you\s+(?:fail\s+to\s+|not\s+)?(?:understand|get)\s*\?*`,
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
    rx(String.raw`\bI${AP}?m\s+(?:so\s+)?done\s+(carrying|doing|covering|cleaning|paying|picking|making)\b`),
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
      String.raw`\b(?:so\s+)?${YOU}\s+(?:have|had|find|found|make|made)\s+time\s+for\s+([^.!?]+?)\s+but\s+not\s+(?:for\s+)?me\b`,
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
      String.raw`,?\s*(?:since\s+|because\s+)?I\s+do\s+everything(?:\s+else)?(?:\s+around\s+here)?(?:\s+anyway)?\b`,
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
    rx(String.raw`\b${YOUR}\s+(?:mother|mom|mum|dad|father|sister|brother)\s+would\s+never\s+(let|allow)\s+`),
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
]);

/** Verdicts on the reader that the insult lists do not hold. */
const verdicts = regexRule('insult', 'strong', [
  [
    rx(
      String.raw`\b(?:you|u)\s+(?:(?:lazy|stupid|useless|worthless|selfish|fat|ugly|dumb|little)\s+)*(?:piece\s+of\s+(?:shit|crap|garbage|trash|work)|waste\s+of\s+space)\b[,!.]*`,
    ),
    '',
  ],
  [rx(String.raw`\b(the\s+same|that|this)\s+(?:crap|shit|bs|nonsense)\s+(?=(?:you|u)\b)`), '$1 thing '],
  [
    rx(
      String.raw`(?:\b${YOURE}\s+)?\b(?:the\s+most|the\s+least)\s+[a-z-]+\s+(?:person|man|woman|human|guy|girl|boyfriend|girlfriend|husband|wife|co-?parent)\s+(?:I${AP}?ve|ive|I\s+have)\s+ever\s+(?:met|known|dated|had|seen)\b(?:\s+and\s+[^.!?]*)?`,
    ),
    '',
  ],
  [
    rx(
      String.raw`\b${YOURE}\s+(?:honestly\s+|literally\s+)?the\s+worst\s+(?:boyfriend|girlfriend|husband|wife|partner|friend|parent|co-?parent)\b[^.!?]*`,
    ),
    '',
  ],
  [
    rx(
      String.raw`\byou\s+have\s+the\s+(?:emotional\s+)?(?:maturity|intelligence|manners|attention\s+span|self-awareness|IQ)\s+of\s+an?\s+\w+`,
    ),
    '',
  ],
  [
    rx(
      String.raw`\b(your\s+\w+|he|she)\s+(is|was)\s+(?:a|an|such\s+a)\s+(?:manipulative|selfish|toxic|horrible|terrible|nasty|cruel|vile|spiteful|vindictive|controlling|narcissistic|deceitful|dishonest|hateful)\s+(?:woman|man|person|human\s+being|individual)\b`,
    ),
    '$1 $2 hard for me to deal with',
  ],
  [
    rx(
      String.raw`\b(?:everyone|everybody|y${AP}?all|you\s+guys|you\s+all)(?:\s+in\s+this\s+(?:chat|group))?\s+(?:is|are)\s+useless\b`,
    ),
    'I need some help here',
  ],

  [rx(String.raw`\b(?:tf|wtf)\s+do\s+(you|u)\s+mean\b`), 'what do $1 mean'],
  [rx(String.raw`\s+like\s+a\s+normal\s+(?:person|human|adult)\b`), ''],
  [
    rx(
      String.raw`\b${YOURE}\s+(?:kind\s+of\s+|kinda\s+)?(?:such\s+a\s+|a\s+)?(?:(?:f\*+(?:ing|in)?|fucking|freaking|damn|total|complete)\s+)?(?:snake|flake|clown|joke)(?:\s+(?:fr|bro|tbh))?\b[,.!]*`,
    ),
    '',
  ],
  [rx(String.raw`^\W*(?:a\s+)?(?:whole|entire)\s+circus\W*$`), ''],
  [rx(String.raw`,\s*grow\s+up\W*$`), ''],
  [
    rx(
      String.raw`\b${YOURE}\s+(?:such\s+a|a|acting\s+like\s+a)\s+(?:child|baby|toddler|brat)(?:\s+sometimes)?\b[,.!]*`,
    ),
    '',
  ],
  [
    rx(String.raw`\b${YOURE}\s+(?:such\s+a|a(?:\s+(?:real|big|huge|total))?)\s+disappointment\b`),
    "I'm disappointed",
  ],
  [
    rx(
      String.raw`^(\W*)(?:please\s+)?stop\s+treating\s+me\s+like\s+(?:a|an)\s+(?:baby|child|kid|idiot|toddler|little\s+kid)\b[,.!]*`,
    ),
    '$1Please trust me more.',
  ],
  [rx(String.raw`\bdo\s+${YOU}\s+think\s+money\s+grows\s+on\s+trees\?*`), 'Money is tight right now.'],
]);

/** "haha, you're such a baby" is teasing: a verdict said with a laugh stays. */
const LAUGH = /\b(?:haha\w*|lol|lmao|jk|rofl)\b|😂|🤣|😜|😝/iu;
const verdictsUnlessTeasing: Rule = {
  ...verdicts,
  apply: (sentence, ctx) => {
    const out = verdicts.apply(sentence, ctx);
    return out !== sentence && LAUGH.test(ctx.message) ? sentence : out;
  },
};

/** "who tf is jessica" in a message that is charged anyway ("who tf is the middle guy?" is a question). */
const mildSwearing = regexRule('profanity', 'contextual', [
  [rx(String.raw`\b(who|what|where|why|how)\s+(?:tf|the\s+f)\b`), '$1'],
]);

/** "pick up ur crap" -> "pick up ur things": read before the profanity rules would leave "pick up ur". */
const mocking = regexRule('contempt', 'strong', [
  [rx(String.raw`\bimagine\s+being\s+this\s+\w+\b[.!]*`), ''],
  [rx(String.raw`,?\s*(?:go\s+)?cry\s+to\s+(?:your|ur)\s+(?:friends|mom|mommy|mama|dad|daddy)\b`), ''],
]);

const belongings = regexRule('profanity', 'strong', [
  [
    rx(String.raw`\b(your|ur|his|her|their)\s+(?:crap|shit|sh\*t)\b(?!\s+(?:together|straight))`),
    '$1 things',
  ],
]);

/** In a message already charged: closers that only raise the stakes ("period", "like last year"). */
const closers = regexRule('sarcasm', 'contextual', [
  [rx(String.raw`^\W*(?:never|always|ever)\W*$`), ''],
  [
    rx(
      String.raw`^\W*(?:now|right\s+now|done|dont|don${AP}?t|I${AP}?m\s+serious|im\s+serious|as\s+usual|have\s+fun\s+without\s+me)\W*$`,
    ),
    '',
  ],
  [
    rx(
      String.raw`,?\s*(?:have\s+fun\s+without\s+me|dont\s+even\s+argue\s+with\s+me|don${AP}?t\s+even\s+argue\s+with\s+me)\b[.!]*`,
    ),
    '',
  ],
  [rx(String.raw`[,;.]?\s*\bI${AP}?m\s+not\s+(?:asking|telling\s+you)\s+(?:again|twice)\b[.!]*`), ''],
  [rx(String.raw`[,;]?\s*\bperiod\s*[.!]*\s*$`), ''],
  [rx(String.raw`[,;]?\s*\b(?:like\s+last\s+(?:year|time)|just\s+saying)\b(?=\W*$)`), ''],
  [rx(String.raw`^\W*(?:got\s+it|noted|k|kk|sure\s+thing|nice|cool\s+cool|cool)\W*$`), ''],
  [rx(String.raw`,?\s*(?:really\s+|so\s+)proud\s+of\s+${YOU}\b`), ''],
  [rx(String.raw`[,;]?\s*(?:it${AP}?s|its)\s+not\s+rocket\s+science\W*$`), ''],
  [rx(String.raw`\s*👏+`, 'gu'), ''],
]);

export const everydayRules: Rule[] = [
  officeDigs,
  mockery,
  ultimatums,
  shuttingOut,
  guiltTrips,
  verdictsUnlessTeasing,
  closers,
  mildSwearing,
  belongings,
  mocking,
];
