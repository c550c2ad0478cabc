// The English catalogue, bundled so it is available synchronously at start-up. A new language adds a
// sibling folder with the same namespaces and registers it in src/lib/i18n.ts.
import common from './common.json';

export const en = { common } as const;
