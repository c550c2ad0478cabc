// `npm run icons -w @ruangmain/web`: draws the installed app's icons (the web app manifest's, and the
// Apple touch icon) from the favicon, apps/web/public/favicon.svg, into apps/web/public/icons/. Run it
// again after the favicon changes and commit the PNGs: the build copies them as they are
// (docs/decisions/0049).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const PUBLIC_DIR = fileURLToPath(new URL('../public/', import.meta.url));
const FAVICON = readFileSync(`${PUBLIC_DIR}favicon.svg`, 'utf8');
/** The favicon's tile: a rounded square over its whole 64-unit box. */
const TILE = /<rect\b[^>]*\/>/;
const TITLE = /<title>.*?<\/title>/;

/**
 * The favicon with its tile's corners squared and the glyph shrunk into the middle: a maskable icon is
 * cut to any shape (circle, squircle) by the device, which keeps only the central 80% for sure
 * (https://w3c.github.io/manifest/#icon-masks). The glyph spans 50 of 64 units; at 0.7 it stays within.
 */
function maskableSvg(): string {
  const tile = FAVICON.match(TILE)?.[0];
  if (!tile) throw new Error('favicon.svg has no <rect> tile');
  const squareTile = tile.replace(/\srx="[^"]*"/, '');
  const [head = '', body = ''] = FAVICON.replace(TITLE, '').split(tile);
  const glyph = body.replace('</svg>', '');
  return `${head}${squareTile}<g transform="translate(32 32) scale(0.7) translate(-32 -32)">${glyph}</g></svg>`;
}

const ICONS = [
  // Purpose "any": the favicon as it is, rounded corners transparent.
  { file: 'icon-192.png', size: 192, svg: FAVICON },
  { file: 'icon-512.png', size: 512, svg: FAVICON },
  { file: 'maskable-192.png', size: 192, svg: maskableSvg() },
  { file: 'maskable-512.png', size: 512, svg: maskableSvg() },
  // iOS rounds the corners itself and shows a transparent corner black: the full-bleed tile.
  { file: 'apple-touch-icon-180.png', size: 180, svg: maskableSvg() },
] as const;

for (const { file, size, svg } of ICONS) {
  // Rendered at the icon's size (density scales the 64-unit box), not scaled up from a small bitmap.
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(`${PUBLIC_DIR}icons/${file}`);
  process.stdout.write(`icons/${file} ${size}×${size}\n`);
}
