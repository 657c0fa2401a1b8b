/**
 * A consequence a calm person may still state: a step the sender will take through a proper channel (the council,
 * the police, a lawyer, the school, HR, the bank), or a record kept ("This will be documented.", "Any further
 * lateness will be recorded."). Blind readers called such a step dropped from a rewrite the point erased, and one
 * kept firm, not hostile; so the composer keeps it (calm-choose.ts) and the output check counts it as the sender's
 * point (output-lost-point.ts). A menace is no step: "I'll make you regret it", "I'll tell everyone", "you won't like
 * how I do it" go as threats.
 */
import { cached } from './call-cache';
import { THREAT_EMPHASIS } from './lexicon-mockery';

/** What no step may carry: harm, exposure, a person's family or friends told, "deal with you". */
const MENACE =
  /\b(?:regret|sorry|hurt|kill|destroy|ruin|expose|post(?:ing)?|screenshots?|everyone|everybody|(?:the\s+)?whole\s+(?:school|family|street|office|class|internet|world)|your\s+(?:mom|mum|dad|boss|wife|husband|family|friends|girlfriend|boyfriend|parents)|deal\s+with\s+(?:you|u)|won['’]?t\s+(?:like|enjoy)|wont\s+(?:like|enjoy)|find\s+(?:you|u)|pay\s+for\s+(?:it|this|that)|watch\s+(?:yourself|out|your\s+back)|see\s+what\s+happens|never\s+see|last\s+thing)\b/i;

/** Whom a complaint is taken to: an office, not a person of the reader's. */
const CHANNEL = String.raw`(?:(?:the|my|our|a|an|your)\s+)?(?:(?:local|city|district|managing|letting|building)\s+)?(?:council|police|cops|landlord|letting agent|agent|agency|management|HR|human resources|school|head(?:teacher|master|mistress)?|principal|director|manager|supervisor|board|court|judge|mediator|mediation|lawyer|solicitor|attorney|bank|ombudsman|trading standards|labou?r office|union|insurance|insurer|housing association|association|authorities|committee|office|department|owner|company|CMS|CSA|animal control|towing|tow truck|(?:Mr|Mrs|Ms|Miss|Dr|Professor)\.?\s+\p{Lu}[\p{L}'’-]*)`;

/** The sender's step through that channel, bare or as "-ing" ("call the council", "calling the council"). */
const STEP_VERB = String.raw`(?:(?:call|contact|email|ring|phone|phon)(?:ing|e)?\s+(?:${CHANNEL}|(?:the|a|an)\s+(?!(?:kids?|children|boys|girls|family|others)\b)\p{L}[\p{L}-]*)|(?:inform|notify|involve|tell|let|(?:writ(?:e|ing)|speak(?:ing)?|talk(?:ing)?|complain(?:ing)?|go(?:ing)?|reach(?:ing)?\s+out)\s+to)(?:ing)?\s+${CHANNEL}|get(?:ting)?\s+${CHANNEL}\s+involved|report(?:ing)?|escalat(?:e|ing)|fil(?:e|ing)\s+(?:a|an|for|with|charges|suit)|tak(?:e|ing)\s+(?:this|it|you|the matter)\s+(?:to|further)|rais(?:e|ing)\s+(?:this|it|the matter)|disput(?:e|ing)|cancel(?:l?ing)?|document(?:ing)?|record(?:ing)?|keep(?:ing)?\s+a\s+record|chang(?:e|ing)\s+the\s+(?:locks?|schedule|plan)|put(?:ting)?\s+a\s+lock|hav(?:e|ing)\s+(?:it|them|the\s+\p{L}+)\s+(?:towed|removed|collected)|deduct(?:ing)?|invoic(?:e|ing)|request(?:ing)?|apply(?:ing)?\s+for|seek(?:ing)?\s+(?:legal|a\s+refund|compensation)|get(?:ting)?\s+(?:a|my)\s+refund|find(?:ing)?\s+(?:someone|another)|hir(?:e|ing)\s+(?:someone|another)|book(?:ing)?\s+(?:it|a|another))`;

/**
 * A step through the proper channel, as the verb phrase after "I'll" ("call the council", "take it to small claims
 * court", "disputing the charge"). The one list: calm-sentence.ts reads it for an ultimatum's "otherwise" too.
 */
export const LEGITIMATE_STEP = new RegExp(
  String.raw`^\s*(?:have to\s+|need to\s+|just\s+)?${STEP_VERB}\b(?!.*${MENACE.source})`,
  'iu',
);

const I_WILL = String.raw`(?:I['’]ll|ill|I will|I shall|I['’]m|im|I am|I['’]m going to|I am going to|I['’]m gonna|im gonna|we['’]ll|we will|we shall|we['’]re|we are|I)`;
/** The sender's own step, with "I'll", "I will be", "I shall" or an English learner's "I call police": "now I'm filing a chargeback". */
const OWN_STEP_SOURCE = String.raw`${I_WILL}\s+(?:(?:now|then|just|have to|need to|be|then be|also|formally)\s+)*${STEP_VERB}\b`;
const OWN_STEP = new RegExp(String.raw`\b${OWN_STEP_SOURCE}`, 'iu');
/** "If you don't stop I call police": a condition not yet set off from the step by a comma. */
const UNSET_CONDITION = new RegExp(
  String.raw`^(\W*(?:if|unless)\b[^,;]*?\S)(?<!\b(?:and|or|then|but))\s+(?=${OWN_STEP_SOURCE})`,
  'iu',
);
/** "I'll make sure Mr. Hayes knows", "I'll be telling Ms Ray who did what": the step is telling someone in charge. */
const TELLING_CHANNEL = new RegExp(
  String.raw`\b${I_WILL}\s+(?:(?:be|also|just)\s+)*(?:make\s+sure\s+${CHANNEL}\s+(?:knows|hears|is\s+told)|tell(?:ing)?\s+${CHANNEL}|let(?:ting)?\s+${CHANNEL}\s+know)\b`,
  'iu',
);
/** A record kept or a matter passed on: "This will be documented.", "Next time it gets towed.". */
const RECORDED =
  /\b(?:(?:will|['’]ll|shall|is going to|are going to)\s+be|gets?)\s+(?:documented|recorded|reported|noted|logged|raised|escalated|referred|forwarded|passed on|towed|removed|invoiced|billed|deducted|disputed|cancell?ed|taken further)\b/i;
/** "My lawyer will be hearing about it", "My solicitor has been informed". */
const LAWYER = /\bmy\s+(?:lawyer|solicitor|attorney)\s+(?:will|['’]ll|has been|is|shall)\b/i;
/** The menace of an ultimatum's other half is handled by the threat rules; "or" here is not a step's shape. */
const OR_MENACE = /\bor\s+(?:else|you['’]ll|you will|u will|ur|you['’]re)\b/i;

/**
 * The consequence a calm person may keep that the sentence states, from its step on ("im cancelling" in "fix my wifi or
 * im cancelling"; a record kept is the whole sentence), or null: none, or a menace in it.
 */
export function consequenceIn(sentence: string): string | null {
  return cached('plain-consequence', sentence, () => {
    if (MENACE.test(sentence) || OR_MENACE.test(sentence)) return null;
    const own = OWN_STEP.exec(sentence) ?? TELLING_CHANNEL.exec(sentence);
    if (own) return sentence.slice(own.index).trim();
    return RECORDED.test(sentence) || LAWYER.test(sentence) ? sentence.trim() : null;
  });
}

/** Whether the sentence states a consequence a calm person may keep: a proper step or a record, and no menace. */
export function isPlainConsequence(sentence: string): boolean {
  return consequenceIn(sentence) !== null;
}

/** ", I am serious", "I am not joking with you", "simple as that": the emphasis that makes a step a threat. */
const EMPHASIS = new RegExp(
  String.raw`(?:[,;.]?\s*(?:and\s+)?(?:${THREAT_EMPHASIS}|(?:I['’]?m|I\s+am|im)\s+(?:serious|dead serious)|trust me|mark my words|I\s+promise(?:\s+you)?|I\s+swear|simple as that|full stop|period|end of story|no discussion|no excuses|no exceptions))+(?=\s*[.!?]*\s*$)`,
  'i',
);

/** The consequence without the emphasis that made it a warning ("…, I am serious", "I am not joking with you"). */
export function withoutEmphasis(sentence: string): string {
  return sentence.replace(EMPHASIS, '').trim();
}

/**
 * A plain consequence said as a calm person states it: without its emphasis, and its condition set off by a comma
 * ("If you don't stop I call police, I am serious." -> "If you don't stop, I call police."), which the fragment check
 * reads as one sentence.
 */
export function plainConsequence(sentence: string): string {
  return withoutEmphasis(sentence).replace(UNSET_CONDITION, '$1, ');
}
