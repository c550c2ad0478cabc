import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/coming-soon';

/** /profile-rewards and its alias /profile/rewards (spec 1 §2). Coming with the rewards feature. */
export default function ProfileRewardsRoute() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.rewards')} />;
}
