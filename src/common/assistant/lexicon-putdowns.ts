/**
 * Put-downs asked of the reader: to learn what every adult can do, to grow up, to act their age or as if they cared,
 * to use their brain, to get a life. One list, read by the rules that drop or reword them (rules/contempt.ts,
 * rules/dismissal.ts, rules/put-downs.ts), by the output check that refuses a rewrite still asking one
 * (output-still-charged.ts) and by the tone lexicon (lexicon-anger.ts). Each entry is a phrase as typed; the
 * pattern pieces below are built from these lists alone.
 */

/** What an adult is told to learn: "learn to read", "learn how to tell time". */
export const LEARN_TO = [
  'read',
  'write',
  'spell',
  'count',
  'tell time',
  'tell the time',
  'listen',
  'use a calendar',
  'use the calendar',
  'use your calendar',
  'use a clock',
  'use a watch',
  'use your phone',
  'use your brain',
  'use your head',
  'take a hint',
  'take a joke',
  'behave',
  'be an adult',
  'think',
] as const;
/** "use your brain", "use ur head". */
export const USE_YOUR = ['brain', 'head', 'common sense', 'eyes', 'ears'] as const;
/** "get a life", "get a grip", "get a clue". */
export const GET_A = ['life', 'grip', 'clue', 'brain'] as const;
/** "grow a brain", "grow a spine", "grow a pair". */
export const GROW_A = ['brain', 'spine', 'pair'] as const;
/** "act your age", "act like an adult", "act like you care". */
export const ACT = [
  'your age',
  'like an adult',
  'like a grown up',
  'like a grown-up',
  'like you care',
  'like you cared',
  'like you want to be there',
  'like you wanted to be there',
  'like you give a damn',
  'like you mean it',
] as const;
/** Put-downs said whole: "grow up", "man up", "get over yourself". */
export const BARE_PUT_DOWNS = [
  'grow up',
  'man up',
  'get over yourself',
  'learn some manners',
  'learn manners',
  'think for once',
  'behave like an adult',
  'behave like a grown up',
] as const;

const alt = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, String.raw`\s+`))
    .join('|');
const YOUR = String.raw`(?:your|ur)`;

/** The pieces as patterns, for the rules that read one kind. */
export const LEARN_TO_PATTERN = String.raw`learn\s+(?:how\s+)?to\s+(?:${alt(LEARN_TO)})`;
export const USE_YOUR_PATTERN = String.raw`use\s+${YOUR}\s+(?:${alt(USE_YOUR)})`;
/** Not a literal grip or life: "Get a grip on the railing", "get a life insurance quote". */
export const GET_A_PATTERN = String.raw`get\s+a\s+(?:${alt(GET_A)})\b(?!\s+(?:on|of|insurance|jacket|raft)\b)`;
export const GROW_A_PATTERN = String.raw`grow\s+a\s+(?:${alt(GROW_A)})`;
export const ACT_PATTERN = String.raw`act\s+(?:${alt(ACT).replace(/\byou\b/g, '(?:you|u)')})`;

/** Any put-down asked of the reader, as a pattern (no anchors, no flags). */
export const PUT_DOWN_ASKED = String.raw`(?:${LEARN_TO_PATTERN}|${USE_YOUR_PATTERN}|${GET_A_PATTERN}|${GROW_A_PATTERN}|${ACT_PATTERN}|${alt(BARE_PUT_DOWNS)})`;

/** Every put-down as a phrase, for the tone lexicon. */
export const PUT_DOWN_PHRASES: readonly string[] = [
  ...LEARN_TO.map((w) => `learn to ${w}`),
  ...USE_YOUR.map((w) => `use your ${w}`),
  ...GET_A.map((w) => `get a ${w}`),
  ...GROW_A.map((w) => `grow a ${w}`),
  ...ACT.map((w) => `act ${w}`),
  ...BARE_PUT_DOWNS,
];
