import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, Rolldown } from 'vite';
import { collectStaticImports, createHomeDocument, HOME_DOCUMENT, SHELL_DOCUMENT } from './home-document.ts';

// The entry of the home document (it bundles the home screen) and the module that renders the home
// page in Node.
const HOME_ENTRY = 'src/app/main-home.tsx';
const RENDER_ENTRY = 'src/app/prerender-home.tsx';
// Built into the output folder so the renderer's imports of react & co. resolve from node_modules;
// removed once used.
const RENDER_DIR = '.prerender';

type Output = Rolldown.RolldownOutput;
type Chunk = Rolldown.OutputChunk;

const asOutput = (result: unknown): Output => {
  const output = Array.isArray(result) ? result[0] : result;
  if (!output || typeof output !== 'object' || !('output' in output))
    throw new Error('expected a build output');
  return output as Output;
};

const findEntry = (output: Output, source: string): Chunk => {
  const chunk = output.output.find(
    (file): file is Chunk =>
      file.type === 'chunk' && file.isEntry && file.facadeModuleId?.endsWith(source) === true,
  );
  if (!chunk) throw new Error(`no entry chunk for ${source}`);
  return chunk;
};

/**
 * Prerenders `/` at build time (docs/decisions/0006). `vite build` then builds the client (with a
 * second entry for the home document) and a Node bundle of src/app/prerender-home.tsx, renders the
 * home page with it, and writes shell.html (the plain SPA document) and index.html (the prerendered
 * home). `vite preview` serves them as the API server does.
 */
export function prerenderHome(): Plugin {
  return {
    name: 'ruangmain:prerender-home',
    // After Vite's own plugins: generateBundle must see the index.html that vite:build-html emits.
    enforce: 'post',
    config(config, { command, isPreview }) {
      if (command !== 'build' || isPreview) return;
      const outDir = config.build?.outDir ?? 'dist';
      return {
        // Setting `builder` makes `vite build` build the app's environments through buildApp below.
        builder: {},
        environments: {
          client: { build: { rolldownOptions: { input: { index: 'index.html', home: HOME_ENTRY } } } },
          ssr: {
            build: {
              ssr: RENDER_ENTRY,
              outDir: path.join(outDir, RENDER_DIR),
              copyPublicDir: false,
              // The renderer imports the home screen that the router loads lazily; in Node that is fine.
              rolldownOptions: { checks: { ineffectiveDynamicImport: false } },
            },
          },
        },
      };
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const page = bundle['index.html'];
      if (page?.type !== 'asset') return;
      // index.html is reserved for the prerendered home, written once everything else is in place.
      delete bundle['index.html'];
      this.emitFile({ type: 'asset', fileName: SHELL_DOCUMENT, source: page.source });
    },
    buildApp: async (builder) => {
      const { client, ssr } = builder.environments;
      if (!client || !ssr) throw new Error('the client and ssr environments are required');
      const clientOutput = asOutput(await builder.build(client));
      const renderOutput = asOutput(await builder.build(ssr));

      const { root, base } = client.config;
      const outDir = path.resolve(root, client.config.build.outDir);
      const renderDir = path.join(outDir, RENDER_DIR);
      try {
        const renderer = path.join(renderDir, findEntry(renderOutput, RENDER_ENTRY).fileName);
        const { renderHomeMarkup } = (await import(pathToFileURL(renderer).href)) as {
          renderHomeMarkup: () => string;
        };
        const shell = readFileSync(path.join(outDir, SHELL_DOCUMENT), 'utf8');
        const homeEntry = findEntry(clientOutput, HOME_ENTRY);
        const { chunks, css } = collectStaticImports(homeEntry, clientOutput);
        // Both entries share start-app's stylesheet, which the shell links already.
        const missingCss = css.filter((file) => !shell.includes(`href="${base}${file}"`));
        if (missingCss.length > 0)
          throw new Error(`the shell lacks the home entry's CSS: ${missingCss.join(', ')}`);
        const page = createHomeDocument(shell, {
          homeEntry: `${base}${homeEntry.fileName}`,
          preloads: chunks.map((fileName) => `${base}${fileName}`),
          markup: renderHomeMarkup(),
        });
        writeFileSync(path.join(outDir, HOME_DOCUMENT), page);
      } finally {
        rmSync(renderDir, { recursive: true, force: true });
      }
    },
    configurePreviewServer(server) {
      // Runs after Vite's SPA fallback, which answers every unknown path with index.html: that is the
      // home page here, so other paths get the shell, as from the API server.
      return () => {
        server.middlewares.use((request, _response, next) => {
          const pathname = (request.originalUrl ?? '/').split('?')[0];
          if (request.url === `/${HOME_DOCUMENT}` && pathname !== '/' && pathname !== `/${HOME_DOCUMENT}`) {
            request.url = `/${SHELL_DOCUMENT}`;
          }
          next();
        });
      };
    },
  };
}
