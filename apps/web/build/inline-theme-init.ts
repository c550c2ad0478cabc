import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { minifySync, type Plugin } from 'vite';

const SOURCE = fileURLToPath(new URL('../theme-init.js', import.meta.url));
// index.html marks where the script goes: it must run in <head>, before anything is painted.
const PLACEHOLDER = '<!--theme-init-->';

/** theme-init.js, minified: the exact text of the inline script, which its CSP hash covers. */
export function readThemeInitScript(): string {
  const { code, errors } = minifySync(SOURCE, readFileSync(SOURCE, 'utf8'));
  if (errors.length > 0) throw new Error(`theme-init.js: ${errors.map((error) => error.message).join('; ')}`);
  return code;
}

/** The CSP source that admits one inline script, e.g. `'sha256-…'`. */
export const hashInlineScript = (code: string) =>
  `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

/**
 * Inlines theme-init.js into index.html (dev and build). As an external file it was render-blocking:
 * a round trip before the first paint (Lighthouse: ~325 ms on a phone).
 */
export function inlineThemeInit(): Plugin {
  return {
    name: 'ruangmain:inline-theme-init',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(PLACEHOLDER)) throw new Error(`index.html lacks ${PLACEHOLDER}`);
        return html.replace(PLACEHOLDER, () => `<script>${readThemeInitScript()}</script>`);
      },
    },
  };
}
