/**
 * Every rule, in the order the engine runs them. Order matters: each rule sees what the ones before it
 * left, so threats and contempt come before insults ("fuck you" is contempt, not two findings), the
 * specific forms before the general ones, and style last. Strong rules run first, in this order; the
 * contextual ones run after them, in this order, only in a message already found charged.
 */
import { upsetOnlyIfUpset } from '../feeling';
import type { Rule } from '../rule';
import { absolutes, everySingleTime, everySingleTimeInContext, forOnce, forOnceInContext } from './absolutes';
import { blameSentence, fault } from './blame';
import { ifYouActually, rhetoricalBlame } from './blame-questions';
import { contempt, contemptAsides, disbelief, mocking } from './contempt';
import { crudeLabels, eitherOrInsult } from './crude-insults';
import { demandRules } from './demands';
import {
  accusations,
  digs,
  envy,
  givingUp,
  leastYouCouldDo,
  notListening,
  scolding,
  sighs,
  stopCaring,
} from './dismissal';
import { exasperation, exasperationInContext } from './exasperation';
import { indignation, officeDigs } from './formal-indignation';
import { guiltTrips, reproaches } from './guilt';
import { harshAdjectives } from './harsh-adjectives';
import { maskedSwearing } from './masked-swearing';
import { nameCalling } from './name-calling';
import { belongings, leftoverProfanity, mildSwearing, profanityRules } from './profanity';
import { disgraceVerdicts, putdownWords } from './put-downs';
import { putDowns } from './put-downs-with-a-point';
import { notRocketScience, repeating, repeatingInContext, rhetoricalContempt } from './rhetorical-contempt';
import { closers, mockery, sarcasmRules } from './sarcasm';
import { emphasisRule, punctuationRule, shoutingRule } from './shouting';
import { shuttingOut, stonewall, stonewallInContext } from './shutting-out';
import { blackmail, markMyWords, threats } from './threats';
import { consequences, ultimatum } from './ultimatums';
import { belittling, madnessVerdict, personVerdicts, verdicts } from './verdicts';

/** Each rule says the sender is upset only of a sender who is (feeling.ts upsetOnlyIfUpset). */
export const RULES: readonly Rule[] = [
  shoutingRule,
  blackmail,
  ultimatum,
  stonewall,
  stonewallInContext,
  markMyWords,
  threats,
  disbelief,
  rhetoricalContempt,
  notRocketScience,
  repeating,
  repeatingInContext,
  contempt,
  contemptAsides,
  digs,
  putDowns,
  envy,
  givingUp,
  stopCaring,
  accusations,
  notListening,
  leastYouCouldDo,
  forOnce,
  forOnceInContext,
  scolding,
  sighs,
  officeDigs,
  mockery,
  consequences,
  shuttingOut,
  reproaches,
  indignation,
  guiltTrips,
  verdicts,
  closers,
  mildSwearing,
  belongings,
  mocking,
  ...sarcasmRules,
  rhetoricalBlame,
  blameSentence,
  fault,
  exasperation,
  exasperationInContext,
  ifYouActually,
  everySingleTime,
  everySingleTimeInContext,
  absolutes,
  ...profanityRules,
  eitherOrInsult,
  belittling,
  personVerdicts,
  madnessVerdict,
  nameCalling,
  harshAdjectives,
  putdownWords,
  crudeLabels,
  disgraceVerdicts,
  maskedSwearing,
  leftoverProfanity,
  emphasisRule,
  punctuationRule,
  ...demandRules,
].map(upsetOnlyIfUpset);
