/**
 * A hostile question or a formal reproach said as the sender's point, for a sentence the learned score reads charged
 * (calm-choose.ts tries it before a drop; calm-view.ts rhetoricalAsView hands it to the plain forms). Readers of the blind rounds called
 * the stock line these sentences fell to ("Could we talk calmly about my fence?") the point erased; each shape here
 * keeps what the question was about in the sender's own words and says it as a wish, a worry or a request:
 *
 *   "Why do you have to make a scene every time I wear eyeliner?" -> "It bothers me when you make a scene every time I wear eyeliner."
 *   "Is there a reason your kids are throwing stones over my fence?" -> "Could you tell me why your kids are throwing stones over my fence?"
 *   "So when were you planning to tell me about the £900?"       -> "I'd like to talk about the £900."
 *   "Who said you could take Emma to Spain without asking me?"   -> "I wish you had checked with me before taking Emma to Spain."
 *   "Whose bright idea was it to book the 6am flight?"            -> "I don't think it was right to book the 6am flight."
 *   "Who exactly decided my daughter should sit alone at lunch?" -> "Could you tell me who decided my daughter should …?"
 *   "How is it my fault that you forgot Josh's kit?"             -> "I don't think it's my fault that you forgot Josh's kit."
 *   "Kindly refrain from moving my stapler."                     -> "Please don't move my stapler."
 *   "Your remarks about my partner were entirely unacceptable."  -> "I was hurt by your remarks about my partner."
 *   "I am appalled that my daughter was excluded."               -> "I am very upset that my daughter was excluded."
 *   "I trust you will correct the record before Friday."          -> "Please correct the record before Friday."
 *   "Apparently it's too much to ask for the teacher to email us." -> "I'd like the teacher to email us."
 *   "Why is it that every time I need you, you're 'busy'?"       -> "It bothers me that every time I need you, you're busy."
 *   "Do you ever actually read the emails I send you?"           -> "Please read the emails I send you."
 *   "Who raised you to throw your rubbish over my fence?"        -> "Please don't throw your rubbish over my fence."
 *   "Since when do you get to decide who comes to my party?"     -> "I don't think you should decide who comes to my party."
 *   "Are you going to fix the fence, or do I need to get a lawyer involved?" -> "Could you fix the fence? If not, my
 *     next step would be to get a lawyer involved."
 *
 * Every word added is in the calm vocabulary (calm-vocabulary.ts); the caller still holds each form to the output
 * check, so a form that keeps a jab in the sender's words ("… like a normal person") is refused there.
 */
import { bareVerb, coolDown, finish } from './calm-finish';
import { ANY_EMOJI } from './emoji';
import { lowerFirst } from './text';
import { verbForm } from './nlp';
import { commandFollows } from './calm-request';
import { withoutScareQuotes } from './calm-parts';
import { LEGITIMATE_STEP } from './consequence';

/** Discourse words a question may open with ("So when …", "And who said …", "ok but why …"). */
const LEAD = String.raw`^\W*(?:(?:and|but|so|ok|okay|seriously|honestly|um|hmm|sorry\s+but)\b,?\s+)*`;
/** The question's end: its marks, and emoji or a laugh after them. */
const END = String.raw`\s*[?!.…]*\s*$`;
const YOU = String.raw`(?:you|u)`;

const q = (source: string) => new RegExp(LEAD + source + END, 'iu');

/**
 * "Why do you (always|have to|need to) …?": what the reader keeps doing bothers the sender. ("Since when do you care
 * about anything I do?" says the reader never does: it has no such form.)
 */
const WHY_DO_YOU = q(
  String.raw`why\s+(?:do|must)\s+${YOU}\s+(?:(?:always|constantly|have\s+to|need\s+to|feel\s+the\s+need\s+to|always\s+have\s+to)\s+)+(.+?)`,
);
const WHY_KEEP = q(String.raw`why\s+(?:do|must)\s+${YOU}\s+((?:keep|insist\s+on)\s+\p{L}+ing\b.*?)`);
/**
 * "Is there a reason your kids are throwing stones over my fence?": the sender asks why, in the words calm-sentence.ts
 * asks a hostile question's reason with when it builds that question's candidates ("Why can't you ever …?" is asked
 * there only).
 */
const IS_THERE_A_REASON = q(
  String.raw`is\s+there\s+(?:a|any)\s+(?:good\s+|particular\s+|specific\s+)?reason\s+(?:why\s+|that\s+)?(.+?)`,
);
/** "When were you planning to tell me about …?", "When were you going to mention …?": the sender wants to talk about it. */
const WHEN_WERE_YOU_TELLING = q(
  String.raw`when\s+(?:were|was|are)\s+${YOU}\s+(?:planning|going|thinking|intending|gonna|hoping)\s+(?:on\s+|of\s+)?(?:to\s+)?(?:(?:tell|telling)\s+(?:me|us)\s+about|(?:mention|mentioning|bring\s+up|bringing\s+up))\s+(.+?)`,
);
/** "Who said you could …?", "Who gave you permission to …?": the sender asks to be asked first. */
const WHO_SAID_YOU_COULD = q(
  String.raw`who\s+(?:said|says|told\s+${YOU})\s+(?:that\s+)?${YOU}\s+(?:could|can|were\s+allowed\s+to|are\s+allowed\s+to|may|might)\s+(.+?)`,
);
const WHO_GAVE_YOU = q(String.raw`who\s+gave\s+${YOU}\s+(?:the\s+)?(?:permission|right)\s+to\s+(.+?)`);
/** "Who decided it was a good idea to …?", "Whose bright idea was it to …?": the sender thinks it was not right. */
const WHO_DECIDED = q(
  String.raw`who\s+(?:exactly\s+|on\s+earth\s+|the\s+hell\s+)?(?:decided|thought)\s+(?:that\s+)?(?:it\s+was|it\s+would\s+be|it['’]s|it\s+is)\s+(?:a\s+)?(?:good|great|smart|clever|sensible|brilliant|fine|ok|okay|acceptable|reasonable)\s+(?:idea\s+)?to\s+(.+?)`,
);
/** "Who exactly decided my daughter should sit alone at lunch?": the sender wants to know, and asks. */
const WHO_DECIDED_THAT = q(
  String.raw`who\s+(?:exactly\s+|on\s+earth\s+)?decided\s+(?:that\s+)?(?!(?:it\s+was|it\s+would\s+be|it['’]s|it\s+is)\b)(.+?)`,
);
const WHOSE_IDEA = q(String.raw`whose\s+(?:\p{L}+\s+)?idea\s+was\s+(?:it|this|that)\s+to\s+(.+?)`);
/**
 * "Apparently it's too much to ask for the teacher to email parents first.": what the sender would like, said as
 * a wish (without the sarcasm, "it's too much to ask" would say the opposite).
 */
const TOO_MUCH_TO_ASK = q(
  String.raw`(?:(?:apparently|clearly|obviously|evidently|i\s+guess|guess)\b,?\s+)?(?:it['’]?s|it\s+is|that['’]?s|that\s+is)\s+(?:(?:just|clearly|apparently|obviously)\s+)?(?:too\s+much|asking\s+too\s+much|too\s+hard)\s+to\s+(?:ask|expect|want)\s+(?:for\s+)?(.+?)`,
);

/** "Is it too much to ask that you don't comment on my weight?": what the sender asks, asked. */
const TOO_MUCH_THAT_YOU = q(
  String.raw`is\s+it\s+(?:really\s+|honestly\s+|seriously\s+)?(?:too\s+much|asking\s+too\s+much|so\s+hard)\s+to\s+(?:ask|expect)\s+(?:that\s+)?(?:you|u)\s+(.+?)`,
);
/** "Do you ever plan on doing a load of laundry …?": asked as the request it stands for. */
const EVER_PLAN = q(
  String.raw`do\s+(?:you|u)\s+(?:ever\s+)?(?:plan|intend|mean)\s+(?:on|to)\s+(\p{L}+)\b(.*?)`,
);
/**
 * "Why do you even ask for my opinion if you've already decided?": what the reader does, said as what bothers. Not
 * "Why do you even care where I was?", which says the reader does not care.
 */
const WHY_EVEN = q(
  String.raw`why\s+do\s+(?:you|u)\s+even\s+(?!(?:care|bother|mind|want|need|think|know|try|like|love|notice|listen|pretend)\b)(.+?)`,
);

/**
 * "Are you going to fix the fence your tree smashed, or do I need to get a lawyer involved?": an ultimatum asked as a
 * question, said as the request and the sender's next step through a proper channel (consequence.ts).
 */
const GOING_TO_OR_STEP = q(
  String.raw`(?:are|r)\s+(?:you|u)\s+(?:ever\s+|actually\s+|even\s+)?(?:going\s+to|gonna)\s+(.+?),?\s+or\s+(?:do|should|shall|will|must|am)\s+I\s+(?:(?:need|have|going)\s+to\s+|gonna\s+)?(.+?)`,
);

/** "Why is it that every time I need you, you're suddenly 'busy'?": what happens keeps bothering the sender. */
const WHY_IS_IT_THAT = q(String.raw`why\s+is\s+it\s+(?:always\s+)?that\s+(.+?)`);
/**
 * "Do you ever actually read the emails I send you, or …?": asked as the request it stands for. Not of a feeling or
 * a belief ("Do you even care?", "Do you ever think about me?"), which has no request in it.
 */
const DO_YOU_EVER = q(
  String.raw`do\s+(?:you|u)\s+(?:ever|even)\s+(?:actually\s+|really\s+|once\s+)?(?!(?:care|think|wonder|miss|feel|want|need|love|like|worry|know|remember|stop|mind|notice|realise|realize|consider|get|have|go|see|hear|plan|intend|mean)\b)(\p{L}+)\b(.*?)`,
);
/** "Who raised you to throw your rubbish over my fence?": the sender asks that it stop. */
const WHO_RAISED = q(String.raw`who\s+(?:raised|taught|brought\s+up)\s+(?:you|u)\s+to\s+(.+?)`);
/** "Since when do you get to decide who comes to my birthday?": the sender does not think the reader should. */
const SINCE_WHEN = q(
  String.raw`since\s+when\s+(?:do|does|did|can|could)\s+(?:you|u)\s+(?:get\s+to|have\s+the\s+right\s+to)\s+(.+?)`,
);

/**
 * "How exactly is my son supposed to pass when you don't answer a single email?", "How am I supposed to plan anything
 * if you cancel last minute?": what makes it hard, said as that.
 */
const SUPPOSED_TO = q(
  String.raw`how\s+(?:exactly\s+|on\s+earth\s+|in\s+the\s+world\s+)?(am\s+I|are\s+we|is\s+(?!it\b|that\b|this\b)[\p{L}'’ ]{2,40}?|are\s+(?!you\b|u\b)[\p{L}'’ ]{2,40}?)\s+(?:supposed|meant|expected)\s+to\s+(.+?)\s+(when|if|while|with)\s+(.+?)`,
);

/** "How (exactly) is it my fault that …?": the sender does not think it is. */
const MY_FAULT = q(
  String.raw`how\s+(?:exactly\s+|on\s+earth\s+|in\s+the\s+world\s+)?is\s+(?:it|this|that)\s+my\s+fault\s+(?:that\s+)?(.+?)`,
);

/** "Kindly refrain from …", "I would ask that you refrain from …", after a greeting or an opening clause. */
const REFRAIN =
  /^(.*?)\b(?:(?:kindly|please)\s+|I\s+(?:would|must|will|shall)\s+(?:kindly\s+|politely\s+|therefore\s+)?(?:ask|request)\s+(?:that\s+)?(?:you\s+)?(?:to\s+)?)(?:kindly\s+)?refrain\s+from\s+(\p{L}+ing)\b(.*?)[.!…]*\s*$/iu;
/** "Your remarks … were entirely unacceptable.": a verdict on what the reader did, said as how it landed. */
const CONDUCT_VERDICT =
  /^(.*?)\b((?:your|ur)\s+\p{L}.*?|the\s+way\s+(?:you|u)\s+.+?|what\s+(?:you|u)\s+(?:said|did|wrote|posted)\b.*?)\s+(was|were|is|are)\s+(?:(?:entirely|wholly|completely|totally|utterly|quite|simply|frankly|absolutely|really|just|deeply|extremely|very),?\s+)*(?:unacceptable|inappropriate|out\s+of\s+line|uncalled\s+for|disrespectful|hurtful|offensive|insulting|disgraceful|appalling|shameful|outrageous|not\s+(?:acceptable|okay|ok|on|appropriate))[.!…]*\s*$/iu;
/**
 * "I trust you will correct the record before the minutes are circulated.", "I trust you can manage to send them
 * today.": a request dressed as confidence, asked plainly. ("I trust you are pleased with yourself." asks nothing.)
 */
const I_TRUST =
  /^(.*?)\bI\s+trust\s+(?:that\s+)?(?:you|u)\s+(will|can|could|would)\s+(not\s+|never\s+)?(?:(?:kindly|now|finally|at\s+least)\s+)?(?:(?:manage|be\s+able|find\s+(?:the\s+)?time)\s+to\s+)?(.+?)[.!…]*\s*$/iu;
/** What a trusted request may not ask: a feeling or a belief ("understand why", "appreciate how"), or a jab's verbs. */
const NO_TRUSTED_ASK =
  /^(?:understand|appreciate|agree|see|find|enjoy|be|feel|realise|realize|know|require|need|have|manage|cope|handle)\b/i;

/** "I am appalled that …": the strength of feeling said in the calm vocabulary's words. */
const APPALLED =
  /\b(I\s+am|I['’]m|im)\s+(?:frankly\s+|absolutely\s+|utterly\s+|quite\s+|honestly\s+)?(?:appalled|horrified|outraged|incensed|livid|furious|dismayed|disgusted|sickened)\s+(that|by|at)\b/iu;

const WITHOUT_ASKING = /,?\s+without\s+(?:asking|telling|checking\s+with)\s+(?:me|us)(?:\s+first)?\b/i;

const GLOBAL_VERDICT =
  /^be\s+(?:so|such|this|that|a|an|always)\b|\b(?:ruin|ruins|spoil|spoils|wreck|wrecks|mess\s+up)\s+(?:everything|it\s+all)\b|\b(?:make|makes)\s+everything\s+about\b/i;

const COMPARED =
  /\b(?:more|less)\s+like\b|\blike\s+(?:a\s+normal|an?\s+adult|everyone|everybody|other|your|his|her|their)\b/i;

const ALTERNATIVE =
  /,?\s+or\s+(?:do|does|did|are|is|was|were|should|shall|will|would|can|am|have|has)\s+(?:you|u|I|we|they|it|that|this)\b.*$/i;

/** The words a question asked about, without its heat, its emoji and its end. */
function body(rest: string): string {
  // "…, or do you just not care?": a mocking second choice is no part of what was asked about.
  // "you're suddenly 'busy'": the marks mock what the reader claimed; the point says the word plainly.
  const asked = withoutScareQuotes(rest.replace(ALTERNATIVE, ''));
  const cool = coolDown(asked.replace(ANY_EMOJI, ' '))
    .replace(/[\s,;:.!?…]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  // coolDown opens a sentence with a capital; the body goes inside one, as the sender wrote its first word.
  return /^\s*\p{Ll}/u.test(asked) ? lowerFirst(cool) : cool;
}

/** A body of at least two words: "Why can't you just?" says nothing to keep. */
const enough = (s: string) => s.split(/\s+/).filter(Boolean).length >= 2;

/** The sender's point of a hostile question (see the shapes above); null when it is none of them. */
function questionAsPoint(said: string): string | null {
  // "… that you don't comment on my weight" asks "Please don't comment on my weight"; "… that you call first" asks it.
  const askedOf = (b: string) => {
    const not = /^(?:don['’]?t|dont|do\s+not|not)\s+(.+)$/i.exec(b);
    return not ? `Please don't ${not[1]}` : `Please ${b}`;
  };
  // "Who said you could take Emma to Spain?" asks about what was done: the wish is in the past, the act a gerund
  // ("taking", whose stem the check reads as the sender's "take"), and "without asking me" is what the wish says.
  const askedFirst = (b: string) => {
    const [verb, ...rest] = b.replace(WITHOUT_ASKING, '').split(/\s+/);
    // "take" -> "taking"; none for a word compromise does not know as a verb.
    const doing = verbForm(verb!, 'Gerund');
    return doing ? `I wish you had checked with me before ${[doing, ...rest].join(' ')}` : '';
  };
  // "Why do you have to be so loud?": after "when you" the verb agrees ("when you are so loud"). A verdict on the
  // whole of the reader ("ruin everything", "be so dramatic") is no habit to name, and goes with the jab.
  // "Why do you even have a phone if you never answer it?" asks about the condition, not a habit: no "when you" form.
  const whenYou = (b: string) =>
    GLOBAL_VERDICT.test(b) || /\bif\b/i.test(b) ? '' : `It bothers me when you ${b.replace(/^be\b/i, 'are')}`;
  const shapes: Array<[RegExp, (b: string) => string]> = [
    [WHY_DO_YOU, whenYou],
    [WHY_KEEP, whenYou],
    [IS_THERE_A_REASON, (b) => `Could you tell me why ${b}?`],
    [WHEN_WERE_YOU_TELLING, (b) => `I'd like to talk about ${b}`],
    [WHO_SAID_YOU_COULD, askedFirst],
    [WHO_GAVE_YOU, askedFirst],
    [WHO_DECIDED, (b) => `I don't think it was right to ${b}`],
    [WHOSE_IDEA, (b) => `I don't think it was right to ${b}`],
    [WHO_DECIDED_THAT, (b) => `Could you tell me who decided ${b}?`],
    [MY_FAULT, (b) => `I don't think it's my fault that ${b}`],
    [TOO_MUCH_THAT_YOU, (b) => askedOf(b)],
    [WHY_EVEN, whenYou],
    [WHY_IS_IT_THAT, (b) => `It bothers me that ${b}`],
    [WHO_RAISED, (b) => askedOf(`don't ${b}`)],
    [SINCE_WHEN, (b) => `I don't think you should ${b}`],
    // "for the teacher to email parents" -> "the teacher to email parents", "you to clean up" asks the reader; "a
    // text when you're late" stays a thing.
    [
      TOO_MUCH_TO_ASK,
      (b) => (/^(?:you|u)\b(?!\s+to\b)/i.test(b) ? '' : `I'd like ${b.replace(/^u\b/i, 'you')}`),
    ],
  ];
  const hard = SUPPOSED_TO.exec(said);
  if (hard) {
    const [, who, act, link, why] = hard as unknown as [string, string, string, string, string];
    const whom = /^am\s+I$/i.test(who)
      ? 'me'
      : /^are\s+we$/i.test(who)
        ? 'us'
        : lowerFirst(who.replace(/^(?:is|are)\s+/i, ''));
    const b = `${body(act)} ${link.toLowerCase()} ${body(why)}`;
    return enough(body(act)) || enough(body(why)) ? finish(`It's hard for ${whom} to ${b}`) : null;
  }
  const ultimatum = GOING_TO_OR_STEP.exec(said);
  if (ultimatum) {
    const [ask, step] = [body(ultimatum[1]!), body(ultimatum[2]!)];
    return enough(ask) && LEGITIMATE_STEP.test(step)
      ? `${finish(`Could you ${ask}`, '?')} If not, my next step would be to ${step}.`
      : null;
  }
  const ever = DO_YOU_EVER.exec(said);
  if (ever) {
    // "… listen to anything I say", "a single word I say": asked, it is what the sender says.
    // "… or just guess": the mocking second choice goes with the question.
    const b = body(`${ever[1]!.toLowerCase()}${ever[2]!.replace(/,?\s+or\s+.*$/i, '')}`).replace(
      /\b(?:anything|a\s+(?:single\s+)?word)\s+(I\s+(?:say|said|write|tell\s+(?:you|u)))\b/i,
      'what $1',
    );
    return enough(b) && !COMPARED.test(b) ? finish(`Please ${b}`) : null;
  }
  const plan = EVER_PLAN.exec(said);
  if (plan) {
    const verb = /ing$/i.test(plan[1]!) ? bareVerb(plan[1]!.toLowerCase()) : plan[1]!.toLowerCase();
    const b = body(`${verb}${plan[2]}`);
    return enough(b) && !COMPARED.test(b) ? finish(`Could you ${b}`, '?') : null;
  }
  for (const [shape, say] of shapes) {
    const m = shape.exec(said);
    if (!m) continue;
    const b = body(m[1]!);
    // "Why can't you be more like your sister?" still compares: no wish says it kindly.
    const point = enough(b) && !COMPARED.test(b) ? say(b) : '';
    return point ? finish(point) : null;
  }
  return null;
}

/** The opening a formal form keeps ("Dear Mr Osei, Further to your comments at parents' evening, "). */
const opening = (lead: string) => lead.replace(/\s+$/, '');
const joined = (lead: string, rest: string) =>
  finish(opening(lead) ? `${opening(lead)} ${lowerFirst(rest)}` : rest);

/** A formal reproach's point: a request to refrain, a verdict on conduct, an "I am appalled". */
/** "I see you found time to post photos but not to ring your mother", "so u had time to go to kaylas party but not my bday". */
const TIME_BUT_NOT =
  /^\W*(?:(?:lol|well|so|ok(?:ay)?|oh|wow|funny|interesting)\b[,.\s]+)*(?:I\s+(?:see|notice|noticed)\s+(?:that\s+)?)?(?:you|u)\s+(had|found|have|find|made|make)\s+(?:the\s+)?time\s+(to|for)\s+(.+?),?\s+but\s+not\s+(?:(to|for)\s+)?(.+?)(?:[\s,.!?…]+(?:ok|k|got it|noted|lol|then|lovely))*[\s,.!?…]*$/iu;

/**
 * Time found for one thing and not for the sender, said as the hurt it is: "lol I see you had time to like Becca's
 * post but not reply to me 😒" -> "I was hurt that you had time to like Becca's post but not to reply to me.".
 */
function timeButNotAsHurt(said: string): string | null {
  const m = TIME_BUT_NOT.exec(coolDown(said).replace(ANY_EMOJI, ' ').replace(/\s+/g, ' ').trim());
  if (!m) return null;
  const [, verb, link, what, notLink, notWhat] = m as unknown as [
    string,
    string,
    string,
    string,
    string | undefined,
    string,
  ];
  // "… but not for me" is the guilt rule's (rules/guilt.ts: "I'd like you to make time for me too, …").
  if (/^(?:me|us)\b/i.test(notWhat)) return null;
  const past = /^(?:have|had)$/i.test(verb) ? 'had' : /^(?:make|made)$/i.test(verb) ? 'made' : 'found';
  // "but not reply to me" is a verb, said with its "to"; "but not my bday" a thing, said with "for".
  const second =
    notLink?.toLowerCase() ?? (link.toLowerCase() === 'to' && isVerbPhrase(notWhat) ? 'to' : 'for');
  return finish(
    `I was hurt that you ${past} time ${link.toLowerCase()} ${what} but not ${second} ${notWhat}`,
  );
}

/** Whether a phrase opens on a verb ("reply to me"), not on a thing ("my bday"). */
const isVerbPhrase = (phrase: string) =>
  !/^(?:my|your|ur|the|a|an|his|her|our|their)\b/i.test(phrase) && /^\p{L}+/u.test(phrase);

function reproachAsPoint(said: string): string | null {
  const time = timeButNotAsHurt(said);
  if (time) return time;
  const refrain = REFRAIN.exec(said);
  if (refrain) {
    const [, lead, gerund, rest] = refrain as unknown as [string, string, string, string];
    const verb = bareVerb(gerund.toLowerCase());
    return joined(lead, `Please don't ${verb}${body(rest) ? ` ${body(rest)}` : ''}`);
  }
  const trusted = I_TRUST.exec(said);
  if (trusted) {
    const [, lead, modal, not, rest] = trusted as unknown as [
      string,
      string,
      string,
      string | undefined,
      string,
    ];
    const ask = body(rest);
    if (!enough(ask) || NO_TRUSTED_ASK.test(ask) || !commandFollows(ask)) return null;
    if (not) return joined(lead, `Please don't ${ask}`);
    return /^will$/i.test(modal)
      ? joined(lead, `Please ${ask}`)
      : finish(`${opening(lead)} Could you ${ask}`, '?');
  }
  const verdict = CONDUCT_VERDICT.exec(said);
  // Only a verdict that opens its sentence, or follows a greeting or an opening phrase and its comma: "… and the
  // contempt with which your staff treated me was appalling" is not "your staff" judged.
  if (verdict && /^(?:[^,]*,\s*)?$/.test(verdict[1]!)) {
    const [, lead, conduct, be] = verdict as unknown as [string, string, string, string];
    const what = body(lowerFirst(conduct));
    if (!enough(what)) return null;
    const felt = /^(?:was|were)$/i.test(be) ? `I was hurt by ${what}` : `I'm upset about ${what}`;
    return joined(lead, felt);
  }
  if (APPALLED.test(said))
    return finish(said.replace(APPALLED, (_m, i: string, how: string) => `${i} very upset ${how}`));
  return null;
}

/**
 * The sender's point of a hostile question or a formal reproach, or null. Only for a sentence the caller found
 * charged: "Is there a reason the meeting moved?" asked sincerely is no reproach.
 */
export function reframedPoint(sentence: string): string | null {
  const said = sentence.trim();
  return questionAsPoint(said) ?? reproachAsPoint(said);
}
