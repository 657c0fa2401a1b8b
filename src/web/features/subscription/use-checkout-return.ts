import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PRODUCT_NAME } from '@common/constants';
import { toast } from '../../lib/toast';
import { focusMainHeadingOnceShown } from '../../lib/use-page-change';
import type { SubscriptionStatusView } from '@common/subscription';
import { subscriptionKeys } from './api';
import { trialPlanNote } from './charge-note';

/**
 * Checkout sends the browser back with ?checkout=success (or cancelled). Say so once, refresh the
 * status, take focus to the page's heading, and drop the parameter so a reload does not repeat it.
 */
export function useCheckoutReturn(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const url = new URL(window.location.href);
    const outcome = url.searchParams.get('checkout');
    if (!outcome) return;
    url.searchParams.delete('checkout');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.status });
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.payments });
    };
    refresh();
    // Back from the checkout's own page, focus starts at this page's heading, not at nothing.
    focusMainHeadingOnceShown();
    // With Stripe the plan starts when its webhook lands, which can be a moment after the redirect.
    const timers = outcome === 'success' ? [setTimeout(refresh, 2_000), setTimeout(refresh, 6_000)] : [];
    if (outcome === 'success') {
      // Bought during the trial, the plan's first charge waits for the trial's end: said at once.
      void queryClient
        .fetchQuery<SubscriptionStatusView>({ queryKey: subscriptionKeys.status })
        .then(trialPlanNote, () => null)
        .then((trialNote) =>
          toast({
            title: `Welcome to ${PRODUCT_NAME} Pro`,
            description: trialNote ?? 'Your subscription is active.',
            variant: 'success',
            durationMs: trialNote ? 6_000 : 3_000,
          }),
        );
    }
    return () => timers.forEach(clearTimeout);
  }, [queryClient]);
}
