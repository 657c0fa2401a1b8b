import { cached } from './call-cache';

/**
 * The words the output check reads in a text, lower-cased, with their apostrophes ("don't", "Jess's"). Read once per
 * call into the assistant (call-cache.ts): the check reads the same sentences for every candidate. Shared: never write.
 */
export function words(s: string): readonly string[] {
  return cached('check-words', s, () => s.toLowerCase().match(WORD) ?? []);
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;
