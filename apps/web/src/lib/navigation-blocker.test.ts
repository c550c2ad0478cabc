import type { Location } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigationBlocker } from '@/lib/navigation-blocker';

const at = (pathname: string): Location => ({ pathname, search: '', hash: '', state: null, key: pathname });
const PAYMENT = at('/booking-payment');
const leavesPage = ({
  currentLocation,
  nextLocation,
}: {
  currentLocation: Location;
  nextLocation: Location;
}) => currentLocation.pathname !== nextLocation.pathname;

describe('navigation blocker', () => {
  afterEach(() => navigationBlocker.clearRule('page'));

  it.each([
    ['no page rule', null, at('/'), false],
    ['a rule that lets it go', leavesPage, at('/booking-payment'), false],
    ['a rule that holds it', leavesPage, at('/'), true],
  ] as const)('with %s, a navigation is held: %s', (_, rule, next, isHeld) => {
    if (rule) navigationBlocker.setRule('page', rule);
    const go = vi.fn();
    expect(navigationBlocker.intercept(PAYMENT, next, go)).toBe(isHeld);
    expect(navigationBlocker.getSnapshot().state).toBe(isHeld ? 'blocked' : 'unblocked');
    expect(go).not.toHaveBeenCalled();
  });

  it('proceed() makes the held navigation, which passes; it settles once it has happened', () => {
    navigationBlocker.setRule('page', leavesPage);
    const go = vi.fn();
    navigationBlocker.intercept(PAYMENT, at('/'), go);
    navigationBlocker.getSnapshot().proceed?.();
    expect(go).toHaveBeenCalledOnce();
    expect(navigationBlocker.getSnapshot().state).toBe('proceeding');
    // The navigation proceed() started (for back/forward, the redo) is not held again.
    expect(navigationBlocker.intercept(PAYMENT, at('/'), vi.fn())).toBe(false);
    navigationBlocker.settle();
    expect(navigationBlocker.getSnapshot().state).toBe('unblocked');
  });

  it('reset() drops the held navigation; the next one is asked again', () => {
    navigationBlocker.setRule('page', leavesPage);
    const go = vi.fn();
    navigationBlocker.intercept(PAYMENT, at('/'), go);
    navigationBlocker.getSnapshot().reset?.();
    expect(navigationBlocker.getSnapshot().state).toBe('unblocked');
    expect(go).not.toHaveBeenCalled();
    expect(navigationBlocker.intercept(PAYMENT, at('/faq'), vi.fn())).toBe(true);
  });

  it("a page leaving drops its rule and what it held; another page's leaving does not", () => {
    navigationBlocker.setRule('page', leavesPage);
    navigationBlocker.intercept(PAYMENT, at('/'), vi.fn());
    navigationBlocker.clearRule('other page');
    expect(navigationBlocker.getSnapshot().state).toBe('blocked');
    navigationBlocker.clearRule('page');
    expect(navigationBlocker.getSnapshot().state).toBe('unblocked');
    expect(navigationBlocker.intercept(PAYMENT, at('/'), vi.fn())).toBe(false);
  });
});
