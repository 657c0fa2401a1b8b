/**
 * Threats: blackmail, warnings ("you'll regret it", "or else", "I'm warning you") and the consequences an
 * "if you ..." condition promises. A threat is dropped; a stated consequence is softened into a boundary
 * ("I'll take you to court" -> "I may need to take you to court") so the fact of the plan survives.
 * Ultimatums opened by what the reader keeps doing are in ultimatums.ts.
 */
import { CHANGED, UNCHANGED, AP, matchPlace, regexRule, rx } from '../rule';
import {
  GOING_TO,
  inSendersRegister,
  nextStep,
  NOT_ASKED,
  NOT_OFFER,
  PLACE,
  PUNITIVE,
  WILL,
} from './threat-words';

/**
 * Blackmail ("pay me back by Monday or I'm telling everyone what you did", "post that and I'll tell your
 * mom about March"): the request stays, the threat to expose goes; no calmer form of it exists.
 */
const TELL = String.raw`(?:tell(?:ing)?|post(?:ing)?|show(?:ing)?|send(?:ing)?|expos(?:e|ing)|screenshot(?:ting)?)`;
const I_WILL = String.raw`(?:I${AP}?m|im|I\s+am|I${AP}?ll|ill|I\s+will)\s+(?:going\s+to\s+|gonna\s+)?`;
/** Telling the judge or the school is a step, not blackmail: the next-step rules below read it. */
const NOT_AUTHORITY = String.raw`(?!\s+(?:the\s+|my\s+|your\s+)?(?:judge|court|mediator|lawyer|attorney|police|school|principal|teacher|HR|doctor)\b)`;
export const blackmail = regexRule(
  'threat',
  'strong',
  [
    // "don't make me beg for it like last time": exasperation, not a threat (a rule below drops what follows).
    [
      rx(
        String.raw`(?:\s+and\s+|,\s*and\s+|,\s*)(?:maybe\s+)?(?:this\s+time\s+)?\bdon${AP}?t\s+make\s+me\s+(?:beg|ask|chase|remind|wait)\b[^.!?]*`,
      ),
      ". I'd appreciate not having to ask again",
    ],
    [
      rx(
        String.raw`(?:\band\s+)?(?:maybe\s+)?(?:this\s+time\s+)?\bdon${AP}?t\s+make\s+me\s+(?:beg|ask|chase|remind|wait)\b[^.!?]*`,
      ),
      "I'd appreciate not having to ask again",
    ],
    [
      rx(
        String.raw`^(\W*)if\s+(?:you|u)\s+(?:don${AP}?t|dont|do\s+not)\s+([^,]+?),?\s+${I_WILL}${TELL}\b${NOT_AUTHORITY}[^.!?]*`,
      ),
      (_m, lead: string, act: string) => `${lead}Please ${act.replace(/\s+again$/i, '')}`,
    ],
    [
      rx(
        String.raw`^(\W*)((?:post|send|show|share)\s+[^.!?]*?)\s+and\s+${I_WILL}${TELL}\b${NOT_AUTHORITY}[^.!?]*`,
      ),
      "$1Please don't $2",
    ],
    [
      rx(String.raw`^(\W*)keep\s+[a-z]+ing\b[^.!?]*?\s+and\s+${I_WILL}${TELL}\b[^.!?]*`),
      '$1I need this to stop',
    ],
    [rx(String.raw`[,;]?\s*\bor\s+${I_WILL}tell\b${NOT_AUTHORITY}[^.!?]*`), ''],
    [
      rx(String.raw`,?\s*(?:and\s+)?(?:it${AP}?s|its|it\s+is)\s+not\s+(?:gonna|going\s+to)\s+be\s+pretty\b`),
      '',
    ],
  ],
  [
    [
      'if u dont pay me back the $40 by monday im telling everyone what u did',
      'Please pay me back the $40 by monday',
    ],
    [
      "post that screenshot and i'll tell your mom everything about march",
      "Please don't post that screenshot",
    ],
    [
      "Can you send me the insurance card? And maybe this time don't make me beg for it like last time.",
      "Can you send me the insurance card? I'd appreciate not having to ask again.",
    ],
  ],
);

// "Mark my words" is as often a prediction ("Mark my words, this team is going to win it all") as a
// threat: dropped only from a message already charged.
export const markMyWords = regexRule(
  'threat',
  'contextual',
  [[rx(String.raw`\bmark my words\b[,!.]*`), '']],
  [
    ['You NEVER listen, you idiot. Mark my words.', "I'd really appreciate it if you would listen."],
    ['Mark my words, this team is going to win it all.', UNCHANGED],
  ],
);

/**
 * "or I'm leaving", "or I'm done (with you)", "or I'm out (of here)": not "or I'm leaving reviews everywhere", which is
 * a step (below). What it is done with goes with it: "Refund me with you." is what was left of it.
 */
const GONE = String.raw`(?:leaving(?=\s*(?:[.!?,;]|$|you\b|for good\b|tonight\b|today\b|now\b))|done(?:\s+with\s+(?:you|u|this|it|us|that|everything|all\s+of\s+(?:you|this|it)))?|out(?:\s+of\s+here)?)`;

/** Warnings, "you'll regret it", "or else" and the "if you ..., I'll ..." conditions that make an ultimatum. */
export const threats = inSendersRegister((register) =>
  regexRule(
    'threat',
    'strong',
    [
      // "Either you finish by Friday or I'm leaving reviews": the choice is asked as a request, so the rules below
      // read it and its consequence as they read "Please finish by Friday or I'm …" (alone, "Either you finish
      // by Friday." is half a sentence). Only before a consequence: "either you or Sam" is a choice.
      [
        rx(
          String.raw`^(\W*)either\s+(?:you|u)\s+(?=[a-z]+\b[^.!?]*?,?\s+or\s+(?:else\b|I\b|I${AP}|im\b|we\b|we${AP}|don${AP}?t\s+(?:even\s+)?bother\b|it${AP}?s\s+over\b))`,
        ),
        '$1Please ',
      ],
      [
        rx(String.raw`\b(?:this is|that${AP}s|it${AP}s)?\s*(?:your|my)?\s*(?:last|final) warning\b[,!.]*`),
        '',
      ],
      [
        rx(
          // "Watch yourself on the ice" is care, not a threat.
          String.raw`\b(?:I${AP}m warning you|you${AP}ve been warned|consider yourself warned|don${AP}?t test me|don${AP}?t push me|watch your back|watch yourself(?!\s+(?:on|in|out|around|at|near|with|crossing|driving)\b)|I know where you live)\b[,!.]*`,
        ),
        '',
      ],
      // "I swear if you let him stay up again" with no consequence said: the unsaid threat is a request.
      [
        rx(
          String.raw`^(\W*)I swear(?: to god)?,?\s+if you\s+((?:(?!\b(?:I${AP}m|I am|I${AP}ll|I will|we${AP}re|we are|you${AP}re|you are|ur|u r)\b)[^,;.!?])+?)\s*[.!?]*$`,
        ),
        // "I swear if you don't answer your phone" asks for the opposite of "I swear if you let him stay up".
        (_m, lead: string, act: string) => {
          const negated = /^(?:don[’']?t|dont|do not)\s+(.+)$/i.exec(act);
          return negated ? `${lead}Please ${negated[1]}.` : `${lead}Please don't ${act}.`;
        },
      ],
      [rx(String.raw`\bI swear(?: to god)?,?\s+(?=if (?:you|u)\b)`), ''],
      // "If you walk out tonight, don't bother coming back": what the sender does not want, said plainly.
      [
        rx(
          String.raw`^(\W*)if you(${AP}re| are)?\s+([^,;.!?]+?),?\s+(?:then\s+)?don${AP}?t (?:bother|even bother|ever bother)\s+(?:coming back|coming home|calling|texting|showing up|talking to me)\b[^.!?]*`,
        ),
        (_m, lead: string, are: string | undefined, act: string) =>
          `${lead}I really don't want you to ${are ? 'be ' : ''}${act}`,
      ],
      [
        rx(
          String.raw`\byou${AP}?(?:ll| will|re going to| are going to|re gonna| are gonna)\s+(?:regret (?:it|this|that|the day)|be sorry|pay for (?:this|it|that)|get what${AP}s coming)\b[^.!?]*`,
        ),
        '',
      ],
      // "I'll make sure you regret it": the same threat said from the sender's side.
      [
        rx(
          String.raw`,?\s*${WILL}\s+make\s+(?:sure\s+)?you\s+(?:regret (?:it|this|that|the day)|pay for (?:this|it|that)|sorry)\b[^.!?]*`,
        ),
        '',
      ],
      // A violent verb is a threat only with a victim: "I'm going to kill it at the interview", "I'll end up
      // late", "I'll beat the traffic", "I'm going to hurt tomorrow after that workout", "I'll destroy this
      // pizza", "I'll punch in the numbers", "I'll get you a coffee" and "I'll find you at the gate" are not.
      [
        rx(
          String.raw`\b${WILL}\s+(?:fucking\s+)?(?:make you (?:pay|regret|sorry)|make your life (?:a\s+)?(?:living\s+)?hell|kill(?!\s+(?:it|this|that|time)\b)|(?:hurt|destroy)(?=\s+(?:you|u|him|her|them|your|his|their|someone|somebody|anyone|everyone)\b)|end(?=\s+(?:you|u|him|her|them|your|this|it|us)\b)|beat(?=\s+(?:(?:you|u|him|her|them|your|his|their)\b(?!\s+(?:at|to|there|home|in)\b)|(?:the\s+)?(?:shit|crap|hell|living|life)\b|up\b))|smack|slap|punch(?!\s+(?:in|it|that|the numbers)\b)|strangle|get you(?!\s+(?:a|an|the|some|one|two|more|another|something|anything|home|there|to|from|up|on|in|at|off|ready|started|set|whatever)\b)|come after you|find you(?!\s+(?:at|in|by|near|outside|inside|there|a|an|some|the)\b)|kick your)\b[^.!?]*`,
        ),
        '',
      ],
      [rx(String.raw`\bdon${AP}?t make me\b[^.!?]*`), ''],
      [
        rx(String.raw`\bthis is the last time I${AP}?(?:m| am) (?:asking|telling you|saying this)\b`),
        "I've asked about this before",
      ],
      // "This is the last time I'm covering for you." -> "I can't keep covering for you."
      [
        rx(
          String.raw`^(\W*)this is the last time (?:that )?I${AP}?(?:m| am)\s+(?=[a-z]+ing\b)(?!(?:asking|telling|saying|going|doing\s+(?:this|that)\s+(?:trip|race|show|run)))`,
        ),
        "$1I can't keep ",
      ],
      [rx(String.raw`[,;]?\s*\bor\s+(?:else\s+)?(?:we${AP}re|we are)\s+(?:done|through|finished)\b`), ''],
      // "If you cancel on me one more time we're done": the boundary, without ending things in advance.
      [
        rx(
          String.raw`\b(if you\b${NOT_OFFER}[^.!?,]*?),?\s+(?:then\s+)?(?:we${AP}re|we are|it${AP}s|it is|this is)\s+(?:done|through|finished|over)\b(?:,?\s+I\s+mean\s+it)?`,
        ),
        "$1, I'll need to rethink this",
      ],
      [
        rx(
          String.raw`^(\W*)(?:just\s+)?keep\s+[a-z]+ing\b[^.!?]*?\s+and\s+(?:just\s+)?(?:see|watch)\s+what\s+happens\b[.!]*`,
        ),
        '$1I need this to stop.',
      ],
      [
        rx(
          String.raw`\byou${AP}?(?:ll|\s+will)\s+be\s+(?:seeing\s+me|hearing\s+from\s+(?:me|my\s+lawyer))\s+in\s+court\b`,
        ),
        'I may need to take this to court',
      ],
      [
        rx(
          String.raw`[,;]?\s*\bor\s+(?:else\s+)?(?:it${AP}s over|I${AP}m ${GONE}|I am ${GONE}|im ${GONE}|don${AP}?t (?:even\s+|ever\s+)?bother (?:coming back|calling|texting|coming home|showing up)[^.!?;]*|you${AP}re (?:out|fired|done)|you are (?:out|fired|done)|(?:get|move) out(?!\s+(?:of\s+)?(?:the|my|your|a)\b))\b`,
        ),
        '',
      ],
      [rx(String.raw`[,;]?\s*\bor\s+else,?\s+${WILL}\s+`), nextStep('I', register)],
      [rx(String.raw`[,;]?\s*\bor\s+else\b(?:\s*(?:…|\.{2,}))?`), ''],
      // "or I'm going to the mediator", "or I'm calling my lawyer": a plan in the present tense, kept as
      // the next step (before the "I'm going to <verb>" rule below, which would read "to the" as a verb).
      // Only where it goes: "or I'm going to the store" is an errand. "or we will" likewise only for
      // what the sender would do: "or we will miss the bus" is what happens to both of them.
      [
        rx(
          String.raw`[,;]?\s*\bor\s+(?:else\s+)?(?:I${AP}m|I am|we${AP}re|we are)\s+((?:${GOING_TO}(?=${PLACE})|(?:calling|reporting|filing|suing|contacting|involving|escalating|blocking|leaving(?=\s+(?:a\s+|an\s+)?(?:[a-z0-9-]+\s+)?reviews?\b))\b))`,
        ),
        '; otherwise my next step would be $1',
      ],
      // "or I'm going to the store" is an errand: "going to" before a place is not a plan to do something.
      // Nor is a second plan of the sender's own ("I'll drive, or I'll take the bus"), or a fallback that
      // costs the reader nothing ("Text me when you land or I'll worry", "... or I'll just assume it's a
      // yes", "... or I'll try again later", "Let me know by Friday or I'll book it myself").
      [
        rx(
          String.raw`[,;]?\s*\bor\s+(?<!\bI(?:${AP}ll| will| can| could| might)\b[^.!?;]{0,80})${WILL}\s+(?=[a-z])${NOT_ASKED}(?!(?:the|a|an|my|your|our|his|her|their)\b)(?!(?:just\s+|probably\s+|go ahead and\s+)?(?:worry|wonder|assume|guess|figure|try|wait|ask|check|see|order|book|buy|grab|pick|bring|save|take (?:the|a|an)\b))`,
        ),
        // "or I'm going to Trading Standards": going to a body by name keeps its "go to" ("I may need to go to …").
        (match: string, ...rest: unknown[]) => {
          const { at, text } = matchPlace(rest);
          const toName = /going\s+to\s+$/i.test(match) && /^\p{Lu}/u.test(text.slice(at + match.length));
          return nextStep('I', register) + (toName ? 'go to ' : '');
        },
      ],
      [
        rx(
          String.raw`[,;]?\s*\bor\s+(?:else\s+)?(?:we${AP}ll|we will|we${AP}re going to|we are going to)\s+(?=[a-z])${NOT_ASKED}(?!(?:miss|be|get|lose|run|have|need|end up|fall|make it)\b)`,
        ),
        nextStep('we', register),
      ],
      [
        rx(
          String.raw`\b(if you\b${NOT_OFFER}[^.!?]*?),?\s*(?:then\s+)?(?:I${AP}m|I am)\s+((?:${GOING_TO}(?=${PLACE})|(?:calling|taking|reporting|filing|telling|leaving|contacting|escalating|getting|involving|suing|keeping|changing|kicking|blocking|moving|running\s+away|quitting)\b))`,
        ),
        '$1, my next step would be $2',
      ],
      [rx(String.raw`[,;]?\s*\bor\s+${WILL}\s+(?=${PUNITIVE})`), nextStep('I', register)],
      [
        rx(String.raw`\b(if you\b${NOT_OFFER}[^.!?]*?)(,?\s*(?:then\s+)?)${WILL}\s+(?=${PUNITIVE})`),
        // Without its comma ("If you do that again I will sue") the condition would read as all one request.
        (_m, cond: string, gap: string) => `${cond}${gap.includes(',') ? gap : `,${gap}`}I may need to `,
      ],
      [rx(String.raw`\b(?:you${AP}d|you\s+had|you|u)\s+better\s+(?=[a-z])`), 'please '],
    ],
    [
      [
        "If you don't show up again I'll tell the judge.",
        "If you don't show up again, I may need to tell the judge.",
      ],
      [
        'If you bring your new girlfriend to the recital again I will take you back to court.',
        'If you bring your new girlfriend to the recital again, I may need to take you back to court.',
      ],
      [
        'Pay your half of the orthodontist bill or I’m going back to the judge.',
        'Please pay your half of the orthodontist bill; otherwise my next step would be going back to the judge.',
      ],
      ["This is the last time I'm covering for you.", "I can't keep covering for you."],
      ["This is the last time I'm picking up your slack, Dan.", "I can't keep picking up your slack, Dan."],
      ["This is the last time I'm going to the dentist this year, yay!", UNCHANGED],

      ['Pay me the $300 by Friday or else.', 'Please pay me the $300 by Friday.'],
      [
        "Either you finish by Friday or I'm leaving reviews everywhere.",
        'Please finish by Friday; otherwise my next step would be leaving reviews everywhere.',
      ],
      ["Either you talk to me tonight or don't bother coming home.", 'Please talk to me tonight.'],
      ['Either u sort it or im done', 'Please sort it'],
      ["Refund me or I'm done with you.", 'Refund me.'],
      ['Either you or Sam can pick them up.', UNCHANGED],
      ['Pay your £80 share or get out.', 'Please pay your £80 share.'],
      // Joined to a request by "and", the exasperation is a sentence of its own, not run on.
      [
        "Send the form to Jo before 5 pm and don't make me ask twice.",
        "Please send the form to Jo before 5 pm. I'd appreciate not having to ask again.",
      ],
      // The whole shut-out goes, whoever it names: a cut at "calling" left "… by Friday me again".
      ["Send the forms by Friday or don't bother texting me again.", 'Please send the forms by Friday.'],
      ['Either you come Friday or Saturday, both work.', UNCHANGED],
      [
        "If you're late again, I'll take you to court.",
        "If you're late again, I may need to take you to court.",
      ],
      [
        "Send the deposit by the 3rd or I'm going to the landlord.",
        'Please send the deposit by the 3rd; otherwise my next step would be going to the landlord.',
      ],
      [
        'Return the stroller by Sunday or I am calling the police.',
        'Please return the stroller by Sunday; otherwise my next step would be calling the police.',
      ],
      [
        "If you skip the 9:00 handover again, I'm filing with the court.",
        'If you skip the 9:00 handover again, my next step would be filing with the court.',
      ],
      [
        'Settle the $410 balance by May 2 or we will close the account.',
        'Settle the $410 balance by May 2; otherwise we may need to close the account.',
      ],
      [
        "If you go to Vegas with Tom, don't bother coming home.",
        "I really don't want you to go to Vegas with Tom.",
      ],
      [
        "if you're late to my game again don't even bother showing up",
        "I really don't want you to be late to my game again",
      ],
      ['I swear if you give her candy before bed again', "Please don't give her candy before bed again."],
      [
        'The Q3 numbers are WRONG. Fix it by EOD or I will escalate to HR.',
        'The Q3 numbers are wrong. Please fix it by EOD; otherwise I may need to escalate to HR.',
      ],
      // Going to a body by name keeps its verb: "need to Trading Standards" reads broken.
      [
        "Come back Monday and finish the kitchen, or I'm going to Trading Standards.",
        'Please come back Monday and finish the kitchen; otherwise I may need to go to Trading Standards.',
      ],
      ['The teacher said the word "idiot" in class today, can we talk about it?', UNCHANGED],
      ["He wrote 'you never listen' on the card, which was a joke from the movie.", UNCHANGED],
      ["I've never been to Denver, have you?", UNCHANGED],
      ['You never know, the weather might clear up by noon.', UNCHANGED],
      ['You always make me laugh.', UNCHANGED],
      ["You're always welcome here, stay as long as you like!", UNCHANGED],
      ['You are always so patient with Leo.', UNCHANGED],
      ['Do you always take the 8:15 train?', UNCHANGED],
      ["I don't think that's right, but I see your point.", UNCHANGED],
      ['I disagree with moving the meeting, could we keep it at 10am?', UNCHANGED],
      ['That was a terrible day, I feel awful.', UNCHANGED],
      ['Thanks a lot for the ride!', UNCHANGED],
      ["I'm tired of being alone.", UNCHANGED],
      ["I'm so done with the dishes, finally!", UNCHANGED],
      ["I'm done with this conversation.", UNCHANGED],
      ["I'm sick of this rain.", UNCHANGED],
      ['Please send the PDF to HR ASAP, the NDA is due at 5 PM EST.', UNCHANGED],
      ['The KPI and ROI slides are in the Q3 deck.', UNCHANGED],
      ["I'm going to kill it at the interview tomorrow!", UNCHANGED],
      ["I'll end up being late, sorry.", UNCHANGED],
      ["I'll beat the traffic if I leave now.", UNCHANGED],
      ["I'm going to hurt tomorrow after that workout.", UNCHANGED],
      ["I'll destroy this pizza.", UNCHANGED],
      ["I'm going to punch in the numbers tonight.", UNCHANGED],
      ["I'll get you a coffee on the way.", UNCHANGED],
      ["I'll find you at the gate.", UNCHANGED],
      ["If you want, I'll tell your mom the good news.", UNCHANGED],
      ["If you like it, I'll throw in the extra cushions.", UNCHANGED],
      ["If you're free Saturday, I'll throw a barbecue.", UNCHANGED],
      ["If you come early, I'll make you breakfast.", UNCHANGED],
      ["If you need me, I'm going to the office.", UNCHANGED],
      ["If you're busy, I'm calling the dentist myself.", UNCHANGED],
      ["Text me when you land or I'll worry.", UNCHANGED],
      ["Let me know or I'll just assume it's a yes.", UNCHANGED],
      ["Let me know by Friday or I'll book it myself.", UNCHANGED],
      ["I'll drive, or I'll take the bus if you need the car.", UNCHANGED],
      [
        "If you want to keep the kids, I'll take you to court.",
        'If you want to keep the kids, I may need to take you to court.',
      ],
      [
        "If you're late again, I'm going to the judge.",
        "If you're late again, my next step would be going to the judge.",
      ],
      ["Stop yelling or I'll hang up.", CHANGED],
      ["Pay me by Friday or I'll sell your stuff.", CHANGED],
      ['Watch yourself.', CHANGED],
      ["If you do that again, I'll make you regret it", "Please don't do that again."],
      ["If you're late again I'll make sure you regret it.", "Please don't be late again."],
      ["If you're free, call me.", UNCHANGED],
      [
        "I swear to god if you bring up my ex one more time I'm leaving.",
        'If you bring up my ex one more time, my next step would be leaving.',
      ],
      [
        "If you cancel on me one more time we're done, I mean it.",
        "If you cancel on me one more time, I'll need to rethink this.",
      ],
      [
        "If you don't give me my phone back I'm running away, I swear.",
        "If you don't give me my phone back, my next step would be running away.",
      ],
      ['Keep badmouthing me to the kids and see what happens.', 'I need this to stop.'],
    ],
  ),
);
