import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { findWebDocuments, hashInlineScripts } from './web-documents';

// Hosts the Midtrans Snap popup loads from and talks to (../shared/DESIGN.md "payments").
const MIDTRANS_HOSTS = {
  sandbox: ['https://app.sandbox.midtrans.com', 'https://api.sandbox.midtrans.com'],
  production: ['https://app.midtrans.com', 'https://api.midtrans.com'],
};
const MAP_HOST = 'https://www.google.com';

/** The policy; `inlineScriptHashes` admit the built documents' own inline scripts (theme-init) and no other. */
export function contentSecurityPolicy(config: Config, inlineScriptHashes: string[] = []) {
  const payments =
    config.payments.provider === 'midtrans'
      ? MIDTRANS_HOSTS[config.payments.midtrans.isProduction ? 'production' : 'sandbox']
      : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...inlineScriptHashes, ...payments],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...payments],
    frameSrc: ["'self'", MAP_HOST, ...payments],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    scriptSrcAttr: ["'none'"],
    upgradeInsecureRequests: config.publicUrl.startsWith('https://') ? [] : null,
  };
}

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    // The policy guards documents and files (the SPA, /storage images); JSON answers need none, and
    // leaving it off them saves ~700 bytes and a header write per API call.
    contentSecurityPolicy: false,
    // The payment popup and the map are cross-origin frames; COEP would block them.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    strictTransportSecurity: config.publicUrl.startsWith('https://'),
  });
  const policy = serializePolicy(contentSecurityPolicy(config, hashInlineScripts(findWebDocuments(config))));
  app.addHook('onSend', async (request, reply, payload) => {
    if (isPolicedPath(request.url)) reply.header('content-security-policy', policy);
    return payload;
  });
  await app.register(cors, {
    // Same-origin is the normal case (one process serves the SPA and the API); others must be listed.
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });
}

/**
 * Documents and files carry the policy: everything outside /api, and the API's documentation page with
 * its scripts (same-origin files only, so the one policy admits it; docs/decisions/0015).
 */
function isPolicedPath(url: string): boolean {
  return !url.startsWith('/api/') || (url.startsWith('/api/docs') && /^\/api\/docs(?:[/?#]|$)/.test(url));
}

/** { defaultSrc: ["'self'"] } → "default-src 'self'"; null drops a directive, [] names it alone. */
export function serializePolicy(directives: Record<string, string[] | null>): string {
  return Object.entries(directives)
    .filter((entry): entry is [string, string[]] => entry[1] !== null)
    .map(([name, values]) =>
      [name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`), ...values].join(' '),
    )
    .join('; ');
}
