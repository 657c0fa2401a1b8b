/**
 * Milder put-downs that are not name-calling but still belittle: calling what someone said "nonsense" or
 * "rubbish", "you people", "people like you", "grow a brain", "X disgusts me", "what a bunch of clowns".
 * Each is reworded so the disagreement stays and the put-down goes. Reported as contempt: the sender
 * looks down on what was said or on a group, which is not the same as calling someone a name.
 */
import { AP, regexRule, rx, type Rule } from './rule';

const DISMISSIVE_NOUN = String.raw`(?:nonsense|rubbish|garbage|drivel|trash|bs|bullcrap|horsecrap|claptrap|hogwash|twaddle|tripe|baloney)`;
const ANIMALS = String.raw`(?:donkeys|clowns|animals|monkeys|apes|baboons|sheep|lemmings|pigs|rats|dogs|goats|cockroaches|children|toddlers|babies|losers|morons|idiots|fools)`;

export const putdownRules: Rule[] = [
  regexRule('contempt', 'strong', [
    // "that is complete nonsense" -> "that is not convincing": the disagreement survives.
    [
      rx(
        String.raw`\b(is|are|was|were|sounds like|that${AP}s|this${AP}s|it${AP}s|what${AP}s)\s+(?:just\s+|all\s+|pure\s+|utter\s+|complete\s+|total\s+|absolute\s+|a load of\s+|a bunch of\s+|such\s+|more\s+)*${DISMISSIVE_NOUN}\b(?![-\w])(?!\s+(?:can|bag|bin|day|truck|collection|disposal|pickup|man|men|bags))`,
      ),
      (m: string, verb: string) =>
        `${verb} ${/(?:garbage|trash|rubbish|tripe)\b/i.test(m) ? 'not good' : 'not convincing'}`,
    ],
    // "where did you get that nonsense?" -> "where did you get that idea?" ("such nonsense" stays: it names no one's idea).
    [
      rx(
        String.raw`\b(that|this|your|his|her|their)\s+(?:utter\s+|complete\s+|total\s+|absolute\s+|pure\s+)?nonsense\b(?![-\w])`,
      ),
      '$1 idea',
    ],
    [rx(String.raw`^\W*(?:nonsense|rubbish|bs|bullcrap|hogwash|baloney)\s*[.!]*\s*$`), "I don't agree."],
    // Hostile group labels aimed at the reader.
    [rx(String.raw`\bpeople like (?:you|u|yourself)\b`), 'some people'],
    [
      rx(
        String.raw`(?<!\b(?:love|miss|thank|like|adore|see|meet|with|to|for)\s+)\b(?:you|u|all of you|y${AP}all)\s+people\b(?!\s+(?:are\s+(?:invited|welcome|amazing|great|the best)))`,
      ),
      'you',
    ],
    // "grow a brain", "get a clue", "get a life".
    [
      rx(
        String.raw`^(\W*)(?:just\s+|please\s+)?(?:grow a (?:brain|spine|pair)|get a (?:clue|brain|life)|use your (?:brain|head))\b`,
      ),
      '$1please think this through',
    ],
    [rx(String.raw`\b(?:grow a (?:brain|spine|pair)|get a (?:clue|brain|life))\b`), 'think this through'],
    // "your idea disgusts me" -> "your idea upsets me".
    [
      rx(String.raw`\b(disgusts?|disgusted|sickens|sicken|repulses?|repulsed)\s+(me|us)\b`),
      (_m, v: string, who: string) =>
        `${/ed$/i.test(v) ? 'upset' : /s$/i.test(v) ? 'upsets' : 'upset'} ${who}`,
    ],
    [
      rx(String.raw`\bmakes? me (?:sick|want to (?:puke|vomit|throw up))\b`),
      (m: string) => (/makes/i.test(m) ? 'upsets me' : 'upset me'),
    ],
    // "what a bunch of clowns" -> "what a group of people".
    [
      rx(String.raw`\b(?:a|what a|such a|this|that)\s+(?:bunch|pack|herd|load)\s+of\s+${ANIMALS}\b`),
      (m: string) => `${m.replace(/\s+(?:bunch|pack|herd|load)\s+of\s+\w+$/i, '')} group of people`,
    ],
    // Body-part put-downs: "bit them in the ass", "smells like ass", "head out of your butt".
    [rx(String.raw`\s*\b(?:in|up|out of)\s+(?:the|your|his|her|their|my|its|our)\s+(?:ass|arse|butt)\b`), ''],
    [
      rx(
        String.raw`\b(smells?|smelled|smelling|looks?|looked|tastes?|tasted|feels?|felt)\s+like\s+(?:ass|arse|butt)\b`,
      ),
      '$1 bad',
    ],
  ]),
];
