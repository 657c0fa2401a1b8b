import { useQuery } from '@tanstack/react-query';
import type { ResetTokenCheck } from '@common/schemas/auth';
import { apiRequest } from '../../lib/api';

/**
 * Asks the server, as the page opens, whether a reset link still works, so a used or expired one
 * shows the invalid-link page at once rather than after two new passwords. 'unknown' when the
 * question itself failed (offline, say): the form then shows, and submitting gives the real answer.
 */
export function useResetLinkCheck(token: string): 'checking' | 'valid' | 'invalid' | 'unknown' {
  const check = useQuery({
    queryKey: ['reset-link-check', token],
    queryFn: () =>
      apiRequest<ResetTokenCheck>('GET', `/api/reset-password/valid?token=${encodeURIComponent(token)}`),
    enabled: token.length > 0,
    // A link that was valid a moment ago may be spent by now: ask again on every visit.
    gcTime: 0,
    retry: false,
  });
  if (!token) return 'invalid';
  if (check.isPending) return 'checking';
  if (check.isError) return 'unknown';
  return check.data.valid ? 'valid' : 'invalid';
}
