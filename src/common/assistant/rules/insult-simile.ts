/**
 * An insult in a simile: "treated like a fool", "looking like an idiot", "he drives like a moron". The noun
 * likens someone to a kind of person, so "like a person" (what the name-calling rule makes of a bare insult
 * noun) says nothing, or the opposite ("they treat us like people"). The simile is said as what it means.
 */
import { AP } from '../rule';

/** The verb the simile hangs on: how someone is treated (by the reader, whoever is likened), or looks or sounds. */
const TREATED_BEFORE = /\btreat(?:s|ed|ing)?(?:\s+[\w'’]+){0,3}\s+$/i;
const SEEMS_BEFORE = /\b(?:look|feel|seem|sound)(?:s|ed|ing)?\s+$/i;

/**
 * The sender likening themselves ("I stood there like an idiot", "everyone saw me standing there like an idiot"):
 * the nearest person named before the simile, in its sentence, is the sender (no one named: a texter's dropped
 * "I"). One after a preposition is no one doing anything ("checking up on me like a psycho" likens the reader).
 */
const PERSON = new RegExp(
  String.raw`(?<!\b(?:on|at|to|with|for|about|from|of|by)\s+)\b(I|i|me|we|us|myself|ourselves|I${AP}m|im|you|u|ur|he|she|they|him|her|them|people|everyone|everybody)\b`,
  'gi',
);
const SENDER = /^(?:i|me|we|us|myself|ourselves|i['’]m|im)$/i;
/** With no pronoun, someone else named as the subject ("my neighbour drives", "Dave parks"), not a dropped "I". */
const OTHER_SUBJECT =
  /^\W*(?:(?:my|the|that|this|our|your|his|her|their|some|every|whoever)\s+\w+|[A-Z][a-z]+\s+[a-z]+s)\b/;

function sentenceBefore(before: string): string {
  const cut = before.search(/[.!?](?=[^.!?]*$)/);
  return cut < 0 ? before : before.slice(cut + 1);
}

/**
 * What being like this kind of person means: how someone looks ("bad", "dishonest") or does something
 * ("carelessly"). Not "foolish": the harsh-adjective rule takes it out again.
 */
function meaning(noun: string, looks: boolean): string {
  const n = noun.toLowerCase();
  if (/^liar/.test(n)) return looks ? 'dishonest' : 'dishonestly';
  if (/^(?:jerk|asshole|arsehole|dick|prick|bastard|bitch|douche|scumbag|creep|pig|snob|brat)/.test(n))
    return looks ? 'unkind' : 'unkindly';
  if (looks) return 'bad';
  return /^(?:idiot|moron|imbecile|fool|buffoon|clown|dumbass|jackass|cretin|dimwit|halfwit|nitwit|numbskull|retard|dipshit)/.test(
    n,
  )
    ? 'carelessly'
    : 'unreasonably';
}

/**
 * The words to put in place of "like a/an <insult>" ("like" included), given the text before it. The sender
 * likening themselves keeps the look ("looking bad") and otherwise drops the simile ("I sat there for an
 * hour"): an insult word left in a rewrite reads as name-calling whoever it names.
 */
export function simileFor(before: string, noun: string): string {
  if (TREATED_BEFORE.test(before)) return 'with disrespect';
  if (SEEMS_BEFORE.test(before)) return meaning(noun, true);
  const sentence = sentenceBefore(before);
  const person = [...sentence.matchAll(PERSON)].at(-1)?.[1];
  if (person) return SENDER.test(person) ? '' : meaning(noun, false);
  return OTHER_SUBJECT.test(sentence) ? meaning(noun, false) : '';
}
