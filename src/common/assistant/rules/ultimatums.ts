/**
 * Ultimatums: "Keep this up and you'll never see the kids again", "One more missed pickup and I'm filing
 * for custody", "Over my dead body". What the reader would lose is dropped for the boundary it stands
 * for; a step the sender would take is kept as the next step.
 */
import { UNCHANGED, AP, regexRule, rx, unlessGoodNews } from '../rule';
import {
  I_AM,
  inSendersRegister,
  nextStep,
  NOT_ASKED,
  PASSIVE_CONSEQUENCE,
  STEP,
  STEP_ING,
  WE_ARE_DONE,
  WILL,
  YOU_ARE_OUT,
  YOU_WILL_SUFFER,
} from './threat-words';
import { YOU, YOURE } from './words';

/**
 * "Keep this up and you'll never see the kids again", "Do that again and I'll call my lawyer": an
 * ultimatum opened by what the reader is doing. What they would lose is dropped for the boundary it
 * stands for; a step the sender would take is kept as the next step. Only with a consequence that
 * costs the reader something: "Keep this up and you'll ace the exam!" is praise.
 */
const KEEP_IT_UP = String.raw`(?:if you\s+)?keep (?:this|that|it) up|keep (?:pushing|testing|provoking) me|(?:do|try|say|pull) (?:that|this|it) (?:again|one more time)`;
export const ultimatum = unlessGoodNews(
  regexRule(
    'threat',
    'strong',
    [
      [
        rx(
          String.raw`\b(${KEEP_IT_UP})\s*,?\s+(?:and\s+|then\s+)?(?:(?:${YOU_WILL_SUFFER}|${YOU_ARE_OUT}|${WE_ARE_DONE})|(?:and\s+)?(?:see|watch) what happens)\b[^.!?]*`,
        ),
        'I need this to stop',
      ],
      [
        rx(
          String.raw`\b(${KEEP_IT_UP})\s*,?\s+(?:and\s+|then\s+)?(?:${WILL}\s+(?:have to\s+|need to\s+)?(${STEP})|${I_AM}\s+(${STEP_ING}))`,
        ),
        (_m, opener: string, step: string | undefined, stepIng: string | undefined) =>
          `${/keep/i.test(opener) ? 'If this keeps happening' : 'If this happens again'}, ${step ? `I may need to ${step}` : `my next step would be ${stepIng}`}`,
      ],
      // "... or don't bother coming to Sunday dinner": where the reader would not be welcome is kept.
      [
        rx(
          String.raw`[,;]?\s*\bor\s+(?:else\s+)?don${AP}?t\s+(?:even\s+|ever\s+)?bother\s+(?:coming|showing up|turning up)(?:\s+(?:back|home))?\s+(to|at|for)\s+([^.!?;]+)`,
        ),
        "; otherwise I'd rather you didn't come $1 $2",
      ],
      // "One more missed pickup and I'm filing for full custody": the condition is kept, said plainly.
      [
        rx(
          String.raw`\bone more\s+((?:[\w'’-]+\s+){0,4}?[\w'’-]+)\s*,?\s+and\s+(?:${WILL}\s+(?:have to\s+|need to\s+)?(${STEP})|${I_AM}\s+(${STEP_ING})|(?:${YOU_WILL_SUFFER}|${YOU_ARE_OUT}|${WE_ARE_DONE})[^.!?]*)`,
        ),
        (_m, what: string, step: string | undefined, stepIng: string | undefined) => {
          const happens = /^(?:time|word|peep|chance)\b/i.test(what);
          if (!step && !stepIng) return happens ? 'I need this to stop' : `I can't accept another ${what}`;
          const cond = happens ? 'If this happens again' : `If there's another ${what}`;
          return `${cond}, ${step ? `I may need to ${step}` : `my next step would be ${stepIng}`}`;
        },
      ],
      // "You'll be hearing from my lawyer", "The judge will hear about this": the plan, said as the sender's.
      [
        rx(
          String.raw`\b(?:you${AP}ll|you will|you${AP}re going to|you are going to|expect to)\s+(?:be\s+)?hear(?:ing)?\s+from\s+(my|our)\s+(lawyer|attorney|solicitor)\b(?=(?:\s+(?:soon|shortly|very soon))?\s*(?:[.!]|$))`,
        ),
        'my next step would be contacting $1 $2',
      ],
      [
        rx(
          String.raw`\b(the judge|the court|my lawyer|your (?:boss|manager|mom|mother|dad|father|parents)|HR|the school|CPS|everyone)\s+(?:will|is going to|${AP}ll)\s+(?:hear|know)\s+about\s+(this|it|that)\b`,
        ),
        (_m, who: string, what: string) =>
          `I may need to tell ${/^(?:HR|CPS)$/.test(who) ? who : who.toLowerCase()} about ${what.toLowerCase()}`,
      ],
      [rx(String.raw`^(\W*)see you in court\W*$`), '$1I may need to take this to court.'],
    ],
    [
      ["Keep this up and you'll never see the kids again.", 'I need this to stop.'],
      ["Try that again and you'll be sleeping on the couch.", 'I need this to stop.'],
      ['Keep pushing me and see what happens.', 'I need this to stop.'],
      ["Do that again and I'll call the police.", 'If this happens again, I may need to call the police.'],
      [
        "Keep this up and I'm filing for divorce.",
        'If this keeps happening, my next step would be filing for divorce.',
      ],
      [
        "One more missed pickup and I'm filing for full custody.",
        "If there's another missed pickup, my next step would be filing for full custody.",
      ],
      ["One more time and I'll report you to HR.", 'If this happens again, I may need to report you to HR.'],
      ["One more late payment and you're out.", "I can't accept another late payment."],
      ["One more lie and we're done.", "I can't accept another lie."],
      ["You'll be hearing from my lawyer.", 'My next step would be contacting my lawyer.'],
      ['The judge will hear about this.', 'I may need to tell the judge about this.'],
      ['See you in court.', 'I may need to take this to court.'],
      [
        "Get your act together or don't bother coming to Sunday dinner.",
        "Things need to change; otherwise I'd rather you didn't come to Sunday dinner.",
      ],
    ],
  ),
);

/** Threats and ultimatums in the forms the threat rules do not read, said as the next step or a feeling. */
export const consequences = inSendersRegister((register) =>
  regexRule(
    'threat',
    'strong',
    [
      [
        rx(
          String.raw`\b(if\s+I\s+(?:see|find|catch|hear)\b[^,.!?]*?),?\s+(?:I${AP}?m|im|I\s+am)\s+(?:so\s+)?done\b`,
        ),
        "$1, I'll need to rethink this",
      ],
      [
        rx(
          String.raw`\bthis\s+is\s+the\s+last\s+time\s+I\s+(?:will|${AP}ll)\s+(?:tolerate|accept|put\s+up\s+with)\s+`,
        ),
        "I can't keep accepting ",
      ],
      [
        rx(
          String.raw`^(\W*)feel\s+free\s+to\s+explain\s+to\s+the\s+(judge|court|mediator)\s+(.*?)\s*why\s+you\s+`,
        ),
        "$1I'll need to raise with the $2 $3 why you ",
      ],
      [
        rx(
          String.raw`,?\s*(?:since|because|as)\s+you\s+(?:clearly|obviously)\s+can${AP}?t\s+be\s+reasoned\s+with\b`,
        ),
        '',
      ],
      [rx(String.raw`,?\s*and\s+you\s+can\s+pay\s+for\s+it\b`), ''],
      [
        rx(
          // Only steps against someone: "I'll be taking the kids to the dentist" is a plan.
          String.raw`\b(?:I${AP}ll|I\s+will)\s+be\s+(escalating|raising\s+(?:this|it|your\s+\w+)|reporting\s+(?:this|you|it)|contacting\s+(?:my|a|the|your)\s+(?:lawyer|attorney|solicitor|manager|director|boss|HR|bank)|involving\s+(?:my|a|the)\s+\w+|taking\s+(?:this|it)\s+(?:further|up|to)|calling\s+(?:my|a|the)\s+(?:lawyer|attorney|police|cops))\b`,
        ),
        'my next step would be $1',
      ],
      [
        rx(String.raw`(\bif\b[^.!?]*?),?\s+${YOURE}\s+off\s+(the\s+\w+|this\s+\w+)`),
        '$1, I may need to take you off $2',
      ],
      [
        rx(
          String.raw`^(\W*)if\s+${YOU}\s+can${AP}?t\s+handle\s+([^,]+),\s*(?:then\s+)?maybe\s+(?:this|it)\s+isn${AP}?t\s+the\s+(?:job|role|team|place|company)\s+for\s+${YOU}\b`,
        ),
        "$1If $2 is too much, let's talk about it",
      ],
      [
        rx(
          // Only leaving as a threat: "Don't expect me to be home before 7, the meeting runs late" is news.
          String.raw`^(\W*)(?:don${AP}?t|dont)\s+expect\s+me\s+to\s+be\s+(?:here|there|around|waiting|home)\s+when\s+(?:you|u)\s+(?:get|come)\s+(?:back|home)\b[^.!?]*`,
        ),
        "$1I'll be really hurt if you do",
      ],
      [
        rx(
          String.raw`,?\s+don${AP}?t\s+expect\s+me\s+to\s+(?:be\s+(?:here|there|around|waiting|home)|wait|stay|answer|pick\s+up|come\s+back)\b[^.!?]*`,
        ),
        ", I'll be really hurt",
      ],
      // "or I stop the visits", "or I change the locks": any step against the reader (threat-words.ts STEP).
      [
        rx(
          String.raw`[,;]?\s*\bor\s+I\s+${NOT_ASKED}((?:stop|cancel|take|keep|call|sell|report|block|end)\b|(?=(?:${STEP})\b)[a-z]+)`,
        ),
        `${nextStep('I', register)}$1`,
      ],
      // "or its getting towed", "or you're being evicted", "or the wifi gets cut off": said as what may happen.
      [
        rx(String.raw`[,;]?\s*\bor\s+(?:else\s+)?${NOT_ASKED}${PASSIVE_CONSEQUENCE}`),
        (_m, who: string, done: string) => {
          const w = /^(?:its?|it[’']s)$/i.test(who)
            ? 'it'
            : /^(?:u|you)$/i.test(who)
              ? 'you'
              : who.replace(/^ur\b/i, 'your');
          const lower = done.toLowerCase();
          return register === 'formal' ? `; otherwise ${w} may be ${lower}` : `, if not ${w} may be ${lower}`;
        },
      ],
      [rx(String.raw`^(\W*)(.+?)\s+over\s+my\s+dead\s+body\W*$`), "$1I'm not okay with the idea that $2."],
      [rx(String.raw`\bI${AP}?ll\s+(?:just\s+)?tell\s+the\s+kids\b[^.!?]*`), ''],
    ],
    [
      [
        "If the deliverables aren't on my desk by 9am Monday, I will be escalating this to your director.",
        "If the deliverables aren't on my desk by 9am Monday, my next step would be escalating this to your director.",
      ],
      [
        "If this happens one more time, you're off the project.",
        'If this happens one more time, I may need to take you off the project.',
      ],
      [
        "If you go to that party on Saturday without me, don't expect me to be here when you get back.",
        "If you go to that party on Saturday without me, I'll be really hurt.",
      ],
      [
        'u have til friday at 6pm to send the $850 or i stop the visits period',
        // Said in the sender's shorthand, not the formal "; otherwise I may need to" (threat-words.ts nextStep).
        "u have til friday at 6pm to send the $850, if not I'll have to stop the visits",
      ],
      [
        'ur brother can stay with us over my dead body',
        "I'm not okay with the idea that ur brother can stay with us.",
      ],
      [
        'Return the keys by Friday or I change the locks.',
        'Please return the keys by Friday; otherwise I may need to change the locks.',
      ],
      ['move ur car by 8 or its getting towed', 'Please move your car by 8; otherwise it may be towed'],
      [
        'Pay the rent by the 1st or you are being evicted.',
        'Please pay the rent by the 1st; otherwise you may be evicted.',
      ],
      [
        'Clear your bikes from the hall by Sunday or they will be thrown out.',
        'Clear your bikes from the hall by Sunday; otherwise they may be thrown out.',
      ],
      ['Bring a coat or you will be cold at the match.', UNCHANGED],
      ['Can you move your car or is it getting towed?', UNCHANGED],
      ["I'll be taking the kids to the dentist at 4 on Tuesday.", UNCHANGED],
      ["Don't expect me to be home before 7, the meeting runs late.", UNCHANGED],
      ['Pay by Friday or I can send a reminder, whichever you prefer.', UNCHANGED],
      ['Lina have dentist on Thursday 4pm. You can take her or I take?', UNCHANGED],
    ],
  ),
);
