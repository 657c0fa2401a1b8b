/**
 * What the other person's message is, for a reply to answer it: a complaint, a request, a question, a
 * plan, news (good or bad), an apology, thanks, a greeting, an agreement, or a plain statement.
 * A complaint is found by the learned charged score (charged-score.ts) and by what a complaint says
 * ("you forgot", "again", "still waiting"), so good-news replies never answer one.
 */
import { isMessageCharged } from './charged-score';
import { readMessage } from './intent';

export type MessageKind =
  | 'complaint'
  | 'request'
  | 'question'
  | 'plan'
  | 'good-news'
  | 'bad-news'
  | 'apology'
  | 'thanks'
  | 'greeting'
  | 'agreement'
  | 'statement';

export interface MessageReading {
  kind: MessageKind;
  /** The request from the reader's side ("pick up Emma at 5pm"), when the message asks for something. */
  ask: string | null;
  /** For a question: one a yes or no answers, or an open one. */
  question: 'yes-no' | 'open' | null;
  /** The learned score (or a bitter give-up) says the message is heated. */
  heated: boolean;
}

/** Giving up on the exchange: "whatever, go without me then", "forget it". */
const BITTER = /^\W*(?:whatever|forget it|never ?mind|nvm)\b/i;

/** What a complaint says even when it is calmly worded. */
const COMPLAINT =
  /\b(?:you|u|he|she|they|your|his|her|their)\s+(?:\w+\s+)?(?:forgot|forget|didn['’]?t|did not|never|haven['’]?t|hasn['’]?t|have not|has not|wasn['’]?t|weren['’]?t|won['’]?t|keep|kept|ignored|ignore|missed|lost|broke|left|promised)\b|\b(?:again|once again|as usual|yet again|still\s+(?:haven['’]?t|hasn['’]?t|not|no|waiting)|(?:second|third|fourth|fifth|\d+(?:st|nd|rd|th))\s+time|been waiting|kept waiting|not (?:ok|okay|acceptable|fair)|unacceptable|disappointed|fed up|sick of|tired of|had enough|why (?:did|didn['’]?t|do|don['’]?t|are|aren['’]?t|is|isn['’]?t|would|wouldn['’]?t|can['’]?t|won['’]?t) (?:you|u|he|she|they))\b/i;

/** The writer's own misfortune or worry: answered with sympathy, not a fix. */
const BAD_NEWS =
  /\b(?:bad news|unfortunately|sadly|i didn['’]?t get|we didn['’]?t get|didn['’]?t make (?:it|the)|failed|got (?:rejected|fired|laid off|dumped)|laid off|lost (?:my|our|the)|passed away|died|funeral|in (?:the )?hospital|(?:is|am|are|been|got|feel(?:ing)?) (?:sick|ill|unwell)|has (?:a )?(?:fever|flu|covid)|broke (?:his|her|my|their) (?:arm|leg|wrist|ankle)|cancel(?:l)?ed on (?:me|us)|i['’]m (?:so )?(?:worried|scared|anxious|nervous|stressed|devastated|heartbroken|gutted|exhausted)|can['’]?t stop crying)\b/i;

/** Good things that happened: a reply may celebrate these, and only these. */
const GOOD_NEWS =
  /\b(?:good news|great news|guess what|got (?:the|a|my) (?:job|offer|place|part|promotion|scholarship|house|flat|apartment)|got (?:in|accepted|promoted|engaged|married)|(?:passed|aced) (?:the|my|his|her|their)|we['’]re (?:engaged|expecting|pregnant)|(?:i|we|she|he|they) (?:won|made the team)|first (?:steps|tooth|word)|so (?:happy|excited|proud)|can['’]?t wait|finally (?:got|did|passed|finished))\b/i;

/** A plan the other person proposes or announces ("Let's meet at 5", "I'll drop them off Friday"). */
const PLAN =
  /\b(?:let['’]?s|let us|how about|what if we|we could|we can|we should|shall we|the plan is|plan is to|i['’]ll|i will|i['’]m going to|i am going to|we['’]ll|we will|i['’]m planning|i plan to|i was thinking)\b/i;

const ASKS_THE_READER = /\b(?:can|could|would|will)\s+(?:you|u)\b|\bplease\b|\bI\s+need\s+you\s+to\b/i;
const THANKS = /\b(?:thanks|thank you|thank u|thx|ty|appreciate (?:it|that|you))\b/i;
const APOLOGY = /\b(?:sorry|apologi[sz]e|my bad|my fault|i was wrong|forgive me)\b/i;
const NOT_AN_APOLOGY =
  /\bsorry (?:to hear|for your loss|that happened|but|,\s*but|not sorry)\b|\bsorry,? but\b/i;
const GREETING =
  /^\s*(?:hi|hello|hey|good (?:morning|afternoon|evening)|yo|hiya)\b[\s,!.]*(?:\w+[\s,!.]*)?$/i;
const AGREEMENT =
  /^\s*(?:yes|yeah|yep|yup|sure|ok(?:ay)?|sounds good|deal|agreed|will do|of course|no problem|that works|works for me|perfect|absolutely|definitely)\b/i;

export function readKind(text: string): MessageReading {
  const base = readMessage(text);
  const heated = isMessageCharged(text) || BITTER.test(text);
  const question: MessageReading['question'] =
    base.intent === 'yes-no-question' ? 'yes-no' : base.intent === 'open-question' ? 'open' : null;
  const ask = base.intent === 'request' || base.intent === 'charged' ? base.ask : null;
  const read = (kind: MessageKind): MessageReading => ({ kind, ask, question, heated });

  if (!text.trim()) return read('statement');
  if (APOLOGY.test(text) && !NOT_AN_APOLOGY.test(text) && !heated) return read('apology');
  // The writer's own bad news ("I didn't get the job") reads like a complaint's words, but is not one.
  if (BAD_NEWS.test(text) && !heated && !/\b(?:you|u|your)\b/i.test(text)) return read('bad-news');
  if (heated || COMPLAINT.test(text)) return read('complaint');
  // "Let's meet at 3" proposes a plan; "Can you meet at 3?" asks the reader for something.
  if (PLAN.test(text) && !question && !ASKS_THE_READER.test(text)) return read('plan');
  if (base.intent === 'request') return read('request');
  if (question) return read('question');
  if (BAD_NEWS.test(text) || base.tone === 'sad' || base.tone === 'hurt' || base.tone === 'anxious')
    return read('bad-news');
  if (THANKS.test(text)) return read('thanks');
  if (GOOD_NEWS.test(text)) return read('good-news');
  if (AGREEMENT.test(text)) return read('agreement');
  if (GREETING.test(text)) return read('greeting');
  if (base.tone === 'excited' || base.tone === 'happy') return read('good-news');
  return read('statement');
}
