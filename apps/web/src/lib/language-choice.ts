// The device's language choice (docs/decisions/0048), saved in localStorage under
// `ruangmain.language`: it wins over the account's. A small external store, so the switch and the
// language follower re-render when it changes here or in another tab.
import { isLanguage, type Language } from '@ruangmain/domain/languages';

export const LANGUAGE_STORAGE_KEY = 'ruangmain.language';

export function readStoredChoice(): Language | null {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
let current: Language | null = typeof window === 'undefined' ? null : readStoredChoice();

const publish = (choice: Language | null) => {
  current = choice;
  for (const listener of listeners) listener();
};

export const languageChoiceStore = {
  getSnapshot: (): Language | null => current,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Saves the device's choice. */
  set(choice: Language) {
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, choice);
    } catch {
      // Not persisted; still in force for this page view.
    }
    publish(choice);
  },
};

// Another tab chose: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === LANGUAGE_STORAGE_KEY) publish(isLanguage(event.newValue) ? event.newValue : null);
  });
}
