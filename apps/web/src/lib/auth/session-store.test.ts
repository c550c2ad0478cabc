import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/auth/session-store';

const RANI = { id: 7, name: 'Rani Tester', username: 'rani', total_points: 1200 };

describe('session store', () => {
  afterEach(() => sessionStore.clear());

  it.each([
    ['the same user, read again', { ...RANI }, false],
    ['new points', { ...RANI, total_points: 1250 }, true],
    ['a new name', { ...RANI, name: 'Rani T.' }, true],
    ['a field added', { ...RANI, phone: '081234567890' }, true],
  ])('a profile refresh with %s re-renders its readers: %s', (_, refreshed, isPublished) => {
    sessionStore.signIn('token-1', RANI);
    const before = sessionStore.getSnapshot();
    const listener = vi.fn();
    const unsubscribe = sessionStore.subscribe(listener);

    sessionStore.updateUser(refreshed);

    expect(listener).toHaveBeenCalledTimes(isPublished ? 1 : 0);
    expect(sessionStore.getSnapshot() === before).toBe(!isPublished);
    expect(sessionStore.getSnapshot().user).toEqual(refreshed);
    unsubscribe();
  });

  it('ignores a refresh once nobody is signed in', () => {
    const listener = vi.fn();
    const unsubscribe = sessionStore.subscribe(listener);
    sessionStore.updateUser(RANI);
    expect(listener).not.toHaveBeenCalled();
    expect(sessionStore.getSnapshot().user).toBeNull();
    unsubscribe();
  });
});
