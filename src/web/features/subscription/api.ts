import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TIMINGS } from '@common/constants';
import type { CheckoutReturnPath, PaymentView, SubscriptionStatusView } from '@common/subscription';
import { ApiError, apiRequest, errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';

export const subscriptionKeys = {
  status: ['/api/subscription/status'] as const,
  payments: ['/api/subscription/payments'] as const,
};

export const NO_SESSION_URL = 'No session URL received from server';

/** Fresh for 30 s, 3 retries 1 s apart, refetched when the window regains focus. */
export function useSubscriptionStatus(options: { enabled?: boolean } = {}) {
  return useQuery<SubscriptionStatusView>({
    queryKey: subscriptionKeys.status,
    staleTime: TIMINGS.subscriptionStaleMs,
    retry: 3,
    retryDelay: 1_000,
    refetchOnWindowFocus: true,
    enabled: options.enabled ?? true,
  });
}

export function usePayments(options: { enabled?: boolean } = {}) {
  return useQuery<PaymentView[]>({ queryKey: subscriptionKeys.payments, enabled: options.enabled ?? true });
}

/** Leaves the app for the provider's page; the next render is another document. */
function goTo(url: string): void {
  window.location.assign(url);
}

/**
 * Upgrade creates a checkout and sends the browser to it. A missing URL is an error
 * ('No session URL received from server'); failures show the 'Upgrade Failed' toast.
 */
export function useStartCheckout(returnPath: CheckoutReturnPath) {
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest<{ sessionUrl?: string }>('POST', '/api/subscription/create', {
        returnPath,
      });
      if (!res?.sessionUrl) throw new Error(NO_SESSION_URL);
      return res.sessionUrl;
    },
    // The browser leaves for the checkout page: callers keep showing 'Processing...' while isSuccess.
    onSuccess: goTo,
    onError: (error) =>
      toast({
        title: 'Upgrade Failed',
        description: errorMessage(error, 'Failed to start upgrade process. Please try again.'),
        variant: 'destructive',
      }),
  });
}

/** Cancels at the end of the billing period and refreshes the status. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<SubscriptionStatusView>('POST', '/api/subscription/cancel'),
    onSuccess: (status) => queryClient.setQueryData(subscriptionKeys.status, status),
    onError: (error) =>
      toast({
        title: 'Cancellation Failed',
        description: errorMessage(error, 'Failed to cancel the subscription. Please try again.'),
        variant: 'destructive',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.status }),
  });
}

/** Undoes a cancellation before the period ends. */
export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<SubscriptionStatusView>('POST', '/api/subscription/resume'),
    onSuccess: (status) => queryClient.setQueryData(subscriptionKeys.status, status),
    onError: (error) =>
      toast({
        title: 'Resume Failed',
        description: errorMessage(error, 'Failed to resume the subscription. Please try again.'),
        variant: 'destructive',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.status }),
  });
}

/** Update Payment: the provider's customer portal (the sandbox has a local stand-in). */
export function useOpenPaymentPortal() {
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest<{ url?: string }>('POST', '/api/subscription/portal');
      if (!res?.url) throw new Error('No portal URL received from server');
      return res.url;
    },
    onSuccess: goTo,
    onError: (error) =>
      toast({
        title: 'Update Payment Failed',
        description: errorMessage(error, 'Could not open the payment settings. Please try again.'),
        variant: 'destructive',
      }),
  });
}

/** True for the 402 the AI endpoints answer once the trial is over: open the upgrade dialog. */
export function isPaymentRequiredError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 402;
}
