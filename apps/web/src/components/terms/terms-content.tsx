import { formatRupiah } from '@ruangmain/domain/money';
import { lazy, type ReactNode, Suspense } from 'react';
import {
  DAMAGE_FINES,
  DAMAGE_LEVELS,
  GUARDIAN_REQUIRED_UNDER_AGE,
  MINIMUM_RENTER_AGE,
  PENALTY_LEVELS,
} from '@/components/terms/terms-data';
import { useTermsTranslation } from '@/lib/i18n-terms';

// The venue's own terms and hours (Venue screen) come with its answer, loaded apart
// (components/terms/venue-terms.tsx, terms-hours.tsx).
const VenueTerms = lazy(() => import('@/components/terms/venue-terms'));
const TermsHours = lazy(() => import('@/components/terms/terms-hours'));

function Section({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <section className="mt-6 first:mt-0">
      <h3 className="flex items-center gap-2.5 text-base font-bold">
        <span className="grid size-6 shrink-0 place-items-center rounded-md bg-primary-soft text-xs font-bold text-primary-text">
          {number}
        </span>
        {title}
      </h3>
      <div className="mt-2.5 text-sm leading-relaxed text-muted sm:pl-8.5">{children}</div>
    </section>
  );
}

function Bullets({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-1.5 pl-4 marker:text-primary-text">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** The venue's terms (spec 1 §9), rendered from structured data and the `terms` catalogue. */
export function TermsContent() {
  const { t } = useTermsTranslation();
  const rules = t('sections.rules.items', { returnObjects: true });

  return (
    <div>
      <p className="text-sm leading-relaxed text-muted">{t('intro')}</p>
      <div className="mt-6">
        <Section number={1} title={t('sections.hours.title')}>
          <Suspense fallback={<div className="h-36 sm:max-w-sm" />}>
            <TermsHours />
          </Suspense>
        </Section>

        <Section number={2} title={t('sections.renter.title')}>
          <Bullets
            items={[
              t('sections.renter.minimumAge', { age: MINIMUM_RENTER_AGE }),
              t('sections.renter.guardian', { age: GUARDIAN_REQUIRED_UNDER_AGE }),
              t('sections.renter.identity'),
            ]}
          />
        </Section>

        <Section number={3} title={t('sections.payment.title')}>
          <Bullets items={[t('sections.payment.upfront'), t('sections.payment.noRefund')]} />
        </Section>

        <Section number={4} title={t('sections.rules.title')}>
          <Bullets items={rules} />
        </Section>

        <Section number={5} title={t('sections.penalties.title')}>
          <ul className="space-y-1.5">
            {PENALTY_LEVELS.map((level) => (
              <li key={level}>
                <span className="font-semibold text-fg">
                  {t(`sections.penalties.levels.${level}.label`)}:
                </span>{' '}
                {t(`sections.penalties.levels.${level}.text`)}
              </li>
            ))}
          </ul>
        </Section>

        <Section number={6} title={t('sections.damage.title')}>
          <p>{t('sections.damage.text')}</p>
          <ul className="mt-2 grid gap-1.5 sm:grid-cols-3">
            {DAMAGE_LEVELS.map(({ level, percent }) => (
              <li key={level} className="rounded-lg border border-line px-3 py-2">
                <span className="block text-xs">{t(`sections.damage.levels.${level}`)}</span>
                <span className="font-semibold text-fg">{t('sections.damage.levelValue', { percent })}</span>
              </li>
            ))}
          </ul>
        </Section>

        <Section number={7} title={t('sections.fines.title')}>
          <div className="overflow-hidden rounded-xl border border-line">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('sections.fines.caption')}</caption>
              <thead className="bg-surface-2 text-xs tracking-wide text-fg uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('sections.fines.item')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    {t('sections.fines.amount')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {DAMAGE_FINES.map(({ item, amount }) => (
                  <tr key={item}>
                    <td className="px-3 py-1.5 break-words">{t(`sections.fines.items.${item}`)}</td>
                    <td className="px-3 py-1.5 text-right font-medium whitespace-nowrap text-fg tabular-nums">
                      {formatRupiah(amount)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Section>

        <Suspense fallback={null}>
          <VenueTerms number={8} />
        </Suspense>
      </div>
      <p className="mt-6 text-sm font-medium text-fg">{t('closing')}</p>
    </div>
  );
}
