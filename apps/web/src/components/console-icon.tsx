import { Gamepad, Gamepad2, type LucideProps } from 'lucide-react';
import { LineIcon } from '@/components/icons/line-icon';
import { type ConsoleKind, detectConsoleKind } from '@/lib/console-kind';

type IconProps = { className?: string };

/** A handheld with detachable side controllers (Switch); lucide has no such glyph. */
function SwitchIcon({ className }: IconProps) {
  return (
    <LineIcon className={className}>
      <path d="M7 5H5.5A3.5 3.5 0 0 0 2 8.5v7A3.5 3.5 0 0 0 5.5 19H7Z" />
      <path d="M17 5h1.5A3.5 3.5 0 0 1 22 8.5v7a3.5 3.5 0 0 1-3.5 3.5H17Z" />
      <rect x="7" y="5" width="10" height="14" rx="1" />
      <circle cx="4.6" cy="9.2" r="0.6" fill="currentColor" />
      <circle cx="19.4" cy="14.8" r="0.6" fill="currentColor" />
    </LineIcon>
  );
}

const CONSOLE_ICONS: Record<ConsoleKind, (props: LucideProps) => React.ReactNode> = {
  ps5: Gamepad2,
  ps4: Gamepad,
  switch: SwitchIcon,
};

/** The icon of a console, detected by its name (spec 1 §9); a generic controller otherwise. */
export function ConsoleIcon({ name, className }: { name: string } & IconProps) {
  const kind = detectConsoleKind(name);
  const Icon = kind ? CONSOLE_ICONS[kind] : Gamepad2;
  return <Icon aria-hidden className={className} />;
}
