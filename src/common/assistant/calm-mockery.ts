/**
 * What mockery says, said plainly (calm-sentence.ts offers these as a sentence's calm forms):
 *   - mock delight or mock thanks for a thing that wronged the sender names the thing ("Loving the 7am drilling every
 *     Saturday 😒", "Thanks for the free 2am drum concert 🙄👏" -> "the 2am drum concert", which the composer says as
 *     "I'm not happy about …");
 *   - "Late again, what a surprise." is the complaint with its subject ("You're late again.").
 * Thanks for a kindness ("Thanks for the lift on Friday!") is no mockery here.
 */
import { withoutTail } from './calm-point';
import { ANY_EMOJI, CONTEMPT_EMOJI_ONE } from './emoji';

/**
 * "Loving the 7am drilling every Saturday 😒", "Love waking up at 6am to your drill": mock delight in a thing or an
 * experience, which is what the sender is unhappy about.
 */
const MOCK_LOVE_THING =
  /^\W*(?:(?:oh|wow|just|so|really|honestly|absolutely),?\s+)*(?:I\s+)?(?:love|loving|loved|adore|adoring|enjoying)\s+(?=(?:the|your|ur|all\s+the|this|these|those)\s|\p{L}+ing\b)/iu;

/**
 * "Thanks for the 3am drum solo 🥁👏 really needed that": thanks for a thing that wronged the sender, said with a
 * contempt emoji, a mocking tail or an hour that says so; not thanks for a kindness ("the lift", "the invite").
 */
const MOCK_THANKS_THING =
  /^\W*(?:(?:oh|wow|gee|well|so),?\s+)*(?:thanks|thank\s+you|thx|cheers)(?:\s+(?:so\s+much|a\s+lot|again))?\s+for\s+(?=(?:the|your|ur|all\s+the|another|that)\s)/i;
const KINDNESS_THING =
  /\b(?:invite|invitation|lift|ride|help|card|gift|present|flowers|advice|offer|support|update|reminder|heads[\s-]up|tip|visit|meal|evening|chat|call|message|text|reply|email|note|info|information|loan|money|cake|food)\b/i;
const SAID_AS_WRONG = /\b\d{1,2}(?::\d\d)?\s?(?:am|pm)\b|\bmidnight\b/i;

/** Praise before the thing mocked ("the free 2am drum concert", "your lovely 6am drilling"). */
const MOCK_ADJECTIVE =
  /^((?:the|your|ur|this|these|those|another|all\s+the)\s+)(?:free|lovely|wonderful|amazing|fantastic|great|brilliant|delightful|charming|beautiful|fabulous|excellent)\s+/i;

/** The opening of thanks for a thing that wronged the sender (MOCK_THANKS_THING), or null. */
export function mockThanks(sentence: string): RegExpExecArray | null {
  const thanked = MOCK_THANKS_THING.exec(sentence);
  const wronged =
    !!thanked &&
    !KINDNESS_THING.test(sentence) &&
    (CONTEMPT_EMOJI_ONE.test(sentence) || withoutTail(sentence) !== sentence || SAID_AS_WRONG.test(sentence));
  return wronged ? thanked : null;
}

/** "Late again, what a surprise.", "Late again. Shocking.": how the reader is, again, said without its subject. */
const STATE_AGAIN = /^\W*(late|wrong|busy|drunk|hungover|broke|sick|absent|missing)\s+again\W*$/i;

/** "Late again." said as the complaint it is ("You're late again."); null for any other sentence. */
export function againAsSaid(sentence: string): { text: string; added: string[] } | null {
  const m = STATE_AGAIN.exec(withoutTail(sentence).trim());
  return m ? { text: `You're ${m[1]!.toLowerCase()} again.`, added: [] } : null;
}

/**
 * The thing mock delight or mock thanks is for, up to an emoji or a mocking tail and without the praise that mocked it
 * ("the 2am drum concert"), or null: no such opening, or a phrase too short to name a thing.
 */
export function mockedThing(sentence: string): string | null {
  const opening = MOCK_LOVE_THING.exec(sentence) ?? mockThanks(sentence);
  if (!opening) return null;
  const thing = withoutTail(sentence.slice(opening[0].length).split(ANY_EMOJI)[0]!)
    .replace(/[\s,;:.!?…]+$/, '')
    .replace(MOCK_ADJECTIVE, '$1')
    .trim();
  return thing.split(/\s+/).length >= 2 ? thing : null;
}
