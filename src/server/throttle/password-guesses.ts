import type { Config } from '../config';
import { createPasswordReset, findUserByEmail } from '../domain/accounts';
import type { Mailer } from '../mail/mailer';
import { signInPausedMail } from '../mail/templates';
import { accountThrottle, resetMailThrottle, type ThrottleDeps } from './index';
import { PASSWORD_GUESSES, PAUSED_NOTICES } from './policy';
import type { AccountThrottle } from './account-throttle';

export interface PasswordGuessDeps extends ThrottleDeps {
  config: Pick<Config, 'appUrl'>;
  mailer: Mailer;
  log?: ThrottleDeps['log'] & { error(details: object, message?: string): void };
}

const delayed = (seconds: number) =>
  `Too many failed attempts for this account. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`;
export const PASSWORD_PAUSED_MESSAGE =
  "Too many failed attempts for this account, so signing in with its password is paused for up to an hour. If it is your account, use the link we e-mailed to it, or 'Forgot password?', to set a new password.";

/**
 * The one counter of wrong passwords per account, shared by every form that checks one (sign-in,
 * appeal, and e-mail or password change): `accountWithPassword` takes it, so no form can skip it.
 * When an hour's limit is reached the owner gets a mail with a reset link; completing a reset
 * clears the count, so a stranger can delay the password form but never close the mailed way in.
 */
export function passwordGuesses(deps: PasswordGuessDeps): AccountThrottle {
  const resetMails = resetMailThrottle(deps);
  const notices = accountThrottle(deps, PAUSED_NOTICES, { delayed: () => '', locked: '' });
  return accountThrottle(
    deps,
    PASSWORD_GUESSES,
    { delayed, locked: PASSWORD_PAUSED_MESSAGE },
    {
      async onLimitReached(email) {
        try {
          const user = await findUserByEmail(deps.db, email);
          if (!user || user.deletedAt) return;
          // Once an hour at most, however long the guessing goes on.
          if ((await notices.claim(email)).outcome !== 'allowed') return;
          // A fresh link unless this hour's reset links were all asked for already (they still work).
          const reset = await createPasswordReset(deps.db, deps.clock, email, resetMails);
          const link = reset
            ? `${deps.config.appUrl}/reset-password?token=${encodeURIComponent(reset.token)}`
            : `${deps.config.appUrl}/forgot-password`;
          await deps.mailer.send(signInPausedMail(user, link, reset !== null));
        } catch (err) {
          deps.log?.error({ err, event: 'mail.failed', kind: 'sign_in_paused' });
        }
      },
    },
  );
}
