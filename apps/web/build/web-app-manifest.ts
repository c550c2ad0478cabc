import type { ManifestOptions } from 'vite-plugin-pwa';
import { paths } from '../src/config/paths.ts';

/** The brand's purple (the favicon's) and the dark theme's page (styles/index.css `--rm-bg`). */
export const THEME_COLORS = { light: '#5a31f4', dark: '#0c0a1a' } as const;
/** The light theme's page (`--rm-bg`): the splash screen behind the purple icon while the app starts. */
const SPLASH_BACKGROUND = '#f6f5fb';

const icon = (file: string, size: number, purpose: 'any' | 'maskable') => ({
  src: `/icons/${file}`,
  sizes: `${size}x${size}`,
  type: 'image/png',
  purpose,
});

/**
 * The web app manifest (issue 30): one app for the customer site and the back office on /admin of the
 * same origin, so the scope is the whole site; it opens on the home page, and a long press offers the
 * booking and the desk. Icons from build/app-icons.ts.
 */
export const WEB_APP_MANIFEST: Partial<ManifestOptions> = {
  id: '/',
  name: 'RuangMain',
  short_name: 'RuangMain',
  description:
    'Private Regular, VIP and VVIP rooms with PS5, PS4 and Nintendo Switch in Bandung: book a room, order food and drinks, collect rewards.',
  lang: 'en',
  dir: 'ltr',
  start_url: paths.home.getHref(),
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: THEME_COLORS.light,
  background_color: SPLASH_BACKGROUND,
  categories: ['entertainment', 'games'],
  icons: [
    icon('icon-192.png', 192, 'any'),
    icon('icon-512.png', 512, 'any'),
    icon('maskable-192.png', 192, 'maskable'),
    icon('maskable-512.png', 512, 'maskable'),
  ],
  shortcuts: [
    { name: 'Rent a room', url: paths.rent.getHref(), icons: [icon('icon-192.png', 192, 'any')] },
    { name: 'Front desk', url: paths.staffHome.getHref(), icons: [icon('icon-192.png', 192, 'any')] },
  ],
};
