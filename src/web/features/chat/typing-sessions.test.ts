import { describe, expect, it } from 'vitest';
import { TYPING_SESSION_GAP_MS, TypingSessions } from './typing-sessions';

describe('TypingSessions', () => {
  it('announces someone once for bursts of typing with short pauses between them', () => {
    const sessions = new TypingSessions();
    expect(sessions.update(['bob'], 0)).toEqual(['bob']);
    expect(sessions.update([], 1_500)).toEqual([]);
    expect(sessions.update(['bob'], 4_000)).toEqual([]);
    expect(sessions.update([], 5_000)).toEqual([]);
    expect(sessions.update(['bob'], 5_000 + TYPING_SESSION_GAP_MS)).toEqual([]);
  });

  it('counts the pause from the end of the last burst, however long the burst was', () => {
    const sessions = new TypingSessions();
    sessions.update(['bob'], 0);
    sessions.update([], 60_000);
    expect(sessions.update(['bob'], 62_000)).toEqual([]);
  });

  it('announces again after a long pause, or once their message has arrived', () => {
    const sessions = new TypingSessions();
    sessions.update(['bob'], 0);
    sessions.update([], 1_000);
    expect(sessions.update(['bob'], 1_000 + TYPING_SESSION_GAP_MS + 1)).toEqual(['bob']);
    sessions.update([], 40_000);
    sessions.end('bob');
    expect(sessions.update(['bob'], 41_000)).toEqual(['bob']);
  });

  it('announces only the person who starts, not those already typing', () => {
    const sessions = new TypingSessions();
    sessions.update(['bob'], 0);
    expect(sessions.update(['bob', 'ann'], 500)).toEqual(['ann']);
  });
});
