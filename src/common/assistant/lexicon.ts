/**
 * Word lists the local assistant reasons with. They describe kinds of language (name-calling nouns,
 * insulting adjectives, profanity, emotion words), not particular sentences; each kind lives in its own
 * file and is gathered here.
 */
export { ANGER_WORDS, ANNOYANCE_WORDS, DISGUST_WORDS } from './lexicon-anger';
export { MISHAP_CUES, NEGATIVE_CUES } from './lexicon-cues';
export { FEAR_WORDS, GRATITUDE_WORDS, JOY_WORDS, POLITE_MARKERS, SADNESS_WORDS } from './lexicon-feelings';
export { HARSH_ADJECTIVES, INSULT_ADJECTIVES, INSULT_NOUNS } from './lexicon-insults';
export { ACRONYMS, PROFANITY_STEMS } from './lexicon-profanity';
