/**
 * Milder put-downs that are not name-calling but still belittle: calling what someone said "nonsense" or
 * "rubbish", "you people", "people like you", "grow a brain", "X disgusts me", "what a bunch of clowns".
 * Each is reworded so the disagreement stays and the put-down goes. Reported as contempt: the sender
 * looks down on what was said or on a group, which is not the same as calling someone a name.
 */
import { HARSH_ADJECTIVES } from '../lexicon';
import { gated, UNCHANGED, AP, regexRule, rx, type Rule } from '../rule';
import { alternation } from '../text';

const DISMISSIVE_NOUN = String.raw`(?:nonsense|rubbish|garbage|drivel|trash|bs|bullcrap|horsecrap|claptrap|hogwash|twaddle|tripe|baloney)`;
const ANIMALS = String.raw`(?:donkeys|clowns|animals|monkeys|apes|baboons|sheep|lemmings|pigs|rats|dogs|goats|cockroaches|children|toddlers|babies|losers|morons|idiots|fools)`;

const GATE_INSULT = new RegExp(
  String.raw`dick|ass|arse|prick|cock|jerk|nut|clown|fool|buffoon|pig|silly|childish|petty|nastiest|vilest|sickest|most\s|bloody|\b(?:you|u)\b|sick|brain|hell|piece|scum|inept|incompeten|hypocrisy|ridiculous|dump|pigsty|cesspool|cesspit|foaming|${alternation(HARSH_ADJECTIVES)}`,
  'i',
);

/** The sender owning up ("I was a jerk last night"): only after "I was", "I'm", "I've been". */
const SELF_BEFORE = rx(String.raw`\bI(?:${AP}m| am| was| have been|${AP}ve been)\s+(?:being\s+)?$`, 'i');

export const putdownRules: Rule[] = [
  gated(
    /nonsense|rubbish|garbage|drivel|trash|\bbs\b|bullcrap|horsecrap|claptrap|hogwash|twaddle|tripe|baloney|people|brain|spine|pair|clue|life|head|disgust|sicken|repuls|sick|vomit|puke|throw up|bunch|pack|herd|load|ass|arse|butt/i,
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
        [
          'Grow a brain and read the parenting plan.',
          'Please think this through and read the parenting plan.',
        ],
        ['The way you spoke to my sister disgusts me.', 'The way you spoke to my sister upsets me.'],
        ['It makes me sick how late the invoices are.', 'It upsets me how late the invoices are.'],
        ['What a bunch of clowns at that open house.', 'What a group of people at that open house.'],
        [
          'Skipping the review will bite us in the ass on Monday.',
          'Skipping the review will bite us on Monday.',
        ],
      ],
    ),
  ),
  // Crude nouns for a person in a predicate: "he was a total dick", "stop being an ass" -> "unkind";
  // "being a nut", "this guy is a clown" -> "unreasonable".
  gated(
    GATE_INSULT,
    regexRule(
      'insult',
      'strong',
      [
        [
          rx(
            String.raw`\b(be|being|been|is|was|are|were|${AP}s|${AP}re|youre|hes|shes|theyre|act like|acting like)\s+(?:(?:such|total|real|complete|just|absolute|utter|little)\s+)*(?:(?:an?|such\s+an?)\s+(?:(?:total|real|complete|absolute|utter|little|big)\s+)*(dick|ass|ass\s?hole|prick|cock|jerk|nut|clown|fool|buffoon)|(dicks|pricks|jerks|clowns|fools|buffoons))\b`,
          ),
          (
            m: string,
            verb: string,
            one: string | undefined,
            many: string | undefined,
            offset: number,
            whole: string,
          ) =>
            // "I was a jerk last night and I'm sorry" is an apology: left as the sender wrote it (a crude word,
            // "I'm such a dick", is still profanity on screen).
            /^(?:jerk|nut|clown|fool|buffoon)/i.test(one ?? many ?? '') &&
            SELF_BEFORE.test(`${whole.slice(Math.max(0, offset - 40), offset)}${verb} `)
              ? m
              : `${verb} ${/^(?:nut|clown|fool|buffoon)/i.test(one ?? many ?? '') ? 'unreasonable' : 'unkind'}`,
        ],
        // "weak - ass joke", "fake-ass friends": the "-ass" only adds heat; "wise-ass" is a know-it-all.
        [
          rx(String.raw`\b(\w+)\s*-\s*(?:ass|arse)(es)?\b`),
          (_m, w: string, plural: string | undefined) =>
            /^(?:wise|smart)$/i.test(w)
              ? `know-it-all${plural ? 's' : ''}`
              : /^(?:bad|kick)$/i.test(w)
                ? 'impressive'
                : w,
        ],
        // "racist pig", "greedy pigs" -> "racist person", "greedy people".
        [
          rx(String.raw`\b(\w+ist|greedy|filthy|dirty|fat|lazy|selfish)\s+pig(s)?\b`),
          (_m, adj: string, plural: string | undefined) => `${adj} ${plural ? 'people' : 'person'}`,
        ],
        // "silly comments", "silliness", "you're being silly": dismissing what someone said (not "don't be silly").
        [
          rx(
            String.raw`\b(?:silly|foolish|childish|petty),?\s+(?=(?:comments?|remarks?|sarcasm|arguments?|claims?|excuses?|posts?|statements?|accusations?|games|drumbeat|diversionary|attacks?)\b)`,
          ),
          '',
        ],
        [
          rx(
            String.raw`(?<!\b(?:don${AP}?t|do not|not)\s+)\b(being|is just|that${AP}s just|this is just|it${AP}s just)\s+(?:so\s+|really\s+)?silly\b`,
          ),
          '$1 unreasonable',
        ],
        // Superlative put-downs of people: "one of the nastiest people", "the most inept manager".
        [
          rx(
            String.raw`\b(?:nastiest|vilest|sickest|most (?:degenerate|disgusting|vile|despicable|repugnant|hateful|contemptible))\b`,
          ),
          'most unkind',
        ],
        [rx(String.raw`\bmost (?:inept|incompetent|useless|clueless)\b`), 'least capable'],
        // "bloody" as an intensifier of a complaint ("a bloody disgrace"); "a bloody nose" stays.
        [
          rx(
            String.raw`\bbloody\s+(?=(?:disgrace|joke|idiots?|shame|hell|ridiculous|awful|terrible|useless|stupid|annoying|nightmare|mess|rude|waste|nuisance|typical|article|thing|people|lot)\b)`,
          ),
          '',
        ],
        // "you globalist dick" at the end of a sentence: the label goes, the sentence stays.
        [
          rx(
            String.raw`,?\s*\b(?:you|u)\s+(?:[a-z]+\s+)?(?:dick|dicks|prick|pricks|cock|clown|clowns|pig|pigs|tool|tools|jerk|jerks|creep|creeps|loser|losers)\b(?=\s*[.!?]*\s*$)`,
          ),
          '',
        ],
        // "the stupid and corrupt policy" -> "the corrupt policy".
        [
          rx(
            String.raw`\b(the|a|an|this|that|these|those|their|his|her|your|such|its)\s+(?:${alternation(HARSH_ADJECTIVES)})(?:\s+and|,)\s+(?=[a-z]+\s+[a-z])`,
          ),
          (_m, det: string) => `${det} `,
        ],
        // "is sick, vile and disgusting": "sick" listed with other harsh words is a moral verdict, not illness.
        [
          rx(
            String.raw`\bsick(?:,\s*|\s+and\s+)(?=(?:vile|disgusting|twisted|evil|fascist|depraved|perverted|weird|dangerous|cruel|hateful|demented|deranged|psychotic|corrupt)\b)`,
          ),
          '',
        ],
        [
          rx(
            String.raw`\b(?:that|this|your|his|her|their)\s+(?:tiny|little|small|pea)[- ]?(?:sized\s+)?brain\b`,
          ),
          'that view',
        ],
        [rx(String.raw`\bhell\s?hole\b`), 'place'],
        // "a fat ass", "that ugly ass": a body word used as a label for a person.
        [
          rx(
            String.raw`\b(an?\s+)?(?:fat|ugly|lazy|dumb|stupid|sorry|broke|cheap|punk|lame)\s+ass(?:es)?\b(?!\s+[a-z])`,
          ),
          (_m, art: string | undefined) => (art ? 'a person' : ''),
        ],
        [rx(String.raw`\bpieces?\s+of\s+(?:[a-z]+\s+){1,2}(?:shit|crap|garbage|trash)\b`), 'person'],
        [
          rx(
            String.raw`(?<!\bsoap\s+|\bpond\s+)\b(the|that|this|these|those|such|total|absolute)\s+scum(?:bags?)?\b`,
          ),
          '$1 person',
        ],
        // Character verdicts as nouns: "their ineptness", "your hypocrisy".
        // "mistakes" is plural: "your team's incompetence has cost us" -> "your team's mistakes have cost us".
        [
          rx(String.raw`\b(?:ineptness|ineptitude|incompetence)\s+(has|is|was)\b`),
          (_m: string, verb: string) =>
            `mistakes ${{ has: 'have', is: 'are', was: 'were' }[verb.toLowerCase()]}`,
        ],
        [rx(String.raw`\b(?:ineptness|ineptitude|incompetence)\b`), 'mistakes'],
        [rx(String.raw`\bhypocrisy\b`), 'inconsistency'],
        // "the most ridiculous thing", "a ridiculous excuse" -> "unreasonable" (not "a ridiculous amount of fun").
        [
          rx(
            String.raw`\b(the most|a|an|such an?|what an?|this|that|your|his|her|their)\s+ridiculous\b(?=,?\s+(?!amount|number|price|deal|view|time|fun|good|great|cute|beautiful)[a-z])`,
          ),
          (_m, det: string) => `${det.replace(/\ban?$/i, 'an')} unreasonable`,
        ],
        // "why are they so dumb", "this stupid": an intensified harsh word, not said about oneself (nor
        // "so stupid of me", "that dumb mistake on my part").
        [
          rx(
            String.raw`(?<!\b(?:I${AP}m|I am|I was|I feel|I felt|feel|felt|feeling|me)\s+)\b(so|this|that|too)\s+(stupid|dumb|idiotic|moronic|ignorant|brainless)\b(?!\s+to\b)(?!\s+(?:[a-z]+\s+)?(?:of me|on my part|of mine)\b)`,
          ),
          (_m, adv: string, adj: string) => `${adv} ${/ignorant/i.test(adj) ? 'uninformed' : 'unwise'}`,
        ],
        // "..., ignorant!" tacked onto a sentence.
        [rx(String.raw`,\s*(?:${alternation(HARSH_ADJECTIVES)})\s*([.!?]*)\s*$`), '$1'],
        // "this clown should be impeached", "vote the clown out" (not "the clown should be here at 2").
        [
          rx(
            String.raw`\b(this)\s+clown\b(?=\s+(?:can|should|needs|must|has to)\b)|\b(the|this|that)\s+clown\b(?=\s+(?:out|in charge|running)\b)`,
          ),
          (_m, a: string | undefined, b: string | undefined) => `${a ?? b ?? 'the'} person`,
        ],
        [rx(String.raw`\bfoaming\s+at\s+the\s+mouth\b`), 'outrage'],
        [
          rx(
            String.raw`\b(is|was|${AP}s)\s+(?:such\s+)?an?\s+(?:total\s+|complete\s+)?(?:dump|pigsty|dumpster fire|cesspool|cesspit)\b`,
          ),
          '$1 run-down',
        ],
        // "..., stupid." or "..., stupid ass." as a form of address.
        [
          rx(
            String.raw`,\s*(?:(?:stupid|dumb|silly|lazy|fat|ugly|little|big)\s+)?(?:stupid|dummy|dumbo|genius|einstein|sweetheart|princess|ass|dick|prick|jerk|clown|pig|loser)\s*([.!?]*)\s*$`,
          ),
          '$1',
        ],
      ],
      [
        ['Your brother was a total dick at the barbecue.', 'Your brother was unkind at the barbecue.'],
        ['He was being an ass at pickup.', 'He was being unkind at pickup.'],
        ['That was a weak - ass apology, Sam.', 'That was a weak apology, Sam.'],
        ['Her ex is one of the nastiest people I know.', 'Her ex is one of the most unkind people I know.'],
        ['Enough with the silly comments about my cooking.', 'Enough with the comments about my cooking.'],
        // "You're being unreasonable about the curfew." is still a verdict on the reader; its subject stays.
        [
          "You're being silly about the curfew.",
          "I'm upset about the curfew, and I'd like to talk about it calmly.",
        ],
        ['The stupid and unfair rota starts Monday.', 'The unfair rota starts Monday.'],
        ['Your ex is being a nut about the holidays.', 'Your ex is being unreasonable about the holidays.'],
        [
          'Your hypocrisy about screen time is exhausting.',
          'Your inconsistency about screen time is exhausting.',
        ],
        [
          'We lost the account because of their incompetence.',
          'We lost the account because of their mistakes.',
        ],
        [
          'That is the most ridiculous excuse for missing pickup.',
          'That is the most unreasonable excuse for missing pickup.',
        ],
        ['My landlord is a piece of lying garbage.', 'My landlord is a person.'],
        ['Tell the scum from his office to call me.', 'Please tell the person from his office to call me.'],
        ['A ridiculous amount of fun at the zoo today!', UNCHANGED],
        ['Any tips for the soap scum in the shower?', UNCHANGED],
        ['Why is the new scheduler so dumb?', 'Why is the new scheduler so unwise?'],
        ['Your notes on the deck were rude, ignorant!', 'Your notes on the deck were rude!'],
        ['This clown should be fired before Q4.', 'This person should be fired before Q4.'],
        ['I feel so stupid for forgetting the permission slip.', UNCHANGED],
        ['I was too dumb to notice the typo, sorry!', UNCHANGED],
        ['The clown should be here at 2 for the party.', UNCHANGED],

        [
          "Frankly, your team's incompetence has cost us the Henderson account.",
          "Frankly, your team's mistakes have cost us the Henderson account.",
        ],
      ],
    ),
  ),
  // Calling something a disgrace, a cancer or a disaster for someone: a verdict, said plainly.
  gated(
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
          rx(
            String.raw`\bcrawl\s+back\s+(?:under|into)\s+(?:your|a|the|his|her|their)\s+(?:rock|hole|cave)\b`,
          ),
          'step back',
        ],
        [rx(String.raw`\b(?:keel over and die|curl up and die)\b`), 'step down'],
        [
          rx(String.raw`\bsucks?\s+(?:the\s+)?(?:balls|big one)\b`),
          (m: string) => (/sucks/i.test(m) ? 'is bad' : 'are bad'),
        ],
        [rx(String.raw`\b(talk|talks|talked|talking)\s+trash\b`), '$1 badly'],
        [rx(String.raw`\b(?:the|enough)\s+balls\s+to\b`), 'the nerve to'],
        [
          rx(String.raw`\b(someone|somebody|anyone|a man|a person|a guy)\s+with\s+balls\b`),
          '$1 with courage',
        ],
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
  ),
  // Masked swearing ("f*cking", "f**ked") reads as swearing; the plain rules only know the spelled-out forms.
  gated(
    /[*#@%]/,
    regexRule(
      'profanity',
      'strong',
      [
        [rx(String.raw`\bf[*#@%]+c?k(?:ing|in|n)\s+`), ''],
        [rx(String.raw`\bf[*#@%]+c?ked(?:\s+up)?\b`), 'messed up'],
      ],
      [
        ['The printer is f**ked again.', 'The printer is messed up again.'],
        ['This f*cking form wants my SSN twice.', 'This form wants my SSN twice.'],
      ],
    ),
  ),
];

/** Runs before the name-calling rules, which would otherwise take the last word of the choice alone. */
export const earlyPutdownRules: Rule[] = [
  regexRule(
    'insult',
    'strong',
    [
      // "either you are blind or stupid": the choice is an insult either way.
      [
        rx(
          String.raw`\b(?:either\s+)?(?:you|u)\s*(?:${AP}re|re|r| are)\s+(?:(?:an?\s+)?[a-z]+\s+or\s+)(?:stupid|dumb|ignorant|an idiot|a moron|crazy|insane|blind|lying|a liar)\b`,
        ),
        'I think you may be missing something',
      ],
    ],
    [
      [
        'Either you are blind or stupid, the form says Friday.',
        'I think you may be missing something, the form says Friday.',
      ],
    ],
  ),
];
