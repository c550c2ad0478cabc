import { DoorOpen, Gamepad2, Joystick, type LucideIcon, MessageSquareQuote, ReceiptText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME_SECTION_IDS, type HomeSectionId, paths } from '@/config/paths';

const SECTION_ICONS: Record<HomeSectionId, LucideIcon> = {
  'consoles-section': Gamepad2,
  'games-section': Joystick,
  'rooms-section': DoorOpen,
  'pricelist-section': ReceiptText,
  'customer-review-section': MessageSquareQuote,
};

const LAYOUTS = {
  /** The desktop 'Home' dropdown: one column, each icon on a tinted tile. */
  dropdown: {
    list: undefined,
    link: 'flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium text-fg transition-colors hover:bg-surface-2',
    tile: 'grid size-8 place-items-center rounded-lg bg-primary-soft text-primary-text',
    icon: 'size-4',
  },
  /** The phone menu: two columns of outlined links, the icon in the text's line. */
  menu: {
    list: 'mt-2 grid grid-cols-2 gap-1.5',
    link: 'flex items-center gap-2.5 rounded-xl border border-line px-3 py-2.5 text-sm font-medium text-fg hover:bg-surface-2',
    tile: undefined,
    icon: 'size-4 text-primary-text',
  },
} as const;

/** The home page's sections (spec 1 §2 navbar), linked by their anchors; both menus list them. */
export function HomeSectionLinks({
  layout,
  onNavigate,
}: {
  layout: keyof typeof LAYOUTS;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const classes = LAYOUTS[layout];
  return (
    <ul className={classes.list}>
      {HOME_SECTION_IDS.map((section) => {
        const Icon = SECTION_ICONS[section];
        const icon = <Icon aria-hidden className={classes.icon} />;
        return (
          <li key={section}>
            <Link to={paths.home.getHref(section)} onClick={onNavigate} className={classes.link}>
              {classes.tile ? <span className={classes.tile}>{icon}</span> : icon}
              {t(`nav.sections.${section}`)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
