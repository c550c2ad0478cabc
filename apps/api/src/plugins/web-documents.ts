import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** The prerendered home page, served for `/` (docs/decisions/0006). */
const HOME_DOCUMENT = 'index.html';
/** The plain SPA document every other page starts from; a build without one uses index.html. */
const SHELL_DOCUMENT = 'shell.html';

export type WebDocuments = { dir: string; home: string; shell: string };

/** The built web app (apps/web/dist, or WEB_DIST_DIR) and its documents; null when it is not built. */
export function findWebDocuments(config: Config): WebDocuments | null {
  const dir = config.webDistDir ?? DEFAULT_WEB_DIST;
  if (!existsSync(path.join(dir, HOME_DOCUMENT))) return null;
  const shell = existsSync(path.join(dir, SHELL_DOCUMENT)) ? SHELL_DOCUMENT : HOME_DOCUMENT;
  return { dir, home: HOME_DOCUMENT, shell };
}

// A <script> element without a src attribute, and its text.
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * `'sha256-…'` sources for the inline scripts of the built documents (theme-init, which must run
 * before the first paint), so the CSP admits exactly those and no other inline script.
 */
export function hashInlineScripts(documents: WebDocuments | null): string[] {
  if (!documents) return [];
  const hashes = new Set<string>();
  for (const name of new Set([documents.home, documents.shell])) {
    const html = readFileSync(path.join(documents.dir, name), 'utf8');
    for (const [, code = ''] of html.matchAll(INLINE_SCRIPT)) {
      if (code.trim() === '') continue;
      hashes.add(`'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes];
}
