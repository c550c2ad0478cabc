import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/coming-soon';

/** /games: the full game directory (spec 1 §2). Coming with the catalogue feature. */
export default function GamesRoute() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.games')} />;
}
