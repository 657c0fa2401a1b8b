import { useQueryClient } from '@tanstack/react-query';
import type { HistoryChoice } from '@common/schemas/conversations';
import type { ConversationView } from '@common/types';
import { toast, toastFailure } from '../../lib/toast';
import { chatApi } from './chat-api';
import { noteOwnAction, ownActionKeys } from './own-actions';
import { conversationKeys, messageKeys, updateConversation, withName } from './queries';

/**
 * The sidebar row's actions: each resolves true on success with its toast, or false after
 * the matching error toast, so the row can leave its mode only when the change happened.
 */
export function useConversationActions(myId: string) {
  const queryClient = useQueryClient();
  const fail = (title: string, err: unknown) => {
    toastFailure(title, err, 'Please try again');
    return false;
  };
  const dropLocally = (id: string) => {
    queryClient.setQueryData<ConversationView[]>(conversationKeys.all, (list) =>
      list?.filter((c) => c.id !== id),
    );
    queryClient.removeQueries({ queryKey: messageKeys.list(id) });
  };

  return {
    rename: async (id: string, name: string) => {
      try {
        noteOwnAction(ownActionKeys.rename(id));
        // The server decides the stored name (it drops a dangling ' -' left by the 25-character cut).
        const renamed = await chatApi.rename(id, name);
        updateConversation(queryClient, id, (c) => withName(c, renamed.name, renamed.nameVersion));
        toast({ title: 'Conversation renamed', variant: 'success' });
        return true;
      } catch (err) {
        return fail('Error renaming conversation', err);
      }
    },
    /** Resolves to the conversation the person is now in (a new group, added to a one-to-one), or null. */
    addUser: async (id: string, email: string, history: HistoryChoice) => {
      try {
        noteOwnAction(ownActionKeys.add(id, email));
        const view = await chatApi.addParticipant(id, email, history);
        await queryClient.invalidateQueries({ queryKey: conversationKeys.all });
        if (view.startedGroup) {
          toast({
            title: 'Conversation created',
            description: `A new group with ${email.trim()}; your one-to-one stays as it was`,
            variant: 'success',
          });
          return view;
        }
        // An address with no account was invited to the conversation instead (the server says so by
        // listing it as invited): they join when they register.
        const invited = view.invited.includes(email.trim().toLowerCase());
        toast(
          invited
            ? {
                title: 'Invitation sent',
                description: `${email.trim()} joins the conversation when they create an account`,
                variant: 'success',
              }
            : { title: 'User added', variant: 'success' },
        );
        return view;
      } catch (err) {
        fail('Error adding user', err);
        return null;
      }
    },
    removeUser: async (id: string, userId: string) => {
      try {
        noteOwnAction(ownActionKeys.remove(id, userId));
        await chatApi.removeParticipant(id, userId);
        updateConversation(queryClient, id, (c) => ({
          ...c,
          participants: c.participants.filter((p) => p.userId !== userId),
        }));
        toast({ title: 'User removed', variant: 'success' });
        return true;
      } catch (err) {
        return fail('Error removing user', err);
      }
    },
    leave: async (id: string) => {
      try {
        noteOwnAction(ownActionKeys.remove(id, myId));
        await chatApi.removeParticipant(id, myId);
        dropLocally(id);
        toast({ title: 'Left conversation', variant: 'success' });
        return true;
      } catch (err) {
        return fail('Error leaving conversation', err);
      }
    },
    remove: async (id: string) => {
      try {
        noteOwnAction(ownActionKeys.delete(id));
        await chatApi.deleteConversation(id);
        dropLocally(id);
        toast({ title: 'Conversation deleted', variant: 'success' });
        return true;
      } catch (err) {
        return fail('Error deleting conversation', err);
      }
    },
  };
}
