import { useTranslation } from 'react-i18next';
import { HOME_SECTION_IDS } from '@/config/paths';
import { HomeHero } from '@/features/home/components/home-hero';
import { HomeSection } from '@/features/home/components/home-section';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** Home (spec 1 §2): hero, then the anchored sections; their content arrives with the catalogue features. */
export default function HomeRoute() {
  const { t } = useTranslation('home');
  useDocumentTitle();
  return (
    <>
      <HomeHero />
      {HOME_SECTION_IDS.map((id, index) => (
        <HomeSection
          key={id}
          id={id}
          eyebrow={t(`sections.${id}.eyebrow`)}
          title={t(`sections.${id}.title`)}
          description={t(`sections.${id}.text`)}
          tone={index % 2 === 1 ? 'surface' : 'plain'}
        />
      ))}
    </>
  );
}
