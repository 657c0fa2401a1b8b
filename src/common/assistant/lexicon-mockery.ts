/**
 * Mockery and emphasis that say nothing of the sender's own: a prize offered in mockery ("Do you want a medal?"),
 * feigned indifference ("in case you care"), a threat's emphasis ("I am not joking"), and the roles the sender
 * refuses ("I'm not your bank", "I'm not your maid"). One list each, read by the rules that drop them
 * (rules/sarcasm.ts, rules/put-downs-with-a-point.ts), by the composer's mock words (calm-point.ts) and by the
 * lost-point check, which must not call them the sender's point (output-lost-point.ts). Pattern pieces for regular
 * expressions, without flags or anchors.
 */

/** A prize offered in mockery: "Do you want a medal?", "Should I throw you a parade?". */
export const MOCK_PRIZE = String.raw`(?:(?:so|what),?\s+)?(?:(?:should|shall)\s+I\s+(?:throw|get|give|buy|bake|make|organi[sz]e)\s+(?:you|u)\s+a\s+(?:parade|medal|trophy|cookie|gold\s+star|cake|party|prize|award)|(?:(?:do|d)\s+)?(?:you|u)\s+want\s+a\s+(?:medal|cookie|gold\s+star|trophy|prize|award|parade|round\s+of\s+applause))(?:\s+(?:or\s+something|for\s+(?:that|it)))?`;

/**
 * Feigned indifference at a clause's end: "…, in case you care", "not that u care", and the same doubt of what the
 * reader knows or notices ("…, not that you'd know", "not that you'd notice", "not that you ever do").
 */
export const FEIGNED_INDIFFERENCE = String.raw`(?:(?:just\s+)?in\s+case\s+(?:you|u)\s+(?:care|cared)|not\s+that\s+(?:you|u)(?:['’]d|\s+would)?\s+(?:ever\s+)?(?:care|cared|know|notice|noticed|understand|remember|bother|listen|read\s+it|do|did|help|call|ask|show\s+up|turn\s+up))`;

/** Said only to back a threat: "I am not joking (with you)", "I mean it". */
export const THREAT_EMPHASIS = String.raw`(?:(?:I['’]?m|I\s+am|im)\s+not\s+joking(?:\s+with\s+(?:you|u))?|I\s+mean\s+it)`;

/** The money the sender refuses to be: "I'm not your bank", "I am not an ATM". */
export const NOT_A_BANK = String.raw`(?:I['’]?m|I\s+am|im)\s+not\s+(?:your|ur|a|an)\s+(?:personal\s+)?(?:ATM|bank|piggy\s+bank|cash\s+machine|wallet|sugar\s+daddy)`;

/**
 * The help the sender refuses to be taken for: "I'm not your maid", "I am not your mum". The rules say it as "I need
 * some help here"; the lost-point check reads it, and "I'm not your taxi", as no point of the sender's.
 */
export const SERVANT_ROLE = String.raw`(?:personal\s+)?(?:maid|slave|servant|mother|mom|mum|babysitter|secretary|assistant|butler|chauffeur|therapist|punching\s+bag|doormat)`;

/**
 * A put-down said as a hope, by comparing two of the reader's own things: "I hope your work is better than your
 * time-keeping". Not a hope for the reader ("I hope your new job is better than your last one").
 */
export const MOCK_HOPE = String.raw`(?:I\s+)?(?:(?:just|really|do|sure)\s+)?hope\s+(?:that\s+)?(?:your|ur)\s+[^.!?]{1,40}?\s+(?:is|are|will\s+be|turns?\s+out)\s+(?:a\s+(?:lot|bit)\s+)?(?:better|more\s+\p{L}+|less\s+\p{L}+|\p{L}+er)\s+than\s+(?:your|ur|you|u)\b(?!\s+(?:last|old|previous|first)\b)`;
