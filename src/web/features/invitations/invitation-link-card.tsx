import { format } from 'date-fns';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import type { InvitationLinkView } from '@common/schemas/invitation-links';
import { INVITATION_LINK_TTL_DAYS } from '@common/schemas/invitation-links';
import { errorMessage } from '../../lib/api';
import { announce } from '../../lib/announce';
import { Button } from '../../ui/button';
import { CopyField } from '../../ui/copy-field';
import { useCreateInvitationLink, useInvitationLinks, useRevokeInvitationLink } from './invitation-links-api';

const day = (iso: string) => format(new Date(iso), 'd MMMM');

/**
 * 'Invite someone' without naming anyone: makes an open invitation link to copy and send any way the
 * person likes. Whoever signs up or signs in through it talks with them one-to-one. Links made before
 * and still waiting are listed so they can be revoked (their addresses are not kept to show again).
 */
export function InvitationLinkCard({ onInviteByAddress }: { onInviteByAddress: () => void }) {
  const [made, setMade] = useState<InvitationLinkView | null>(null);
  const links = useInvitationLinks();
  const create = useCreateInvitationLink();
  const revoke = useRevokeInvitationLink();
  const failure = create.error ?? revoke.error;
  const waiting = (links.data?.links ?? []).filter((l) => l.id !== made?.id);
  const current = made && links.data?.links.some((l) => l.id === made.id) !== false ? made : null;

  const makeLink = () => create.mutate(undefined, { onSuccess: (link) => setMade(link) });
  const revokeLink = (id: string) =>
    revoke.mutate(id, {
      onSuccess: () => {
        if (id === made?.id) setMade(null);
        announce('Invitation link revoked');
      },
    });

  return (
    <section
      aria-labelledby="invite-someone-heading"
      className="mt-3 w-full max-w-sm space-y-2 rounded-lg border border-slate-200 p-3 text-left dark:border-slate-700"
    >
      <h3 id="invite-someone-heading" className="font-semibold">
        Invite someone
      </h3>
      {current?.url ? (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Send this link to the person you want to talk with. Whoever opens it signs up or signs in and
            starts a one-to-one with you. It works once, until {day(current.expiresAt)}.
          </p>
          <CopyField id="open-invitation-link" label="Invitation link" value={current.url} />
          <Button
            variant="ghost"
            size="sm"
            disabled={revoke.isPending}
            onClick={() => revokeLink(current.id)}
          >
            Revoke link
          </Button>
        </>
      ) : (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Make a link to send however you like, without giving an address. It works once, for{' '}
            {INVITATION_LINK_TTL_DAYS} days.
          </p>
          <Button variant="outline" disabled={create.isPending} onClick={makeLink}>
            <UserPlus className="h-4 w-4" aria-hidden="true" />
            {create.isPending ? 'Making a link...' : 'Make an invitation link'}
          </Button>
        </>
      )}
      {failure && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {errorMessage(failure, 'Please try again')}
        </p>
      )}
      {waiting.length > 0 && (
        <div>
          <h4 className="text-sm font-medium">Links not used yet</h4>
          <ul className="text-sm">
            {waiting.map((l) => (
              <li key={l.id} className="flex items-center justify-between gap-2">
                <span>
                  Made {day(l.createdAt)}, works until {day(l.expiresAt)}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={revoke.isPending}
                  aria-label={`Revoke the link made ${day(l.createdAt)}`}
                  onClick={() => revokeLink(l.id)}
                >
                  Revoke
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Button variant="link" size="sm" onClick={onInviteByAddress}>
        Invite by e-mail or phone instead
      </Button>
    </section>
  );
}
