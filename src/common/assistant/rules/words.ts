/** Pattern pieces for the reader as texted or typed ("you're", "ur", "u r"), shared by the rules. */
import { AP } from '../rule';

export const YOU = String.raw`(?:you|u)`;
export const YOURE = String.raw`(?:you${AP}?re|you\s+are|u\s+r|u\s+are|ur|u${AP}?re)`;
export const YOUR = String.raw`(?:your|ur)`;
