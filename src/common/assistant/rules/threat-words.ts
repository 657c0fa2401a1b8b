/**
 * Pattern pieces the threat, ultimatum and shutting-out rules share: what the sender says they will do,
 * the steps an ultimatum names, and what the reader is told they will lose.
 */
import { AP, type Rule, type RuleContext } from '../rule';
import { readsShorthand } from '../texting';

/** How the sender writes: formal words, or phone shorthand ("u", "ur", "im", "rn", a lower-case "i"). */
export type Register = 'formal' | 'shorthand';

/**
 * The next step a consequence is said as, in the sender's register: "; otherwise I may need to ring the council",
 * or in a shorthand message ", if not I'll have to call the tow co" (the formal words read pasted into "u" and "ur").
 */
export function nextStep(who: 'I' | 'we', register: Register): string {
  if (register === 'formal') return `; otherwise ${who} may need to `;
  return `, if not ${who === 'I' ? "I'll" : "we'll"} have to `;
}

const shorthandMessages = new WeakMap<RuleContext, boolean>();

/** A rule built once for each register, applied in the register the message is written in (read once per message). */
export function inSendersRegister(build: (register: Register) => Rule): Rule {
  const formal = build('formal');
  const shorthand = build('shorthand');
  return {
    ...formal,
    apply(sentence, ctx) {
      let plain = shorthandMessages.get(ctx);
      if (plain === undefined) shorthandMessages.set(ctx, (plain = readsShorthand(ctx.message)));
      return (plain ? shorthand : formal).apply(sentence, ctx);
    },
  };
}

export const WILL = String.raw`(?:I${AP}ll|I will|I${AP}m going to|I am going to|I${AP}m gonna|I am gonna|I shall)`;
/** Consequences that make an "if you ..., I'll ..." sentence an ultimatum rather than an offer. */
export const PUNITIVE = String.raw`(?:ask (?:the|a) (?:court|judge)|apply to (?:the|a) court|petition (?:the|a|for)|have (?:it|your \w+|the \w+) towed|take (?:you|this|it|the kids|them) (?:back )?to court|see you (?:back )?in court|call (?:my|a|the) (?:lawyer|attorney|police|cops)|get (?:a|my) lawyer|involve (?:my|a|the) (?:lawyer|attorney|police|court)|sue|report (?:you|this|it)|stop paying|cut you off|keep the kids|tell (?:everyone|everybody|your|the)|leave (?:you|this)|block you|file|be done|end (?:this|it|us)|never (?:speak|talk|see)|make sure|make you(?!\s+(?:a|an|some|dinner|breakfast|lunch|coffee|tea|something)\b)|ruin|fire you|go (?:back |straight )?to (?:hr|your boss|the judge|court|my lawyer)|post|expose|dump you|kick you out|change the locks|throw)`;

/** Where going is a step against someone ("or I'm going to my lawyer"), not an errand ("to the office"). */
export const PLACE = String.raw`court|HR|CPS|the (?:mediator|judge|police|(?:family )?court|landlord|principal|school)|(?:my|a|our) (?:lawyer|attorney|mediator)|your (?:boss|manager|parents)`;
/** "going to", "going back to", "going straight to": where a plan goes, whichever way it is said. */
export const GOING_TO = String.raw`going\s+(?:(?:back|straight|right)\s+)?to\s+`;
/**
 * An "if you ..." clause that is only the reader's wish or time ("If you want,", "If you like it,", "If
 * you're free Saturday,", "If you get a chance,") makes what follows an offer, not an ultimatum: "If you
 * want, I'll tell your mom the good news". "If you want to keep the kids, I'll take you to court" goes on
 * past the wish, so it is still read as a condition.
 */
export const NOT_OFFER = String.raw`(?!(?:${AP}d|\s+would)?\s+(?:like|want|prefer|need(?:\s+(?:me|help|a\s+(?:ride|hand)))?|have\s+(?:time|a\s+(?:minute|sec|second))|get\s+a\s+(?:chance|minute|sec|second))(?:\s+(?:it|that|one|them))?\s*,|(?:${AP}re|\s+are)\s+(?:free|busy|tired|hungry|interested|up for it)(?:\s+(?:today|tonight|tomorrow|this weekend|[A-Z][a-z]+day))?\s*,)`;

/**
 * A step against the reader that an ultimatum names: "take you back to court", "file for full custody",
 * "call my lawyer". Each is [verb, its -ing form, what it must be done to], so "I'll call my lawyer" and
 * "I'm calling my lawyer" read alike, and "I'll call a cab" or "I'm filing the receipts" are not steps.
 */
export const STEPS: ReadonlyArray<readonly [string, string, string]> = [
  [
    'take',
    'taking',
    String.raw`(?:you|this|it|the kids|them|him|her) (?:back )?to court|(?:the kids|them|your (?:phone|car|keys)) away`,
  ],
  [
    'call',
    'calling',
    String.raw`(?:my|a|the|our) (?:lawyer|attorney|solicitor|police|cops)|the (?:judge|court)|CPS|(?:child|social) services|your (?:boss|manager|mom|mother|dad|father|parents|wife|husband)`,
  ],
  [
    'contact',
    'contacting',
    String.raw`(?:my|a|the|our) (?:lawyer|attorney|solicitor|mediator|police)|HR|CPS|your (?:boss|manager)`,
  ],
  [
    'get',
    'getting',
    String.raw`(?:a|my) lawyer|a restraining order|the (?:police|courts?|lawyers?) involved`,
  ],
  [
    'involve',
    'involving',
    String.raw`(?:my|a|the|our) (?:lawyer|attorney|police|court|judge|mediator)|HR|CPS`,
  ],
  ['sue', 'suing', String.raw`you\b|for\b`],
  ['report', 'reporting', String.raw`you\b|(?:this|it) to\b`],
  [
    'file',
    'filing',
    String.raw`for (?:full |sole |primary )?(?:custody|divorce|a restraining order)|(?:a|an) (?:complaint|grievance|restraining order|police report|motion)|charges`,
  ],
  ['go', 'going', String.raw`(?:back |straight )?to (?:${PLACE})`],
  ['stop', 'stopping', String.raw`paying|(?:the )?(?:payments?|child support|support)\b`],
  ['cut', 'cutting', String.raw`you off`],
  ['block', 'blocking', String.raw`you\b|your number`],
  ['kick', 'kicking', String.raw`you out`],
  ['change', 'changing', String.raw`the locks`],
  ['fire', 'firing', String.raw`you\b`],
  ['keep', 'keeping', String.raw`the kids`],
  [
    'tell',
    'telling',
    String.raw`the judge|(?:my|the) lawyer|your (?:boss|manager|mom|mother|dad|father|parents|wife|husband)|everyone|everybody`,
  ],
  ['leave', 'leaving', String.raw`you\b`],
  ['end', 'ending', String.raw`(?:this|us|things)\b`],
  ['pull', 'pulling', String.raw`(?:the kids|them|him|her) out`],
];
export const STEP = STEPS.map(([verb, , what]) => `${verb} (?:${what})`).join('|');
/**
 * Put before the sender's "or I ..." alternative: offered as a question ("You can take her or I take?", "You drive
 * or I'll drive?") it is an offer, not a threat, unless it names a step against the reader ("or I call my lawyer?").
 */
export const NOT_ASKED = String.raw`(?!(?:(?!\b(?:${STEP}))[^.!?])*\?)`;
export const STEP_ING = STEPS.map(([, ing, what]) => `${ing} (?:${what})`).join('|');
export const I_AM = String.raw`(?:I${AP}m|I am)`;

/** What the reader is told they will lose or suffer: "you'll never see the kids again", "you're out". */
export const YOU_WILL_SUFFER = String.raw`(?:you${AP}ll|you will|you${AP}re going to|you are going to|you${AP}re gonna)\s+(?:never (?:see|speak|talk|hear|get to|be allowed|set foot|live|work)|regret|be sorry|lose (?:me|us|your|the kids|custody|everything|everyone)|pay\b|wish|not (?:see|get|have) (?:the kids|me|us|a cent|a dime|another)|be (?:out\b(?!\s+of)|fired|grounded|sleeping|on your own|cut off|kicked|banned|blocked|hearing from)|find yourself|get (?:what|fired|kicked|grounded)|end up (?:alone|in court|on the street|without))`;
export const YOU_ARE_OUT = String.raw`(?:you${AP}re|you are)\s+(?:out\b(?!\s+of)|fired|grounded|off the team|cut off|banned|blocked|kicked out|on your own|sleeping on the couch)`;
// "we're done with school!", "we're through to the finals" are not a relationship ending.
export const WE_ARE_DONE = String.raw`(?:we${AP}re|we are)\s+(?:done|through|finished|over)(?=\s*(?:[.!,;]|$|for good\b|forever\b))`;

/** What is done to the reader or their things in a consequence said passively: "towed", "thrown out", "evicted". */
const DONE_TO = String.raw`(?:towed(?:\s+away)?|clamped|impounded|binned|thrown\s+(?:out|away)|chucked(?:\s+out)?|tossed|donated|sold|given\s+away|cut\s+off|shut\s+off|switched\s+off|turned\s+off|disconnected|cancell?ed|changed|reported|evicted|fined|charged|billed|kicked\s+out|blocked|banned|removed|confiscated|taken\s+away|deleted|fired|sacked|grounded|locked\s+out|sent\s+back)`;
/** Who or what a passive consequence befalls: "it", "its" (texted), "you", "the car", "your bike". */
const DONE_TO_WHOM = String.raw`(?:it|they|you|u|(?:the|your|ur|that|this|those|these|his|her|their)\s+[\w'’-]+)`;
/**
 * A consequence said in the passive or the progressive: "or its getting towed", "or it gets binned", "or you're being
 * evicted", "or the wifi will be cut off". Groups: who, what is done.
 */
export const PASSIVE_CONSEQUENCE = String.raw`(${DONE_TO_WHOM})(?:${AP}(?:s|re|ll)|s)?(?:\s+(?:is|are|will|be|being|get|gets|getting|got|goes|going\s+to\s+be|gonna\s+be|gonna\s+get))*\s+(${DONE_TO})\b`;
/** The consequence an "or ..." names, however it is said: "or else", "or no wifi", "or I'll ...", "or I change the locks", "or its getting towed". */
export const OR_CONSEQUENCE = new RegExp(
  String.raw`,?\s+or\s+(?:else\b|no\s+\w+|I${AP}ll\b|you${AP}ll\b|I\s+will\b|you\s+will\b|I\s+(?:${STEP})|${PASSIVE_CONSEQUENCE})`,
  'i',
);
