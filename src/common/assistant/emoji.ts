/**
 * The emoji the composer reads: any emoji (where a texter ends a sentence, and what a plain form leaves out), and the
 * ones that carry contempt or disgust at the reader or what they did.
 */

/** Any emoji, with its joiners, variation selectors and skin tones. */
export const ANY_EMOJI = /(?:\p{Extended_Pictographic}|\u{FE0F}|\u{200D}|\p{Emoji_Modifier})+/gu;

/** Emoji that carry contempt or disgust at the reader or what they did (🙄 🙃 👏 💀 🤡 😒 🤦 …, 🤢 🤮), a knife's menace (🔪), and skin tones. */
export const CONTEMPT_EMOJI =
  /[\u{1F480}\u{1F643}\u{1F44F}\u{1F644}\u{1F921}\u{1F612}\u{1F926}\u{1F937}\u{1F595}\u{1F624}\u{1F620}\u{1F621}\u{1F92C}\u{1F971}\u{1F611}\u{1F610}\u{1F60F}\u{1F922}\u{1F92E}\u{1F52A}]\u{FE0F}?(?:\u{200D}[\u2640\u2642]\u{FE0F}?)?|[\u{1F3FB}-\u{1F3FF}]/gu;
/** The same, for a test of one sentence (no global flag, so no state between calls). */
export const CONTEMPT_EMOJI_ONE = new RegExp(CONTEMPT_EMOJI.source, 'u');
