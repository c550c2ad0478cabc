import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { endpointRoutes } from './build/endpoint-routes.ts';
import { hashInlineScript, inlineThemeInit, readThemeInitScript } from './build/inline-theme-init.ts';
import { installableApp } from './build/installable-app.ts';
import { precompress } from './build/precompress.ts';
import { prerenderRoutes } from './build/prerender-routes.ts';

// The API server (apps/api) listens here in development and serves `dist` in production.
const API_ORIGIN = 'http://localhost:3000';

// Mirrors the policy the API server sends with the built SPA, so `vite preview` catches violations
// (inline scripts, third-party hosts) before production does. The one inline script, theme-init, is
// admitted by its hash (the API server reads the hashes from the built documents).
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${hashInlineScript(readThemeInitScript())}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  'frame-src https://www.google.com',
  "connect-src 'self'",
].join('; ');

// Vendor code split into stable, separately cached chunks. Only libraries the first paint needs are
// named here; forms/validation and toasts are grouped too, but only lazily loaded code imports them.
// Last, the app code every page starts with (start-app, layouts, lib, shared components: what the
// entries import statically, build/prerender-routes.ts): one chunk. The entry and the route modules
// with their features stay out: each page loads its own.
const CHUNK_GROUPS: { name: string; test: RegExp; priority: number; tags?: ['$initial'] }[] = [
  // The helper behind every lazy import(), on its own: inside the app's chunk it would make the entry
  // (src/app/main.tsx) import the app at once instead of after the first paint (docs/decisions/0032).
  { name: 'preload-helper', test: /^\0vite[\\/]preload-helper/, priority: 50 },
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 40 },
  { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/, priority: 30 },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/, priority: 20 },
  // The back office's tables: never with a customer page (docs/decisions/0018).
  {
    name: 'table',
    test: /node_modules[\\/]@tanstack[\\/](react-table|table-core|store|react-store)[\\/]/,
    priority: 15,
  },
  {
    name: 'i18n',
    // react-i18next's use-sync-external-store shim stays with it: the back office's table library
    // uses it too, which must not bring that library to a customer page.
    test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store)[\\/]/,
    priority: 20,
  },
  { name: 'forms', test: /node_modules[\\/]react-hook-form[\\/]/, priority: 10 },
  // zod loads when a form is first touched (hooks/use-server-form.ts), not with the form's page.
  { name: 'validation', test: /node_modules[\\/](@hookform|zod)[\\/]/, priority: 10 },
  { name: 'toast', test: /node_modules[\\/](react-hot-toast|goober)[\\/]/, priority: 10 },
  // The message catalogue's set-up (i18next's init with the `common` texts) and what it reads, apart
  // from the app's code: the entry runs it in a start-up task of its own (src/app/main.tsx).
  {
    name: 'i18n-setup',
    test: /(apps[\\/]web[\\/]src[\\/](lib[\\/](i18n|language)\.ts|locales[\\/]en[\\/](index\.ts|common\.json)|config[\\/]paths\.ts)|packages[\\/]domain[\\/]src[\\/]counts\.ts)$/,
    priority: 6,
    tags: ['$initial'],
  },
  {
    name: 'app',
    test: /apps[\\/]web[\\/]src[\\/](?!app[\\/](main|routes[\\/])|features[\\/]home[\\/]|styles[\\/])/,
    priority: 5,
    tags: ['$initial'],
  },
];

export default defineConfig({
  plugins: [
    endpointRoutes(),
    react(),
    tailwindcss(),
    inlineThemeInit(),
    prerenderRoutes(),
    installableApp(),
    precompress(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/storage': { target: API_ORIGIN, changeOrigin: true },
      '/payments': { target: API_ORIGIN, changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
    headers: { 'Content-Security-Policy': CONTENT_SECURITY_POLICY },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // A lazy import() does not preload its chunk's imports from script: the browser finds them in the chunk
    // (docs/decisions/0033).
    modulePreload: false,
    // .vite/manifest.json: chunks, their imports and CSS, for the size check (scripts/bundle-size.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: CHUNK_GROUPS },
      },
    },
  },
});
