import { Crown } from 'lucide-react';
import type { RoomTier } from '@/features/catalogue/utils/display';

type IconProps = { className?: string };

/** The red "N" ribbon shown for units with Netflix. */
export function NetflixIcon({ className }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className={className}>
      <path fill="#b1060f" d="M5.5 2h4.2v20l-4.2-.6ZM14.3 2h4.2v19.4l-4.2.6Z" />
      <path fill="#e50914" d="M5.5 2h4.2l8.8 19.4-4.2.6Z" />
    </svg>
  );
}

/** The crown for rooms whose name contains vip or vvip (spec 1 §9). */
export function RoomTierIcon({ tier, className }: { tier: Exclude<RoomTier, null> } & IconProps) {
  return <Crown aria-hidden className={className} data-tier={tier} />;
}
