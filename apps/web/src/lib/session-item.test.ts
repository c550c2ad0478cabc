import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_BACKUP_MS, sessionItem } from '@/lib/session-item';

/** A Storage of a Map; `refuse` makes every call throw, as a private mode's storage may. */
function memoryStorage(refuse = false): Storage {
  const items = new Map<string, string>();
  const guard = () => {
    if (refuse) throw new Error('storage refused');
  };
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => {
      guard();
      return items.get(key) ?? null;
    },
    setItem: (key, value) => {
      guard();
      items.set(key, value);
    },
    removeItem: (key) => {
      guard();
      items.delete(key);
    },
  };
}

const T0 = Date.UTC(2026, 10, 25, 12, 0);
let tab: { sessionStorage: Storage; localStorage: Storage };
const shared = memoryStorage();

/** Another tab of the same site: its own sessionStorage, the same localStorage. */
const openTab = (sessionStorage = memoryStorage()) => {
  tab = { sessionStorage, localStorage: shared };
  vi.stubGlobal('window', tab);
};

beforeEach(() => {
  shared.clear();
  openTab();
});
afterEach(() => vi.unstubAllGlobals());

describe('sessionItem', () => {
  const plain = () => sessionItem<{ n: number }>('k');
  const backedUp = () => sessionItem<{ n: number }>('k', { backupMs: PAYMENT_BACKUP_MS });

  it('keeps a value in the tab only, unless asked for a backup', () => {
    plain().write({ n: 1 }, T0);
    expect(plain().read(T0)).toEqual({ n: 1 });
    openTab();
    expect(plain().read(T0)).toBeNull();
  });

  it.each([
    ['just written', 0, { n: 2 }],
    ['a minute later', 60_000, { n: 2 }],
    ['at exactly 10 minutes', PAYMENT_BACKUP_MS, { n: 2 }],
    ['a millisecond past 10 minutes', PAYMENT_BACKUP_MS + 1, null],
    ['with a clock set back before it was saved', -1, null],
  ])('a new tab reads the backup %s', (_, age, expected) => {
    backedUp().write({ n: 2 }, T0);
    openTab();
    expect(backedUp().read(T0 + age)).toEqual(expected);
  });

  it('forgets a stale backup once read, and both copies on clear', () => {
    backedUp().write({ n: 3 }, T0);
    openTab();
    expect(backedUp().read(T0 + PAYMENT_BACKUP_MS + 1)).toBeNull();
    expect(shared.getItem('k.backup')).toBeNull();

    backedUp().write({ n: 4 }, T0);
    backedUp().clear();
    expect(backedUp().read(T0)).toBeNull();
    openTab();
    expect(backedUp().read(T0)).toBeNull();
  });

  it('prefers the tab’s own value to the backup', () => {
    backedUp().write({ n: 5 }, T0);
    tab.sessionStorage.setItem('k', JSON.stringify({ n: 6 }));
    expect(backedUp().read(T0)).toEqual({ n: 6 });
  });

  it('reads nothing from an unreadable backup, and survives refused storage', () => {
    shared.setItem('k.backup', '{not json');
    expect(backedUp().read(T0)).toBeNull();
    shared.setItem('k.backup', JSON.stringify({ savedAt: 'yesterday', value: { n: 7 } }));
    expect(backedUp().read(T0)).toBeNull();

    openTab(memoryStorage(true));
    expect(() => backedUp().write({ n: 8 }, T0)).not.toThrow();
    expect(backedUp().read(T0)).toEqual({ n: 8 });
  });
});
