import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import type { AcceptInvitationResult } from '@common/types';
import { apiRequest, errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Spinner } from '../../ui/spinner';
import { conversationKeys } from '../chat/queries';

/** The invitation token of an invitation link (/register?invite=…), if the address has one. */
export function inviteInSearch(search: string): string | null {
  return new URLSearchParams(search).get('invite')?.trim() || null;
}

/**
 * Uses an invitation for the signed-in person and answers where to go next: the conversation it
 * opened, or the dashboard, with a toast saying why not (used already, or sent to another address).
 */
export async function acceptInvitation(queryClient: QueryClient, token: string): Promise<string> {
  try {
    const { conversationId } = await apiRequest<AcceptInvitationResult>('POST', '/api/invitations/accept', {
      token,
    });
    // The list the dashboard had cached does not hold it yet.
    await queryClient.invalidateQueries({ queryKey: conversationKeys.all });
    return `/dashboard?conversation=${encodeURIComponent(conversationId)}`;
  } catch (error) {
    toast({
      title: 'Invitation not used',
      description: errorMessage(error, 'Please try again'),
      variant: 'destructive',
      durationMs: 5000,
    });
    return '/dashboard';
  }
}

/**
 * /register for someone already signed in: with an invitation link (they made their account some
 * other way, or opened the mail on a device where they are signed in) the invitation is used for
 * their account and the conversation opens; without one, the dashboard.
 */
export function FollowInvitation() {
  const token = inviteInSearch(useSearch());
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    void acceptInvitation(queryClient, token).then((to) => navigate(to, { replace: true }));
  }, [token, queryClient, navigate]);
  if (!token) return <Redirect to="/dashboard" replace />;
  return <Spinner label="Opening your invitation..." />;
}
