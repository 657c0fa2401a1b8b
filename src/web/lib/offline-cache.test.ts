import { hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { keptState } from './offline-cache';

describe('keptState: what the device keeps for opening offline', () => {
  it('keeps the conversation list and messages, and a list whose last refetch failed as it was shown', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(['/api/conversations'], [{ id: 'c1' }]);
    queryClient.setQueryData(['/api/messages', 'c1'], [{ id: 1, finalContent: 'Seen before the train' }]);
    queryClient.setQueryData(['/api/subscription/status'], { isTrialActive: true });
    // The signal goes while the messages are fetched again: the query errs but keeps its data.
    await queryClient
      .fetchQuery({
        queryKey: ['/api/messages', 'c1'],
        queryFn: () => Promise.reject(new Error('Failed to fetch')),
      })
      .catch(() => undefined);
    expect(queryClient.getQueryState(['/api/messages', 'c1'])?.status).toBe('error');

    const state = keptState(queryClient);
    expect(state.queries.map((q) => q.queryKey).sort()).toEqual([
      ['/api/conversations'],
      ['/api/messages', 'c1'],
    ]);
    // As local storage holds it, then opened offline:
    const reopened = new QueryClient();
    hydrate(reopened, JSON.parse(JSON.stringify(state)));
    expect(reopened.getQueryState(['/api/messages', 'c1'])).toMatchObject({
      status: 'success',
      data: [{ id: 1, finalContent: 'Seen before the train' }],
      error: null,
    });
  });

  it('keeps the schedules and info banks opened, and not the calendar feed (its address is shown once)', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['schedule', 'c1', '2026-11-01', '2026-11-30'], { items: [] });
    queryClient.setQueryData(['info-bank', 'c1'], { conversationId: 'c1', cards: [] });
    queryClient.setQueryData(['calendar-feed'], { active: true, createdAt: null, url: null });
    expect(
      keptState(queryClient)
        .queries.map((q) => q.queryKey[0])
        .sort(),
    ).toEqual(['info-bank', 'schedule']);
  });
});
