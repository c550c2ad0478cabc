import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, Rolldown } from 'vite';
import {
  CHUNK_MODULES,
  collectStaticImports,
  createRouteDocument,
  documentNameOf,
  findChunk,
  HOME_DOCUMENT,
  RENDERER_DIR,
  ROOT_SLOT,
  ROUTE_MANIFEST,
  type RouteInfo,
  type RouteManifest,
  SHELL_DOCUMENT,
  templateNameOf,
} from './route-documents.ts';

// The app the entry (src/app/main.tsx) starts once the page is painted: a second entry of the client
// build, so its static imports count as initial code for the chunk groups (vite.config.ts).
const START_APP = 'src/app/start-app.tsx';
const AUTH_LAYOUT = 'src/app/layouts/auth-layout.tsx';
const ADMIN_LAYOUT = 'src/app/layouts/admin/admin-layout.tsx';
const QUERIES = 'src/app/query-provider.tsx';
// The module that renders the routes in Node: here, and in the API server for the routes served with
// their data (docs/decisions/0025). Built into the output folder, so its imports of react & co. resolve
// from node_modules; the API server does not serve that folder.
const RENDER_ENTRY = 'src/app/prerender.tsx';

type Output = Rolldown.RolldownOutput;
type Chunk = Rolldown.OutputChunk;
type Renderer = {
  ROUTES: RouteInfo[];
  prerenderPage: (path: string) => Promise<{ markup: string; requests: string[] }>;
};

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

/** Each chunk's source modules, relative to the app folder (node_modules by package path). */
function describeChunks(output: Output, root: string): Record<string, string[]> {
  const chunks = output.output.filter((file): file is Chunk => file.type === 'chunk');
  return Object.fromEntries(
    chunks.map((chunk) => [
      chunk.fileName,
      chunk.moduleIds.map((id) =>
        id.includes('/node_modules/')
          ? id.slice(id.lastIndexOf('/node_modules/') + 1)
          : path.relative(root, id),
      ),
    ]),
  );
}

/**
 * Writes a document for every route (the not-found route's serves unknown paths) (docs/decisions/0006, 0018). `vite build` builds the client (with
 * start-app as a second entry) and a Node bundle of src/app/prerender.tsx; each route's document is
 * the shell plus modulepreloads of exactly the chunks that route runs first, preloads of its first API
 * requests, and, for prerendered routes, its first paint inside #root. routes.json maps route patterns
 * to documents for the API server; shell.html stays the plain SPA document.
 */
export function prerenderRoutes(): Plugin {
  return {
    name: 'ruangmain:prerender-routes',
    // After Vite's own plugins: generateBundle must see the index.html that vite:build-html emits.
    enforce: 'post',
    config(config, { command, isPreview }) {
      if (command !== 'build' || isPreview) return;
      const outDir = config.build?.outDir ?? 'dist';
      return {
        // Setting `builder` makes `vite build` build the app's environments through buildApp below.
        builder: {},
        environments: {
          client: {
            build: { rolldownOptions: { input: { index: 'index.html', 'start-app': START_APP } } },
          },
          ssr: {
            build: {
              ssr: RENDER_ENTRY,
              outDir: path.join(outDir, RENDERER_DIR),
              copyPublicDir: false,
              // The renderer imports route modules the router loads lazily; in Node that is fine.
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
      // index.html is reserved for the home document, written once everything else is in place.
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
      const rendererName = `${RENDERER_DIR}/${findEntry(renderOutput, RENDER_ENTRY).fileName}`;
      const renderer = (await import(pathToFileURL(path.join(outDir, rendererName)).href)) as Renderer;
      const shell = readFileSync(path.join(outDir, SHELL_DOCUMENT), 'utf8');
      const entry = findEntry(clientOutput, 'index.html');
      const startApp = findEntry(clientOutput, START_APP);
      const manifest: RouteManifest = { routes: [], renderer: { module: rendererName, slot: ROOT_SLOT } };
      const documents = new Map<string, string>();

      for (const route of renderer.ROUTES) {
        if (route.prerender && /[:*]/.test(route.path))
          throw new Error(`${route.path}: only a fixed address can be prerendered`);
        const name = documentNameOf(route);
        const modules = ['index.html', START_APP, `src/${route.moduleFile}`];
        if (route.layout === 'auth') modules.push(AUTH_LAYOUT);
        if (route.layout === 'admin') modules.push(ADMIN_LAYOUT);
        if (route.readsData) modules.push(QUERIES);
        if (route.servedWithData && !(route.prerender && route.readsData))
          throw new Error(`${route.path}: only a prerendered route that reads data is served with it`);
        const template = route.servedWithData ? templateNameOf(route) : undefined;
        manifest.routes.push({ path: route.path, document: name, modules, ...(template && { template }) });
        if (documents.has(name)) continue;
        const roots = [entry, startApp, ...modules.slice(2).map((file) => findChunk(clientOutput, file))];
        const { chunks, css } = collectStaticImports(roots, clientOutput);
        // The entry's stylesheet is the only one; the shell links it already.
        const missingCss = css.filter((file) => !shell.includes(`href="${base}${file}"`));
        if (missingCss.length > 0) throw new Error(`${route.path} needs CSS the shell lacks: ${missingCss}`);
        const rendered = route.prerender ? await renderer.prerenderPage(route.path) : undefined;
        const preloads = chunks.filter((file) => file !== entry.fileName).map((file) => `${base}${file}`);
        const entryImports = entry.imports.map((file) => `${base}${file}`);
        documents.set(
          name,
          createRouteDocument(shell, {
            route: route.path,
            modules: preloads,
            entryImports,
            requests: rendered?.requests ?? [],
            markup: rendered?.markup,
          }),
        );
        // Its data comes inside the document, so nothing is fetched first.
        if (template)
          documents.set(
            template,
            createRouteDocument(shell, {
              route: route.path,
              modules: preloads,
              entryImports,
              requests: [],
              markup: ROOT_SLOT,
            }),
          );
      }

      mkdirSync(path.join(outDir, 'pages', 'auth'), { recursive: true });
      mkdirSync(path.dirname(path.join(outDir, CHUNK_MODULES)), { recursive: true });
      for (const [name, html] of documents) {
        if (name === HOME_DOCUMENT) continue;
        mkdirSync(path.dirname(path.join(outDir, name)), { recursive: true });
        writeFileSync(path.join(outDir, name), html);
      }
      writeFileSync(path.join(outDir, ROUTE_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
      writeFileSync(
        path.join(outDir, CHUNK_MODULES),
        `${JSON.stringify(describeChunks(clientOutput, root), null, 2)}\n`,
      );
      const home = documents.get(HOME_DOCUMENT);
      if (!home) throw new Error('no route renders /');
      writeFileSync(path.join(outDir, HOME_DOCUMENT), home);
    },
    configurePreviewServer(server) {
      // Runs after Vite's SPA fallback, which answers every unknown path with index.html (the home
      // page): other paths get their route's document, as from the API server.
      return () => {
        const { routes } = JSON.parse(
          readFileSync(path.join(server.config.root, server.config.build.outDir, ROUTE_MANIFEST), 'utf8'),
        ) as RouteManifest;
        const documentOf = (pathname: string) =>
          routes.find((route) => route.path === pathname)?.document ??
          routes.find((route) => route.path === '*')?.document ??
          SHELL_DOCUMENT;
        server.middlewares.use((request, _response, next) => {
          const pathname = (request.originalUrl ?? '/').split('?')[0] ?? '/';
          if (request.url === `/${HOME_DOCUMENT}` && pathname !== `/${HOME_DOCUMENT}`) {
            request.url = `/${documentOf(pathname)}`;
          }
          next();
        });
      };
    },
  };
}
