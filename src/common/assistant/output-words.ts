/** The words the output check reads in a text, lower-cased, with their apostrophes ("don't", "Jess's"). */
export function words(s: string): string[] {
  return s.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? [];
}
