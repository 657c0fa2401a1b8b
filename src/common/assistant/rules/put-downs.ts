/**
 * Milder put-downs that are not name-calling but still belittle: calling what someone said "nonsense" or
 * "rubbish", "you people", "people like you", "grow a brain", "X disgusts me", "what a bunch of clowns",
 * and calling something a disgrace or a cancer. Each is reworded so the disagreement stays and the
 * put-down goes. Reported as contempt: the sender looks down on what was said or on a group, which is not
 * the same as calling someone a name. Crude words for a person are in crude-insults.ts.
 */
import { gated, AP, regexRule, rx } from '../rule';
import { GET_A_PATTERN, GROW_A_PATTERN, USE_YOUR_PATTERN } from '../lexicon-putdowns';

const DISMISSIVE_NOUN = String.raw`(?:nonsense|rubbish|garbage|drivel|trash|bs|bullcrap|horsecrap|claptrap|hogwash|twaddle|tripe|baloney)`;
const ANIMALS = String.raw`(?:donkeys|clowns|animals|monkeys|apes|baboons|sheep|lemmings|pigs|rats|dogs|goats|cockroaches|children|toddlers|babies|losers|morons|idiots|fools)`;

export const putdownWords = gated(
  /nonsense|rubbish|garbage|drivel|trash|\bbs\b|bullcrap|horsecrap|claptrap|hogwash|twaddle|tripe|baloney|people|brain|spine|pair|clue|life|grip|head|sense|eyes|ears|disgust|sicken|repuls|sick|vomit|puke|throw up|bunch|pack|herd|load|ass|arse|butt/i,
  regexRule(
    'contempt',
    'strong',
    [
      // "that is complete nonsense" -> "that is not convincing": the disagreement survives.
      [
        rx(
          String.raw`\b(is|are|was|were|sounds like|that${AP}s|this${AP}s|it${AP}s|what${AP}s)\s+(?:just\s+|all\s+|pure\s+|utter\s+|complete\s+|total\s+|absolute\s+|a load of\s+|a bunch of\s+|such\s+|more\s+)*${DISMISSIVE_NOUN}\b(?![-\w])(?!\s+(?:can|bag|bin|day|truck|collection|disposal|pickup|man|men|bags))`,
        ),
        (m: string, verb: string) =>
          `${verb} ${/(?:garbage|trash|rubbish|tripe)\b/i.test(m) ? 'not good' : 'not convincing'}`,
      ],
      // "where did you get that nonsense?" -> "where did you get that idea?"; "such nonsense" -> "such claims".
      [
        rx(
          String.raw`\b(that|this|your|his|her|their|such|more)\s+(?:utter\s+|complete\s+|total\s+|absolute\s+|pure\s+)?nonsense\b(?![-\w])`,
        ),
        (_m, det: string) => `${det} ${/^(?:such|more)$/i.test(det) ? 'claims' : 'idea'}`,
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
      // "grow a brain", "get a clue", "get a life" (the put-down lexicon, lexicon-putdowns.ts).
      [
        rx(
          String.raw`^(\W*)(?:just\s+|please\s+)?(?:${GROW_A_PATTERN}|${GET_A_PATTERN}|${USE_YOUR_PATTERN})\b`,
        ),
        '$1please think this through',
      ],
      [rx(String.raw`\b(?:${GROW_A_PATTERN}|${GET_A_PATTERN})\b`), 'think this through'],
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
      [
        rx(String.raw`\s*\b(?:in|up|out of)\s+(?:the|your|his|her|their|my|its|our)\s+(?:ass|arse|butt)\b`),
        '',
      ],
      [
        rx(
          String.raw`\b(smells?|smelled|smelling|looks?|looked|tastes?|tasted|feels?|felt)\s+like\s+(?:ass|arse|butt)\b`,
        ),
        '$1 bad',
      ],
    ],
    [
      [
        'Your summary of the custody call is complete nonsense.',
        'Your summary of the custody call is not convincing.',
      ],
      [
        'Where did you get that nonsense about the Q3 budget?',
        'Where did you get that idea about the Q3 budget?',
      ],
      ['The second draft was rubbish, Priya.', 'The second draft was not good, Priya.'],
      ['Nonsense.', "I don't agree."],
      [
        'People like you are why this team misses deadlines.',
        'Some people are why this team misses deadlines.',
      ],
      ['You people cancel on me every Friday.', 'You cancel on me every Friday.'],
      ['Grow a brain and read the parenting plan.', 'Please think this through and read the parenting plan.'],
      ['The way you spoke to my sister disgusts me.', 'The way you spoke to my sister upsets me.'],
      ['It makes me sick how late the invoices are.', 'It upsets me how late the invoices are.'],
      ['What a bunch of clowns at that open house.', 'What a group of people at that open house.'],
      [
        'Skipping the review will bite us in the ass on Monday.',
        'Skipping the review will bite us on Monday.',
      ],
    ],
  ),
);

// Calling something a disgrace, a cancer or a disaster for someone: a verdict, said plainly.
export const disgraceVerdicts = gated(
  /disgrace|embarrassment|cancer|plague|disaster|nightmare|curse|blight|clue|idea|shut|crawl|die\b|suck|balls|trash|dick|hung|hanged|shot|killed|execut|exicut|beaten|lynched|strung|put down/i,
  regexRule(
    'contempt',
    'strong',
    [
      [
        rx(
          String.raw`\b(?:you|u)\s+(?:don${AP}?t|do not|dont)\s+have\s+(?:a|the first|the slightest)\s+clue\b`,
        ),
        "I don't think you have the full picture",
      ],
      [
        rx(
          String.raw`\b(?:you|u)\s+have\s+no\s+(?:clue|idea)\s+what\s+(?:you${AP}?re|you are|ur)\s+talking\s+about\b`,
        ),
        "I don't think you have the full picture",
      ],
      [rx(String.raw`\bshut\s+(you|him|her|them)\s+up\b`), 'answer $1'],
      [
        rx(String.raw`\bcrawl\s+back\s+(?:under|into)\s+(?:your|a|the|his|her|their)\s+(?:rock|hole|cave)\b`),
        'step back',
      ],
      [rx(String.raw`\b(?:keel over and die|curl up and die)\b`), 'step down'],
      [
        rx(String.raw`\bsucks?\s+(?:the\s+)?(?:balls|big one)\b`),
        (m: string) => (/sucks/i.test(m) ? 'is bad' : 'are bad'),
      ],
      [rx(String.raw`\b(talk|talks|talked|talking)\s+trash\b`), '$1 badly'],
      [rx(String.raw`\b(?:the|enough)\s+balls\s+to\b`), 'the nerve to'],
      [rx(String.raw`\b(someone|somebody|anyone|a man|a person|a guy)\s+with\s+balls\b`), '$1 with courage'],
      [rx(String.raw`\bdick[- ]waving\b`), 'showy'],
      // Wishing violence on someone: the wish for consequences stays, the violence goes.
      [
        rx(
          String.raw`\b(should|ought to|needs? to|deserves? to|deserved to)\s+(?:just\s+)?(?:be|have been|get|got)\s+(?:hung|hanged|shot|killed|executed|exicuted|beaten|lynched|strung up|put down)\b`,
        ),
        (m: string, modal: string) =>
          `${modal} ${/have been/i.test(m) ? 'have been' : 'be'} held accountable`,
      ],
      [rx(String.raw`\b(deserves?|deserved)\s+to\s+die\b`), '$1 to be held accountable'],
      [
        rx(
          String.raw`\b(is|are|was|were|${AP}s)\s+(?:an?\s+)?(?:(?:absolute|total|complete|utter|bloody|national|public|rolling|walking|toxic|living)\s+)*(?:disgrace|embarrassment)\b`,
        ),
        '$1 unacceptable',
      ],
      [
        rx(
          String.raw`\b(is|are|was|were|${AP}s)\s+(?:an?\s+)?(?:(?:absolute|total|complete|utter|bloody|rolling|walking|toxic|living)\s+)*(?:cancer|plague|disaster|nightmare|curse|blight)\s+(to|for|on|upon)\b`,
        ),
        (_m, verb: string, prep: string) => `${verb} harmful ${/^(on|upon)$/i.test(prep) ? 'to' : prep}`,
      ],
    ],
    [
      ['The new rota is a disgrace.', 'The new rota is unacceptable.'],
      ['That landlord is a nightmare for every tenant.', 'That landlord is harmful for every tenant.'],
      [
        "You don't have a clue how custody works.",
        "I don't think you have the full picture how custody works.",
      ],
      ['That should shut you up about the deposit.', 'That should answer you about the deposit.'],
      ['Nobody had the balls to tell the client.', 'Nobody had the nerve to tell the client.'],
      ['He talked trash about you at the party.', 'He talked badly about you at the party.'],
      ['That driver should have been shot.', 'That driver should have been held accountable.'],
    ],
  ),
);
