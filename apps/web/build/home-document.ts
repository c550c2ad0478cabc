// How the prerendered home document is made from what `vite build` wrote (build/prerender-home.ts).
import type { Rolldown } from 'vite';

/** The plain SPA document (what Vite writes as index.html): the API's fallback for every other path. */
export const SHELL_DOCUMENT = 'shell.html';
/** The prerendered home document, served for `/`; written last, so it also marks a complete build. */
export const HOME_DOCUMENT = 'index.html';
// What Vite writes into the shell: the entry's script tag, its preloads, and the empty root.
const ENTRY_SCRIPT = /<script type="module" crossorigin src="[^"]+"><\/script>/g;
const MODULE_PRELOAD = /\n\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;
const EMPTY_ROOT = '<div id="root"></div>';

type Output = Rolldown.RolldownOutput;
type Chunk = Rolldown.OutputChunk;

/** The chunks `entry` imports statically, directly or not (what the browser needs before it runs), and their CSS. */
export function collectStaticImports(entry: Chunk, output: Output): { chunks: string[]; css: string[] } {
  const chunks = new Map(
    output.output
      .filter((file): file is Chunk => file.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const seen = new Set<string>();
  const css = new Set<string>();
  const visit = (chunk: Chunk) => {
    for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
    for (const fileName of chunk.imports) {
      if (seen.has(fileName)) continue;
      seen.add(fileName);
      const imported = chunks.get(fileName);
      if (imported) visit(imported);
    }
  };
  visit(entry);
  return { chunks: [...seen], css: [...css] };
}

/**
 * The home document: the shell with the home entry instead of the shell's, its chunks preloaded, and
 * the prerendered page inside #root.
 */
export function createHomeDocument(
  shell: string,
  options: { homeEntry: string; preloads: string[]; markup: string },
) {
  const { homeEntry, preloads, markup } = options;
  const entryTags = shell.match(ENTRY_SCRIPT) ?? [];
  if (entryTags.length !== 1 || !shell.includes(EMPTY_ROOT)) {
    throw new Error(`${SHELL_DOCUMENT} does not have one entry script and an empty #root`);
  }
  // The page paints without its JavaScript, so the scripts must not compete with the stylesheet:
  // at low priority the browser (and Lighthouse) no longer treats them as render-blocking.
  const preloadTags = preloads
    .map((href) => `\n    <link rel="modulepreload" crossorigin fetchpriority="low" href="${href}">`)
    .join('');
  const entryTag = `<script type="module" crossorigin fetchpriority="low" src="${homeEntry}"></script>`;
  return shell
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, () => `${entryTag}${preloadTags}`)
    .replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>`);
}
