/** Pattern pieces for the reader as texted or typed ("you're", "ur", "u r"), shared by the rules. */
import { AP } from '../rule';

export const YOU = String.raw`(?:you|u)`;
export const YOURE = String.raw`(?:you${AP}?re|you\s+are|u\s+r|u\s+are|ur|u${AP}?re)`;
export const YOUR = String.raw`(?:your|ur)`;

/**
 * What makes a verdict word admiration when it follows it: "ridiculous in the best way", "insane in a good way",
 * "absurd how good this cake is", "crazy good". A lookahead piece: `(?!${ADMIRING_AFTER})`.
 */
export const ADMIRING_AFTER = String.raw`(?:,?\s+in\s+(?:the|a|the\s+most|such\s+a)\s+(?:best|good|great|nice|fun|lovely|wonderful|amazing|brilliant|beautiful)(?:\s+possible)?\s+(?:way|sense)\b|\s+how\s+(?:good|great|well|cute|fast|easy|cheap|beautiful|talented|funny|smart|lucky|nice|tasty|delicious|comfy|comfortable|fun)\b|\s+(?:good|fun|cute|talented|tasty|delicious|beautiful|gorgeous)\b)`;
