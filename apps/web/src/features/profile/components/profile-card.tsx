import { SectionCard } from '@/components/ui/section-card';

/** A titled card section of the profile page: the shared section card. */
export const ProfileCard = SectionCard;
