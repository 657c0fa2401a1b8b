import { MessageCircle, MessageSquarePlus } from 'lucide-react';
import { useState } from 'react';
import type { PublicUser } from '@common/types';
import { Button } from '../../ui/button';
import { InvitationLinkCard } from '../invitations/invitation-link-card';
import { InviteUserDialog } from './invite-user-dialog';
import { StartChatDialog } from './start-chat-dialog';

/**
 * The empty conversation list: a short welcome, then the two ways in, right where the person looks
 * (the menu has both too): Start Chat, and an invitation link to copy for someone not here yet.
 */
export function FirstRun({
  user,
  onOpenConversation,
}: {
  user: PublicUser;
  onOpenConversation: (conversationId: string) => void;
}) {
  const [dialog, setDialog] = useState<'start' | 'invite' | null>(null);
  return (
    <div className="flex min-h-full flex-col items-center justify-center gap-1 p-6 text-center">
      <MessageCircle className="mb-2 h-10 w-10 text-slate-400" aria-hidden="true" />
      <h2 className="text-lg font-semibold">Welcome to Parley, {user.firstName}</h2>
      <p className="mb-2 text-sm text-slate-600 dark:text-slate-300">
        Before a message goes out, Parley offers a calmer way to say it. You choose what is sent.
      </p>
      <p className="font-medium">No conversations yet</p>
      <p className="text-sm text-slate-600 dark:text-slate-300">Use the menu to start chatting</p>
      <Button className="mt-3" onClick={() => setDialog('start')}>
        <MessageSquarePlus className="h-4 w-4" aria-hidden="true" /> Start Chat
      </Button>
      <InvitationLinkCard onInviteByAddress={() => setDialog('invite')} />
      <StartChatDialog
        open={dialog === 'start'}
        onClose={() => setDialog(null)}
        myEmail={user.email}
        onStarted={onOpenConversation}
      />
      <InviteUserDialog open={dialog === 'invite'} onClose={() => setDialog(null)} />
    </div>
  );
}

/** The right pane when there is nothing to open yet: what to do next, in a line or two. */
export function NothingToOpen() {
  return (
    <>
      <h2 className="text-lg font-semibold">Start your first conversation</h2>
      <p className="max-w-md text-slate-600 dark:text-slate-300">
        Choose Start Chat and enter the email address of the person you want to talk with. Someone without an
        account gets an invitation and joins you when they sign up.
      </p>
    </>
  );
}
