/**
 * The words a rewrite may use that the sender did not write. Everything else in a rewrite has to come
 * from the sender's own message: a calm rewrite says what they meant, not what the assistant would add.
 * The rewriting engine builds its sentences from these words and the output check (output-check.ts)
 * rejects any other new content word, so this is the one list both read.
 */

/**
 * Grammar: pronouns, articles, auxiliaries, prepositions, conjunctions and the like. They carry no
 * content of their own, so a rewrite may add them freely to make a whole sentence.
 */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  `i me my mine myself you your yours yourself yourselves we us our ours ourselves he him his himself she her
  hers herself it its itself they them their theirs themselves this that these those who whom whose which what
  where when why how whether a an the and or but nor so yet if then than because as while although though
  unless since until till once both either neither each every all any some no none not nothing something
  anything everything one ones other another such same own more most less least much many few very too also
  just only even still already there here be am is are was were been being have has had having do does did
  done doing will would shall should can could may might must ought to of in on at by for with about into onto
  from up down out off over under again further after before between through during without within against
  among around across along toward towards upon via per like`.split(/\s+/),
);

/**
 * The calm words a rewrite may add: feelings said about oneself, polite request forms, the plain
 * verbs and nouns of talking something through, and the few words the specific rules' calm phrasings
 * use ("I need some space right now", "my next step would be", "As I mentioned", "Just to confirm"). Kept small on purpose; add a word here only when a
 * rewrite pattern needs it and it cannot make a message say something its sender did not.
 */
export const CALM_VOCABULARY: ReadonlySet<string> = new Set(
  `feel feeling felt worried worry concerned upset frustrated frustrating disappointed hurt stressed
  overwhelmed tired unhappy uncomfortable annoyed sad confused surprised bother bothers feels someone
  please thanks thank sorry okay ok yes
  need want like prefer hope wish appreciate understand think know mean sure glad happy
  talk talking discuss say said tell ask asked hear listen reply respond answer explain share let
  help work sort figure agree find handle handled happen happened happening go going get make keep try
  look see check plan step way things thing point matter issue situation time calm calmly together instead rather
  clear clearly better fair
  message messages conversation
  right now next otherwise often seems hard honest space break stop waiting mentioned confirm clarify
  reminder change differently`.split(/\s+/),
);

/**
 * Shorthand the sender may have typed for a word a rewrite spells out ("pls" becomes "please"), so the
 * spelled-out word counts as theirs. Keys are lower case.
 */
export const SHORTHAND_WORDS: Readonly<Record<string, readonly string[]>> = {
  u: ['you'],
  ur: ['your', 'you', 'are'],
  r: ['are'],
  y: ['why'],
  pls: ['please'],
  plz: ['please'],
  thx: ['thanks'],
  ty: ['thank', 'you'],
  tmrw: ['tomorrow'],
  tmr: ['tomorrow'],
  tmw: ['tomorrow'],
  tn: ['tonight'],
  tonite: ['tonight'],
  rn: ['right', 'now'],
  bc: ['because'],
  cuz: ['because'],
  cos: ['because'],
  coz: ['because'],
  idk: ['know'],
  idc: ['care'],
  wtv: ['whatever'],
  msg: ['message'],
  ppl: ['people'],
  b4: ['before'],
  gonna: ['going'],
  wanna: ['want'],
  gotta: ['have', 'got'],
  kinda: ['kind'],
  sorta: ['sort'],
  dunno: ['know'],
  lemme: ['let'],
  ya: ['you'],
  yr: ['your'],
  k: ['okay', 'ok'],
  kk: ['okay', 'ok'],
};

/**
 * The words of the specific rules' reviewed phrasings ("I'd really appreciate it if you would ...", "I can't
 * accept another ...", "I feel like my view doesn't count here", "That person from accounting", "the wifi
 * has been bad", "take care of your part of this", "get your act together"): the words their examples' rewrites
 * add. A rule's rewrite may use them; the general path
 * may not (calm-compose.ts), so no unreviewed sentence gains them.
 */
export const RULE_FRAME_WORDS: ReadonlySet<string> = new Set(
  `really considered view count accept another take wrong arguing contacting contact involve rethink sooner
  true discouraged page straight trust care picture held accountable away come came back send lot idea
  unreasonable unwise unkind bad badly offensive uninformed unacceptable harmful person people group name job
  good helpful convincing claims missing hassle inconsistency mistakes messed full nerve wow goodness
  part act with disrespect carelessly dishonest dishonestly unkindly unreasonably
  slept sleeping life quiet`.split(/\s+/),
);
