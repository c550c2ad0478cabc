// Loads the catalogues of a language on demand (docs/decisions/0048): `en` is bundled, every other
// language's namespace is a loader that runs once, the first time that language needs it. A language is
// changed only once the namespaces registered so far are all there, so no screen shows a raw key.
import type { Resources } from 'i18next';
import { DEFAULT_NAMESPACE, i18n } from '@/lib/i18n';
import type { CatalogueLanguage } from '@/lib/language';

type Namespace = keyof Resources;
/** A namespace's texts in a language that is not bundled: a whole catalogue, or the overlay's few keys. */
export type CatalogueLoader = () => Promise<{ default: object }>;
type Loaders = Partial<Record<CatalogueLanguage, CatalogueLoader>>;

const loadersOf = new Map<Namespace, Loaders>();
/** By `language|namespace`: loading or loaded, each at most once. */
const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();

/** Records where a namespace's other languages come from. */
export function registerLoaders(namespace: Namespace, loaders: Loaders) {
  if (!loadersOf.has(namespace)) loadersOf.set(namespace, loaders);
}

/** Whether the namespace's texts in `language` are there (a language without a loader has none to load). */
export const isNamespaceLoaded = (language: string, namespace: Namespace) =>
  !loadersOf.get(namespace)?.[language as CatalogueLanguage] || loaded.has(`${language}|${namespace}`);

/** A settled promise marked as React's `use` reads one, so it returns at once instead of suspending. */
const READY: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

/**
 * For React's `use`, called on every render whether or not the texts are there: the namespace's
 * loading promise, or a settled one once loaded. A component must call `use` alike on the render that
 * suspended and on the one that resumes; skipping it once the texts have come leaves React's replay of
 * the component one hook short ("Update hook called on initial render", React error 467).
 */
export const namespaceReady = (language: string, namespace: Namespace): Promise<void> =>
  isNamespaceLoaded(language, namespace) ? READY : loadNamespace(language, namespace);

/** Loads the namespace's texts in `language`, once; the same promise for every caller meanwhile. */
export function loadNamespace(language: string, namespace: Namespace): Promise<void> {
  const key = `${language}|${namespace}`;
  const loader = loadersOf.get(namespace)?.[language as CatalogueLanguage];
  if (!loader || loaded.has(key)) return Promise.resolve();
  let promise = loading.get(key);
  if (!promise) {
    promise = loader().then(
      ({ default: bundle }) => {
        i18n.addResourceBundle(language, namespace, bundle, true, false);
        loaded.add(key);
      },
      (error: unknown) => {
        // A failed download (offline) is tried again next time.
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, promise);
  }
  return promise;
}

let latestRequest: CatalogueLanguage | undefined;

/**
 * Loads `common` and every namespace registered so far in `language`, then switches to it. Of two
 * calls in a row, the later one wins, whichever finishes loading first.
 */
export async function loadLanguage(language: CatalogueLanguage): Promise<void> {
  latestRequest = language;
  await Promise.all([...loadersOf.keys()].map((namespace) => loadNamespace(language, namespace)));
  if (latestRequest === language && i18n.language !== language) await i18n.changeLanguage(language);
}

registerLoaders(DEFAULT_NAMESPACE, { id: () => import('@/locales/id/common.json') });
