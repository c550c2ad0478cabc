import {
  createContext,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  useTransition,
} from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  type NavigationType,
  type Navigator,
  parsePath,
  Router,
  type To,
} from 'react-router';
import { navigationBlocker } from '@/lib/navigation-blocker';

const IsNavigatingContext = createContext(false);

/** True while the next page (a lazy route module) loads; the old page stays meanwhile. */
export const useIsNavigating = () => useContext(IsNavigatingContext);

type BrowserHistory = ReturnType<typeof createBrowserHistory>;

const toLocation = (to: To, state: unknown): Location => ({
  pathname: '/',
  search: '',
  hash: '',
  ...(typeof to === 'string' ? parsePath(to) : to),
  state: state ?? null,
  key: 'next',
});

/** The history the routes navigate with, asking the page's blocker (lib/navigation-blocker) first. */
function createNavigator(history: BrowserHistory): Navigator {
  const guarded =
    (move: (to: To, state?: unknown) => void) =>
    (to: To, state?: unknown): void => {
      const next = toLocation(to, state);
      if (navigationBlocker.intercept(history.location, next, () => move(to, state))) return;
      move(to, state);
    };
  return {
    createHref: (to) => history.createHref(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push: guarded((to, state) => history.push(to, state)),
    replace: guarded((to, state) => history.replace(to, state)),
  };
}

/**
 * The app's router (React Router's declarative mode, docs/decisions/0018): the browser history, each
 * move rendered in a transition, so a page whose module is still loading keeps the old page on
 * screen (`useIsNavigating` shows progress); back and forward are undone while the page's blocker
 * holds them, and redone on `proceed()`.
 */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [navigator] = useState(() => createNavigator(history));
  const [state, setState] = useState<{ action: NavigationType; location: Location }>(() => ({
    action: history.action,
    location: history.location,
  }));
  const [isNavigating, startTransition] = useTransition();
  const shown = useRef(history.location);

  useLayoutEffect(() => {
    let isUndoing = false;
    return history.listen(({ action, location, delta }) => {
      if (isUndoing) {
        isUndoing = false;
        return;
      }
      const redo = () => history.go(delta ?? 0);
      if (action === 'POP' && delta && navigationBlocker.intercept(shown.current, location, redo)) {
        isUndoing = true;
        history.go(-delta);
        return;
      }
      shown.current = location;
      navigationBlocker.settle();
      startTransition(() => setState({ action, location }));
    });
  }, [history]);

  return (
    <IsNavigatingContext value={isNavigating}>
      <Router navigator={navigator} location={state.location} navigationType={state.action}>
        {children}
      </Router>
    </IsNavigatingContext>
  );
}
