import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Demo pictures are drawn here as SVG, never downloaded: each is a gradient keyed by a hash of its
// name, a glyph for its kind and its title, so every card looks distinct and the seed works offline.

export type ImageFolder = 'consoles' | 'rooms' | 'games' | 'banners' | 'fnbs' | 'rewards';
export type FoodGlyph = 'plate' | 'bowl' | 'toast' | 'glass' | 'mug';
export type RewardGlyph = 'gamepad' | 'food' | 'gift';

export const IMAGE_FOLDERS: readonly ImageFolder[] = [
  'consoles',
  'rooms',
  'games',
  'banners',
  'fnbs',
  'rewards',
];

const FONT = `'Poppins', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif`;
const DARK = '#262636';
const ICED_TEA = '#c8691c';
const HEADLINE_WIDTH = 860;

// Hue ranges that read well as dark gradients; muddy yellow-greens are left out.
const VIVID_HUES: HueRange = [170, 390];
const WARM_HUES: HueRange = [-12, 32];
const COOL_HUES: HueRange = [175, 320];

// Drinks and dishes are coloured by what they are, so tea looks like tea (first match wins).
const FOOD_COLOURS: ReadonlyArray<[RegExp, string]> = [
  [/matcha/i, '#8cbf4a'],
  [/milo|coklat|cokelat/i, '#6b4430'],
  [/jeruk/i, '#ff9c1a'],
  [/lemon/i, '#ffd84d'],
  [/mineral/i, '#bfe6ff'],
  [/susu|latte|cappuccino/i, '#c89a6a'],
  [/kopi|americano|tubruk|drip/i, '#5b3a24'],
  [/teh/i, ICED_TEA],
];

type HueRange = [number, number];
type Palette = { from: string; to: string; accent: string };
type Anchor = 'start' | 'middle' | 'end';

/** Writes an SVG under storageDir/folder and returns the path relative to the storage root. */
export function writeImage(storageDir: string, folder: ImageFolder, name: string, svg: string): string {
  const relativePath = `${folder}/${slugify(name)}.svg`;
  const file = path.join(storageDir, relativePath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, svg);
  return relativePath;
}

/** "Marvel's Spider-Man 2" → 'marvels-spider-man-2'; 'God of War Ragnarök' → 'god-of-war-ragnarok'. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f'’]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || createHash('sha1').update(name).digest('hex').slice(0, 8);
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** 800×600: a controller above the console's name; hue pins a brand colour instead of the hash. */
export function consoleImage(name: string, tagline: string, hue?: number): string {
  const palette = paletteFor(`console:${name}`, hue === undefined ? VIVID_HUES : [hue, hue]);
  return svg(800, 600, palette, [
    decorations(800, 600),
    `<g transform="translate(400 235)" filter="url(#shadow)">${gamepad(palette.accent)}</g>`,
    caption(name, tagline),
  ]);
}

/** 800×600: a screen and a sofa above the room's name. */
export function roomImage(name: string, tagline: string): string {
  const palette = paletteFor(`room:${name}`);
  return svg(800, 600, palette, [
    decorations(800, 600),
    `<g transform="translate(400 192) scale(0.78)" filter="url(#shadow)">${screenAndSofa(palette.accent)}</g>`,
    caption(name, tagline),
  ]);
}

/** 600×800 cover art: a motif keyed by the title, genres on top, the title, then the platforms. */
export function gameCover(title: string, genre: string, platforms: readonly string[]): string {
  const palette = paletteFor(`game:${title}`);
  const lines = wrapBalanced(title, 13);
  // Longer titles get smaller type so the block stays clear of the platforms line.
  const size = Math.min([80, 80, 80, 66, 56][lines.length] ?? 50, fitSize(lines, 520));
  const label = genre.toUpperCase();
  const pillWidth = Math.round(measureEms(label) * 22 + label.length * 2 + 44);
  return svg(600, 800, palette, [
    coverMotif(title, palette),
    `<rect x="0" y="400" width="600" height="400" fill="url(#fade)"/>`,
    `<rect x="32" y="32" width="${pillWidth}" height="44" rx="22" fill="#000" fill-opacity="0.35"/>`,
    text(label, { x: 54, y: 62, size: 22, weight: 700, spacing: 2 }),
    textBlock(lines, { x: 300, centerY: 555 - lines.length * 10, size, anchor: 'middle', shadow: true }),
    text(platforms.join(' · '), {
      x: 300,
      y: 700,
      size: 26,
      weight: 700,
      spacing: 3,
      anchor: 'middle',
      fill: palette.accent,
    }),
    brand(300, 760, 'middle'),
  ]);
}

/** 1600×600 home-page banner: headline and subline on the left, a controller on the right. */
export function bannerImage(headline: string, subline: string): string {
  const palette = paletteFor(`banner:${headline}`);
  const oneLine = fitSize([headline], HEADLINE_WIDTH) >= 80;
  const lines = wrapBalanced(headline, oneLine ? headline.length : Math.ceil(headline.length / 2) + 4);
  const size = Math.min(96, fitSize(lines, HEADLINE_WIDTH));
  return svg(1600, 600, palette, [
    `<circle cx="1270" cy="300" r="320" fill="#fff" fill-opacity="0.07"/><circle cx="1270" cy="300" r="230" fill="#fff" fill-opacity="0.08"/>`,
    decorations(1600, 600, false),
    `<g transform="translate(1270 300) rotate(-12)" filter="url(#shadow)">${gamepad(palette.accent)}</g>`,
    `<rect x="110" y="80" width="404" height="52" rx="26" fill="#000" fill-opacity="0.3"/>`,
    text('RUANGMAIN · BANDUNG', { x: 138, y: 115, size: 24, weight: 700, spacing: 3 }),
    textBlock(lines, { x: 110, centerY: 270, size, anchor: 'start', shadow: true }),
    textBlock(wrapWords(subline, 52).slice(0, 2), {
      x: 112,
      centerY: 455,
      size: 32,
      weight: 400,
      lineHeight: 1.4,
    }),
  ]);
}

/** 800×800 menu picture: a plate, bowl, toast, glass or mug above the item's name. */
export function fnbImage(name: string, glyph: FoodGlyph): string {
  const isDrink = glyph === 'glass' || glyph === 'mug';
  const palette = paletteFor(`fnb:${name}`, isDrink ? COOL_HUES : WARM_HUES);
  const colour = FOOD_COLOURS.find(([pattern]) => pattern.test(name))?.[1] ?? palette.accent;
  const lines = wrapBalanced(name, 18);
  return svg(800, 800, palette, [
    decorations(800, 800),
    `<g transform="translate(400 320)" filter="url(#shadow)">${FOOD_GLYPHS[glyph](colour)}</g>`,
    textBlock(lines, {
      x: 400,
      centerY: 625,
      size: Math.min(60, fitSize(lines, 700)),
      anchor: 'middle',
      shadow: true,
    }),
    brand(400, 760, 'middle'),
  ]);
}

/** 800×800 reward card: a gift box with a sticker for its kind and a coin with the points. */
export function rewardImage(name: string, glyph: RewardGlyph, points: number): string {
  const palette = paletteFor(`reward:${name}`, [255, 335]);
  const lines = wrapBalanced(name, 18);
  const sticker =
    glyph === 'gamepad'
      ? `<g transform="translate(400 400) scale(0.56)">${gamepad(palette.accent)}</g>`
      : glyph === 'food'
        ? `<g transform="translate(400 405) scale(0.44)">${glass(ICED_TEA)}</g>`
        : '';
  return svg(800, 800, palette, [
    decorations(800, 800),
    `<g transform="translate(400 320)" filter="url(#shadow)">${giftBox(palette.accent, sticker !== '')}</g>`,
    sticker,
    `<g transform="translate(630 150)" filter="url(#shadow)">${coin(points)}</g>`,
    textBlock(lines, {
      x: 400,
      centerY: 630,
      size: Math.min(58, fitSize(lines, 700)),
      anchor: 'middle',
      shadow: true,
    }),
    brand(400, 760, 'middle'),
  ]);
}

// ── Text ──────────────────────────────────────────────────────────────────

type TextOptions = {
  x: number;
  y: number;
  size: number;
  weight?: number;
  anchor?: Anchor;
  fill?: string;
  spacing?: number;
  opacity?: number;
  shadow?: boolean;
};

function text(content: string, options: TextOptions): string {
  const { x, y, size, weight = 800, anchor = 'start', fill = '#fff', spacing, opacity, shadow } = options;
  const extras = [
    spacing ? ` letter-spacing="${spacing}"` : '',
    opacity === undefined ? '' : ` fill-opacity="${opacity}"`,
    shadow ? ' filter="url(#shadow)"' : '',
  ].join('');
  return `<text x="${x}" y="${Math.round(y)}" text-anchor="${anchor}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}"${extras}>${escapeXml(content)}</text>`;
}

/** Lines stacked around a vertical centre. */
function textBlock(
  lines: readonly string[],
  options: Omit<TextOptions, 'y'> & { centerY: number; lineHeight?: number },
): string {
  const { centerY, lineHeight = 1.08, ...rest } = options;
  const step = rest.size * lineHeight;
  return lines
    .map((line, index) =>
      text(line, { ...rest, y: centerY + rest.size * 0.35 + (index - (lines.length - 1) / 2) * step }),
    )
    .join('');
}

function caption(title: string, tagline: string): string {
  return [
    text(title, { x: 48, y: 500, size: Math.min(68, fitSize([title], 600)), shadow: true }),
    text(tagline, { x: 50, y: 548, size: 26, weight: 400, opacity: 0.88 }),
    brand(760, 60, 'end'),
  ].join('');
}

function brand(x: number, y: number, anchor: Anchor): string {
  return text('RUANGMAIN', { x, y, size: 22, anchor, spacing: 4, opacity: 0.7 });
}

/** The largest font size at which the widest line fits the width. */
function fitSize(lines: readonly string[], width: number): number {
  return Math.floor(width / Math.max(1, ...lines.map(measureEms)));
}

// Rough advance of bold sans glyphs in ems: capitals and digits are wider than lower case.
function measureEms(line: string): number {
  let ems = 0;
  for (const char of line) {
    if (char === ' ') ems += 0.28;
    else if (/[A-Z0-9%&@#]/.test(char)) ems += 0.72;
    else if (/[ilj.,:;!'’|]/.test(char)) ems += 0.3;
    else ems += 0.58;
  }
  return ems;
}

function wrapWords(content: string, maxChars: number): string[] {
  const lines: string[] = [];
  for (const word of content.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= maxChars)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length ? lines : [content];
}

/** As few lines as wrapping at maxChars gives, but evened out: 'Es Kopi Susu / Gula Aren'. */
function wrapBalanced(content: string, maxChars: number): string[] {
  let best = wrapWords(content, maxChars);
  for (let width = maxChars - 1; width > 0; width -= 1) {
    const candidate = wrapWords(content, width);
    if (candidate.length > best.length) break;
    best = candidate;
  }
  return best;
}

// ── Shapes ────────────────────────────────────────────────────────────────

function svg(width: number, height: number, palette: Palette, parts: readonly string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>
<linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.6"/></linearGradient>
<filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="8" stdDeviation="10" flood-color="#000" flood-opacity="0.35"/></filter>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
${parts.filter(Boolean).join('\n')}
</svg>
`;
}

function paletteFor(key: string, [low, high]: HueRange = VIVID_HUES): Palette {
  const digest = createHash('sha256').update(key).digest();
  const hue = low + (digest.readUInt16BE(0) / 65535) * (high - low);
  const shift = 25 + ((digest[2] ?? 0) % 35);
  return {
    from: hslToHex(hue, 75, 50),
    to: hslToHex(hue + shift, 72, 22),
    accent: hslToHex(hue + 150, 95, 68),
  };
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const h = ((hue % 360) + 360) % 360;
  const s = saturation / 100;
  const l = lightness / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** Soft circles and, unless left out, the four face-button symbols, faint, around the edges. */
function decorations(width: number, height: number, withSymbols = true): string {
  const circles = `<circle cx="${width * 0.88}" cy="${height * 0.12}" r="${width * 0.26}" fill="#fff" fill-opacity="0.06"/><circle cx="${width * 0.08}" cy="${height * 0.92}" r="${width * 0.22}" fill="#000" fill-opacity="0.12"/>`;
  if (!withSymbols) return circles;
  const stroke = 'fill="none" stroke="#fff" stroke-opacity="0.22" stroke-width="6" stroke-linejoin="round"';
  const u = Math.min(width, height) * 0.05;
  const at = (x: number, y: number) => `translate(${Math.round(width * x)} ${Math.round(height * y)})`;
  return [
    circles,
    `<path transform="${at(0.08, 0.13)}" d="M0 ${-u} L${u} ${u * 0.75} L${-u} ${u * 0.75} Z" ${stroke}/>`,
    `<circle transform="${at(0.93, 0.5)}" r="${u * 0.85}" ${stroke}/>`,
    `<path transform="${at(0.9, 0.86)}" d="M${-u * 0.75} ${-u * 0.75} L${u * 0.75} ${u * 0.75} M${u * 0.75} ${-u * 0.75} L${-u * 0.75} ${u * 0.75}" ${stroke}/>`,
    `<rect transform="${at(0.06, 0.5)}" x="${-u * 0.75}" y="${-u * 0.75}" width="${u * 1.5}" height="${u * 1.5}" ${stroke}/>`,
  ].join('');
}

/** Cover-art backgrounds: one of four motifs, picked by the title's hash. */
function coverMotif(title: string, palette: Palette): string {
  const motif = (createHash('md5').update(title).digest()[0] ?? 0) % 4;
  if (motif === 0) {
    // a sun over hills
    return `<circle cx="300" cy="290" r="165" fill="${palette.accent}" fill-opacity="0.85"/><path d="M0 420 L140 300 L260 390 L400 250 L600 420 L600 800 L0 800 Z" fill="#000" fill-opacity="0.35"/><path d="M0 500 L180 400 L330 480 L470 380 L600 460 L600 800 L0 800 Z" fill="#000" fill-opacity="0.3"/>`;
  }
  if (motif === 1) {
    // speed stripes
    return Array.from(
      { length: 7 },
      (_, index) =>
        `<rect x="${-200 + index * 130}" y="-150" width="${40 + (index % 3) * 25}" height="1100" fill="${index % 2 ? '#fff' : palette.accent}" fill-opacity="${0.08 + (index % 3) * 0.06}" transform="rotate(25 300 400)"/>`,
    ).join('');
  }
  if (motif === 2) {
    // rings
    return Array.from(
      { length: 5 },
      (_, index) =>
        `<circle cx="420" cy="240" r="${60 + index * 70}" fill="none" stroke="${index % 2 ? '#fff' : palette.accent}" stroke-opacity="${0.5 - index * 0.08}" stroke-width="${18 - index * 2}"/>`,
    ).join('');
  }
  // shards
  return `<path d="M0 0 L380 0 L120 420 Z" fill="${palette.accent}" fill-opacity="0.45"/><path d="M600 90 L600 520 L250 330 Z" fill="#fff" fill-opacity="0.15"/><path d="M90 230 L330 120 L270 360 Z" fill="#000" fill-opacity="0.2"/>`;
}

/** A controller around (0, 0), about 510 wide. */
function gamepad(accent: string): string {
  return `<path d="M-150 -70 C-200 -70 -222 -40 -234 10 L-256 110 C-266 160 -224 190 -188 158 L-126 100 L126 100 L188 158 C224 190 266 160 256 110 L234 10 C222 -40 200 -70 150 -70 Z" fill="#fff"/>
<rect x="-176" y="-6" width="76" height="24" rx="5" fill="${DARK}"/><rect x="-150" y="-32" width="24" height="76" rx="5" fill="${DARK}"/>
<circle cx="138" cy="-22" r="13" fill="${accent}"/><circle cx="170" cy="6" r="13" fill="#ef5b6c"/><circle cx="106" cy="6" r="13" fill="#4db6f0"/><circle cx="138" cy="34" r="13" fill="#62d38a"/>
<circle cx="-62" cy="56" r="26" fill="${DARK}"/><circle cx="62" cy="56" r="26" fill="${DARK}"/><rect x="-22" y="-30" width="44" height="12" rx="6" fill="#c8c8d4"/>`;
}

/** A TV on a stand behind a two-seat sofa, around (0, 0). */
function screenAndSofa(accent: string): string {
  return `<rect x="-220" y="-170" width="440" height="250" rx="16" fill="${DARK}"/><rect x="-204" y="-154" width="408" height="218" rx="8" fill="${accent}"/>
<path d="M-34 -84 L46 -44 L-34 -4 Z" fill="#fff" fill-opacity="0.9"/><rect x="-14" y="80" width="28" height="26" fill="${DARK}"/><rect x="-90" y="102" width="180" height="12" rx="6" fill="${DARK}"/>
<rect x="-240" y="140" width="480" height="80" rx="26" fill="#ececf3"/><rect x="-250" y="200" width="500" height="64" rx="20" fill="#fff"/>
<rect x="-300" y="170" width="70" height="110" rx="28" fill="#f6f6fa"/><rect x="230" y="170" width="70" height="110" rx="28" fill="#f6f6fa"/><rect x="-3" y="150" width="6" height="60" rx="3" fill="#d0d0dc"/>
<rect x="-260" y="278" width="20" height="22" rx="4" fill="${DARK}"/><rect x="240" y="278" width="20" height="22" rx="4" fill="${DARK}"/>`;
}

/** A plate of golden noodles or rice with a fried egg. */
function plate(): string {
  return `<ellipse cx="0" cy="50" rx="260" ry="130" fill="#fff"/><ellipse cx="0" cy="40" rx="185" ry="85" fill="#eeeef4"/>
<path d="M-150 55 C-150 -40 -60 -80 0 -80 C60 -80 150 -40 150 55 C60 80 -60 80 -150 55 Z" fill="#e3a13b"/>
<path d="M-110 10 C-70 -20 -30 20 10 -10 C50 -40 90 0 120 -20 M-120 40 C-80 10 -40 50 0 20 C40 -10 80 30 130 10" fill="none" stroke="#c47f22" stroke-width="6" stroke-linecap="round"/>
<path d="M-55 -40 C-95 -45 -95 10 -60 12 C-40 30 20 25 25 -5 C60 -20 30 -70 -10 -60 C-25 -75 -50 -65 -55 -40 Z" fill="#fff"/><circle cx="-22" cy="-22" r="22" fill="#ffb000"/>
<ellipse cx="75" cy="-30" rx="22" ry="9" fill="#4caf50" transform="rotate(-25 75 -30)"/><ellipse cx="95" cy="25" rx="20" ry="8" fill="#4caf50" transform="rotate(20 95 25)"/><circle cx="-100" cy="30" r="7" fill="#e53935"/><circle cx="120" cy="-5" r="6" fill="#e53935"/>`;
}

/** A snack bowl heaped with golden pieces. */
function bowl(): string {
  return `<path d="M-130 -30 C-120 -110 -40 -130 0 -100 C50 -140 140 -100 130 -30 Z" fill="#e8a33d"/>
<rect x="-95" y="-170" width="30" height="130" rx="8" fill="#ffd166" transform="rotate(-18 -80 -100)"/><rect x="-20" y="-190" width="30" height="150" rx="8" fill="#f7c04a" transform="rotate(4 -5 -110)"/><rect x="50" y="-175" width="30" height="135" rx="8" fill="#ffd166" transform="rotate(16 65 -100)"/>
<path d="M-230 -30 L230 -30 C220 120 120 180 0 180 C-120 180 -220 120 -230 -30 Z" fill="#fff"/><path d="M-222 20 L222 20" stroke="#ef5b6c" stroke-width="14"/>
<ellipse cx="0" cy="200" rx="110" ry="14" fill="#000" fill-opacity="0.15"/>`;
}

/** Two slices of thick toast with chocolate and cheese. */
function toast(): string {
  const slice = (dx: number, dy: number, angle: number) =>
    `<g transform="translate(${dx} ${dy}) rotate(${angle})"><path d="M-120 100 L-120 -40 C-170 -60 -160 -150 -80 -150 L80 -150 C160 -150 170 -60 120 -40 L120 100 Z" fill="#d9954a"/><path d="M-100 85 L-100 -50 C-140 -65 -135 -130 -75 -130 L75 -130 C135 -130 140 -65 100 -50 L100 85 Z" fill="#f8dca6"/>
<path d="M-95 -60 C-60 -30 -30 -80 0 -50 C30 -20 60 -80 95 -55 L95 -20 C60 -50 30 10 0 -20 C-30 -50 -60 0 -95 -25 Z" fill="#5a3220"/><rect x="-60" y="10" width="26" height="8" rx="3" fill="#ffd54f"/><rect x="10" y="30" width="30" height="8" rx="3" fill="#ffd54f"/><rect x="-20" y="50" width="24" height="8" rx="3" fill="#ffd54f"/></g>`;
  return `<ellipse cx="0" cy="150" rx="270" ry="40" fill="#fff"/>${slice(-70, 20, -8)}${slice(80, 40, 10)}`;
}

/** A tall iced glass with a straw. */
function glass(colour: string): string {
  return `<rect x="30" y="-270" width="16" height="180" rx="8" fill="#ef5b6c" transform="rotate(10 38 -180)"/>
<path d="M-120 -190 L120 -190 L95 190 C94 205 80 215 65 215 L-65 215 C-80 215 -94 205 -95 190 Z" fill="#fff" fill-opacity="0.92"/>
<path d="M-108 -70 L108 -70 L95 180 C94 192 84 200 72 200 L-72 200 C-84 200 -94 192 -95 180 Z" fill="${colour}"/>
<rect x="-70" y="-40" width="54" height="54" rx="10" fill="#fff" fill-opacity="0.55" transform="rotate(12 -43 -13)"/><rect x="10" y="30" width="48" height="48" rx="10" fill="#fff" fill-opacity="0.45" transform="rotate(-10 34 54)"/>
<path d="M-96 -170 L-80 170" stroke="#fff" stroke-opacity="0.6" stroke-width="10" stroke-linecap="round"/>`;
}

/** A steaming mug. */
function mug(colour: string): string {
  return `<path d="M140 -60 C250 -60 250 120 130 110" fill="none" stroke="#fff" stroke-width="34"/>
<path d="M-150 -110 L150 -110 L130 150 C126 180 100 200 70 200 L-70 200 C-100 200 -126 180 -130 150 Z" fill="#fff"/><ellipse cx="0" cy="-110" rx="150" ry="30" fill="${colour}"/>
<ellipse cx="0" cy="-110" rx="60" ry="12" fill="#fff" fill-opacity="0.35"/><rect x="-150" y="0" width="300" height="26" fill="#ef5b6c" fill-opacity="0.85"/>
<path d="M-50 -160 C-80 -200 -20 -230 -50 -270 M20 -160 C-10 -200 50 -230 20 -270" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="14" stroke-linecap="round"/>`;
}

const FOOD_GLYPHS: Record<FoodGlyph, (colour: string) => string> = { plate, bowl, toast, glass, mug };

function giftBox(accent: string, hasSticker: boolean): string {
  // The ribbon steps aside when a sticker shows what the reward is.
  const ribbon = hasSticker
    ? `<rect x="-30" y="-110" width="60" height="90" fill="${accent}"/>`
    : `<rect x="-30" y="-110" width="60" height="330" fill="${accent}"/>`;
  return `<rect x="-200" y="-40" width="400" height="260" rx="18" fill="#fff"/><rect x="-225" y="-110" width="450" height="90" rx="18" fill="#f1f1f7"/>
${ribbon}<path d="M0 -110 C-60 -220 -190 -170 -120 -110 Z M0 -110 C60 -220 190 -170 120 -110 Z" fill="${accent}"/>`;
}

function coin(points: number): string {
  return `<circle r="92" fill="#f2a900"/><circle r="74" fill="#ffd34d"/>${text(String(points), { x: 0, y: 8, size: 46, anchor: 'middle', fill: '#7a4b00' })}${text('POIN', { x: 0, y: 44, size: 20, weight: 700, anchor: 'middle', fill: '#7a4b00', spacing: 2 })}`;
}
