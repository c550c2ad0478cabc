import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|css|html|svg|json)$/;
// The same threshold as the API's on-the-fly compression (@fastify/compress).
const MIN_BYTES = 1024;

const compressWithBrotli = promisify(brotliCompress);
const compressWithGzip = promisify(gzip);

async function compressFile(file: string) {
  const content = await readFile(file);
  if (content.length < MIN_BYTES) return;
  const [brotli, gzipped] = await Promise.all([
    compressWithBrotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    compressWithGzip(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, brotli), writeFile(`${file}.gz`, gzipped)]);
}

/**
 * Writes `.br` and `.gz` beside every text file of the build, compressed once at the highest level:
 * the API serves them (@fastify/static `preCompressed`) instead of compressing each response at a
 * fast level; Brotli at its best is ~13% smaller than gzip on the first page's JavaScript.
 */
export function precompress(): Plugin {
  return {
    name: 'ruangmain:precompress',
    apply: 'build',
    // After every environment is built and the documents are written (prerender-home).
    buildApp: {
      order: 'post',
      async handler(builder) {
        const client = builder.environments.client;
        if (!client?.isBuilt) return;
        const outDir = path.resolve(client.config.root, client.config.build.outDir);
        const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
        const files = entries
          .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
          .map((entry) => path.join(entry.parentPath, entry.name));
        await Promise.all(files.map(compressFile));
      },
    },
  };
}
