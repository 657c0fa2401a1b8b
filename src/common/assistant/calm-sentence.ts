/**
 * The general path: a calm sentence for any charged sentence no specific rule made calm. It reads the
 * sentence's shape (a command, an ultimatum, a verdict on the reader, sarcasm, a hostile question, a guilt
 * trip, a complaint about what the reader did) and says the same thing as a person would when calm, with the
 * sender's own words plus the small calm vocabulary (calm-vocabulary.ts). compromise reads the parts of
 * speech and the verb forms.
 *
 *   calmCandidates("Call me back.")           // ["Could you call me back?", ...]
 *   calmCandidates("You're so careless.")     // ["I'm worried about how this was handled.", ...]
 *
 * Candidates come best first; '' means the sentence only wounds and may be dropped. The caller checks each
 * candidate before it is shown (calm-compose.ts).
 */
import nlp from 'compromise';
import { isMockOnly, withoutTail } from './calm-point';
import type { FindingKind } from './rule';
import { lowerFirst, tidy } from './text';

/** A calm form of a sentence and the kind of change it makes. */
export interface Candidate {
  text: string;
  kind: FindingKind;
}

/** Words and marks that only add heat: dropping them changes no fact, request or plan. */
const HEAT =
  /(?:^|[\s,])(?:yet again|once again|as usual|like always|as always|for once|for a change|for (?:god|christ|pete|heaven)['’]?s sake|ffs|smh|lol|lmao|lmfao|ngl|tbh|bruh|bro|dude|wow|ugh|omg|seriously|literally|honestly|obviously|clearly|frankly|actually|even|ever|just|simply|at all|whatsoever|already|right now|this time|again)(?=[\s,.!?;:]|$)/gi;
const CONTEMPT_EMOJI =
  /[\u{1F480}\u{1F643}\u{1F44F}\u{1F644}\u{1F921}\u{1F612}\u{1F926}\u{1F937}\u{1F595}\u{1F624}\u{1F620}\u{1F621}\u{1F92C}\u{1F971}\u{1F611}\u{1F610}\u{1F60F}]\u{FE0F}?(?:\u{200D}[\u2640\u2642]\u{FE0F}?)?|[\u{1F3FB}-\u{1F3FF}]/gu;
/** Short words written in capitals that are names of things, not a raised voice. */
const ACRONYM =
  /^(?:I|OK|ASAP|USA|UK|EU|PDF|ID|TV|PM|AM|CEO|HR|IT|ETA|DM|FYI|RSVP|NYC|LA|BBQ|GPS|ATM|IRS|DMV|ER|ICU|PTA|GPA|SAT|ACT|MRI|COVID|[A-Z]\d*)$/;

/** The sentence with heat words, contempt emoji, shouting and stacked marks taken out. */
export function coolDown(sentence: string): string {
  let s = sentence.replace(CONTEMPT_EMOJI, '').replace(HEAT, (m) => (m.startsWith(',') ? ',' : ' '));
  const letters = s.replace(/[^A-Za-z]/g, '');
  const shouted = letters.length >= 4 && letters.replace(/[^A-Z]/g, '').length / letters.length > 0.6;
  s = s.replace(/\b[A-Z][A-Z'’]{1,}\b/g, (w) =>
    ACRONYM.test(w) && !shouted ? w : w === 'I' || /^I['’]/.test(w) ? w : w.toLowerCase(),
  );
  s = s
    .replace(/\bi\b(?=['’\s]|$)/g, 'I')
    .replace(/([!?])[!?]+/g, (_m, first: string) => (s.includes('?') ? '?' : first))
    .replace(/!/g, '.')
    .replace(/\s+/g, ' ');
  return finish(s);
}

/** Capital first letter, one closing mark, no seams. */
function finish(s: string, mark?: '.' | '?'): string {
  let t = tidy(s.replace(/^[\s,;:.]+/, '').replace(/[\s,;:]+([.?!]*)$/, '$1'));
  if (!/[A-Za-z0-9]/.test(t)) return '';
  if (mark) t = t.replace(/[.!?]*$/, mark);
  else if (!/[.!?]["')\]]*$/.test(t)) t += '.';
  return t.replace(/^([^A-Za-z0-9]*)([a-z])/, (_m, lead: string, c: string) => lead + c.toUpperCase());
}

/** Lower case for the middle of a new sentence, keeping "I" and names. */
function inner(s: string): string {
  return lowerFirst(s.trim()).replace(/[.!?]+$/, '');
}

const SARCASM =
  /^\W*(?:must be nice|thanks for nothing|thanks a lot|gee,? thanks|great job|nice (?:job|work|going|one|of you)|good job|well done|congrat(?:s|ulations)|bravo|way to go|how nice|so glad you|love (?:how|that) you|cool story|real mature|classy|good for you|oh,? (?:great|wonderful|perfect|brilliant|sure)|sure,? (?:jan|buddy|pal)|wow,? (?:thanks|great|nice|amazing)|must be hard|what a (?:surprise|shock)|shocker|color me surprised|big surprise|as if|yeah,? right|whatever you say|if you say so|no worries,? i['’]ll|glad (?:you|to see you) (?:finally|could))\b/i;
const GUILT =
  /\b(?:I['’]ll|I will|I guess I['’]ll|I['’]m going to|guess I['’]ll)\s+(?:just\s+)?(?:do|handle|take care of|figure|sort|pay for|clean|fix|deal with)\b.*\b(?:myself|alone|on my own|by myself)\b|\bdon['’]?t worry about me\b|\bI (?:guess|suppose) I (?:don['’]?t|do not) matter\b|\bnobody (?:cares|helps)\b|\bno one (?:cares|helps)\b|\bafter (?:everything|all) I['’]?ve done\b/i;
const ULTIMATUM_OR =
  /^(.+?),?\s+or\s+(?:else\b.*|I['’]ll\b.*|I will\b.*|I['’]m\b.*|we['’]re\b.*|you['’]ll\b.*|you will\b.*)$/i;
const ULTIMATUM_IF =
  /^if\s+(?:you|u)\s+(.+?),?\s+(?:I['’]ll|I will|I['’]m going to|I am going to|I['’]m gonna|you['’]ll|you will|we['’]re|I['’]m)\b.*$/i;
/** What the sender says they will do in an "If you ..., I'll ..." ultimatum, as a bare verb phrase. */
const NEXT_STEP =
  /,?\s+(?:I['’]ll|I will|I['’]m going to|I am going to|I['’]m gonna)\s+(?!(?:make|ruin|destroy|hurt|kill|end)\b)(.+)$/i;
const LAST_WARNING = /\b(?:last (?:chance|warning|time I['’]m (?:asking|telling))|final warning|or else)\b/i;
const VERDICT = /^(?:you(?:['’]re| are| were)|ur|you r|u r|you['’]ve been)\s+(.+)$/i;
const HOSTILE_WHY =
  /^why\s+(?:can['’]?t|won['’]?t|don['’]?t|didn['’]?t|couldn['’]?t|wouldn['’]?t|do(?:n['’]?t)?|is it so hard (?:for you )?to|is it so hard)\s+(?:you\s+)?(.+?)\?*$/i;
const DROP_QUESTION =
  /^\W*(?:what(?:['’]s| is) wrong with (?:you|u)|who raised you|what were you thinking|are you (?:stupid|dumb|kidding|serious|insane|crazy|deaf|blind)|do you (?:ever )?think|can you (?:even )?read|is that too much to ask|how hard is it|how many times|what is your problem|what(?:['’]s| is) your problem|who do you think you are|are you done|happy now|satisfied)\b/i;
const NEGATIVE_COMMAND = /^(?:(?:please|kindly)\s+)?(?:don['’]?t|do not|never|stop|quit)\s+(.+)$/i;
const LEAD = /^(?:please|kindly|maybe|just|now|so|ok(?:ay)?|look|listen|well|go)\b[\s,]*/i;

/** A command's verb phrase when the sentence is one ("Maybe try reading the email" -> "try reading the email"). */
function commandOf(s: string): string | null {
  let body = s.replace(/[.!?]+$/, '').trim();
  for (let i = 0; i < 2; i++) body = body.replace(LEAD, '');
  if (!body) return null;
  const doc = nlp(body);
  const first = doc.terms().first();
  if (first.has('(thank|thanks|enjoy|congrats|welcome|love|miss|have|wish|happy|merry|cool|nice|great|sure)'))
    return null;
  // "Don't ring again" is a negative command (NEGATIVE_COMMAND); "could you don't ..." is not English.
  if (first.has('(#Negative|#Auxiliary|#Modal)') || /^(?:don['’]?t|do not|dont)\b/i.test(body)) return null;
  if (first.has('#Imperative') || (first.has('#Infinitive') && !first.has('#Pronoun'))) return inner(body);
  return null;
}

/** Whether a verdict's rest is only a description ("so careless", "a joke", "such a liar"), no action. */
function isDescription(rest: string): boolean {
  const doc = nlp(rest.replace(/[.!?]+$/, ''));
  if (doc.has('#Verb') && !doc.has('^(being|acting|getting)')) return false;
  return doc.has('(#Adjective|#Noun)');
}

/**
 * Candidate calm sentences for one charged sentence, best first: the reshaped forms ('' where the sentence
 * only wounds), then the sentence with its heat taken out. The composer (calm-compose.ts) tries them in
 * order and drops the sentence when none passes and no fact goes with it.
 */
export function calmCandidates(sentence: string): Candidate[] {
  // Mock praise alone goes whole; a mocking tail ("..., got it", "... nice") goes before anything is reshaped.
  if (isMockOnly(sentence)) return [{ text: '', kind: 'sarcasm' }];
  const cool = coolDown(withoutTail(sentence));
  const body = cool.replace(/[.!?]+$/, '').trim();
  const out: Candidate[] = [];
  const push = (text: string, kind: FindingKind) => {
    if (!out.some((c) => c.text === text)) out.push({ text, kind });
  };
  const coolKind: FindingKind = /[A-Z]{3}/.test(sentence) ? 'shouting' : 'contempt';
  if (!body) return [{ text: '', kind: 'contempt' }];

  if (SARCASM.test(body)) push('', 'sarcasm');
  if (GUILT.test(body)) push('Could you help me with this?', 'exasperation');

  const ifThreat = ULTIMATUM_IF.exec(body);
  // "If you X, I'll Y": the consequence said as the sender's next step, then the request alone.
  const step = ifThreat ? NEXT_STEP.exec(body) : null;
  if (step)
    push(finish(`If you ${inner(ifThreat![1]!)}, my next step would be to ${inner(step[1]!)}`), 'threat');
  // "If you don't come home before 10, ...": the request is the positive one.
  const ifNegated = ifThreat ? /^(?:don['’]?t|dont|do not)\s+(.+)$/i.exec(inner(ifThreat[1]!)) : null;
  if (ifNegated) push(finish(`Please ${ifNegated[1]!}`), 'threat');
  else if (ifThreat) push(finish(`Please don't ${inner(ifThreat[1]!)}`), 'threat');
  // "Pay what you owe or enjoy court": the demand, asked; the menace after "or" goes.
  const orThreat = ULTIMATUM_OR.exec(body) ?? /^(.+?),?\s+or\s+.+$/i.exec(body);
  const orAsk = orThreat ? commandOf(orThreat[1]!) : null;
  if (orAsk) push(finish(`Could you ${orAsk}`, '?'), 'threat');
  else if (orThreat && ULTIMATUM_OR.test(body)) push(finish(orThreat[1]!), 'threat');

  if (cool.endsWith('?')) {
    if (DROP_QUESTION.test(body)) push('', 'contempt');
    const why = HOSTILE_WHY.exec(body);
    if (why && !/^do\b/i.test(body.slice(4))) push(finish(`Could you ${inner(why[1]!)}`, '?'), 'demand');
    push(cool, coolKind);
  }

  const negative =
    NEGATIVE_COMMAND.exec(body)?.[1] &&
    !/^\w{2,}ing\b/.test(
      NEGATIVE_COMMAND.exec(body)![1]!
        .toLowerCase()
        .replace(/^(?:ring|bring|sing|sting|swing|fling|cling|wring)\b/, 'x'),
    )
      ? NEGATIVE_COMMAND.exec(body)
      : null;
  if (negative && !/\?$/.test(cool)) push(finish(`Please don't ${inner(negative[1]!)}`), 'demand');
  // "Kindly stop cc'ing my manager": the request stays a request to stop.
  const stopDoing = /^(?:(?:please|kindly)\s+)?(?:stop|quit)\s+([\w'’]+ing\b.*)$/i.exec(body);
  if (stopDoing && !/\?$/.test(cool)) push(finish(`Please stop ${inner(stopDoing[1]!)}`), 'demand');
  const command = commandOf(body);
  if (command && !negative && !/\?$/.test(cool)) push(finish(`Could you ${command}`, '?'), 'demand');

  const verdict = VERDICT.exec(body);
  if (verdict && isDescription(verdict[1]!)) push("I'm worried about how this was handled.", 'insult');

  if (/^(?:you|u)\s+/i.test(body) && !verdict) push(finish(`I'm frustrated that ${inner(body)}`), 'blame');
  if (LAST_WARNING.test(body)) push(finish(body.replace(LAST_WARNING, '')), 'threat');
  push(cool, coolKind);
  return out;
}
