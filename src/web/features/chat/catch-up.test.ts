import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ConversationView } from '../../../common/types';
import { authKeys } from '../../lib/auth';
import { catchUpAfterReconnect } from './catch-up';
import { conversationKeys, membershipKeys, messageKeys, type MessagePage } from './queries';

const page: MessagePage = { messages: [], hasOlder: false };

describe('catching up after the socket reconnects', () => {
  it('marks everything the missed events would have changed for fetching again, the histories of conversations not open included', () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    queryClient.setQueryData<ConversationView[]>(conversationKeys.all, []);
    queryClient.setQueryData(messageKeys.list('open'), page);
    // Opened earlier, kept in the cache, never stale by themselves (staleTime Infinity): messages
    // sent there while the socket was down would be missing when it is opened again.
    queryClient.setQueryData(messageKeys.list('other'), page);
    queryClient.setQueryData(membershipKeys.list('open'), []);
    queryClient.setQueryData(authKeys.user, { id: 'me' });
    catchUpAfterReconnect(queryClient, 'open');
    const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(invalidated(conversationKeys.all)).toBe(true);
    expect(invalidated(messageKeys.list('other'))).toBe(true);
    expect(invalidated(membershipKeys.list('open'))).toBe(true);
    expect(invalidated(authKeys.user)).toBe(true);
    // The open one is merged with the newest page in place (refreshMessages), its older pages kept.
    expect(invalidated(messageKeys.list('open'))).toBe(false);
  });
});
