import { describe, expect, it } from 'vitest';
import { forgetDrafts, loadDraft, saveDraft } from './drafts';

/** Session storage's interface over a Map (the unit tests run without a browser). */
function memoryStore() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    key: (i: number) => [...items.keys()][i] ?? null,
    get length() {
      return items.size;
    },
  };
}

describe('unsent drafts', () => {
  it('keeps one draft per person and conversation', () => {
    const store = memoryStore();
    saveDraft(store, 'me', 'c1', 'Can we talk about\nthe weekend?');
    saveDraft(store, 'me', 'c2', 'Other one');
    saveDraft(store, 'someone-else', 'c1', 'Not yours');
    expect(loadDraft(store, 'me', 'c1')).toBe('Can we talk about\nthe weekend?');
    expect(loadDraft(store, 'me', 'c2')).toBe('Other one');
    expect(loadDraft(store, 'me', 'c3')).toBe('');
  });

  it('drops the draft when the input empties, as sending does', () => {
    const store = memoryStore();
    saveDraft(store, 'me', 'c1', 'On its way');
    saveDraft(store, 'me', 'c1', '');
    expect(loadDraft(store, 'me', 'c1')).toBe('');
    saveDraft(store, 'me', 'c1', '   \n ');
    expect(store.items.size).toBe(0);
  });

  it('forgets every draft, and nothing else, on signing out', () => {
    const store = memoryStore();
    saveDraft(store, 'me', 'c1', 'one');
    saveDraft(store, 'me', 'c2', 'two');
    store.setItem('unrelated', 'stays');
    forgetDrafts(store);
    expect([...store.items.keys()]).toEqual(['unrelated']);
  });

  it('works without storage, and with storage that refuses', () => {
    expect(loadDraft(null, 'me', 'c1')).toBe('');
    expect(() => saveDraft(null, 'me', 'c1', 'text')).not.toThrow();
    const full = {
      ...memoryStore(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => saveDraft(full, 'me', 'c1', 'text')).not.toThrow();
    expect(() => forgetDrafts(null)).not.toThrow();
  });
});
