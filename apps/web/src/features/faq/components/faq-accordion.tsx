import type { Faq } from '@ruangmain/domain/contracts/catalogue';
import { clsx } from 'clsx';
import { Plus, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/state-message';
import { useFaqs } from '@/features/faq/api/get-faqs';
import { useCatalogueTranslation } from '@/lib/i18n-catalogue';

const listClass =
  'divide-y divide-line overflow-hidden rounded-3xl border border-line bg-surface shadow-card';

function FaqItem({ faq, isOpen, onToggle }: { faq: Faq; isOpen: boolean; onToggle: () => void }) {
  const id = useId();
  const buttonId = `${id}-question`;
  const panelId = `${id}-answer`;
  return (
    <li>
      <h2>
        <button
          id={buttonId}
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full cursor-pointer items-center justify-between gap-4 px-5 py-5 text-left text-base font-bold text-fg transition-colors hover:bg-surface-2/60 sm:px-7 sm:text-lg"
        >
          {faq.question}
          <span
            aria-hidden
            className={clsx(
              'grid size-8 shrink-0 place-items-center rounded-full transition-[transform,background-color,color] duration-200',
              isOpen ? 'rotate-45 bg-primary text-primary-fg' : 'bg-primary-soft text-primary-text',
            )}
          >
            <Plus className="size-4" />
          </span>
        </button>
      </h2>
      <section
        id={panelId}
        aria-labelledby={buttonId}
        hidden={!isOpen}
        className="px-5 pb-6 text-base leading-relaxed text-pretty whitespace-pre-line text-muted sm:px-7"
      >
        {faq.answer}
      </section>
    </li>
  );
}

export function FaqSkeleton() {
  return (
    <div aria-hidden data-testid="faq-skeleton" className={listClass}>
      {['w-3/4', 'w-3/5', 'w-4/5', 'w-2/3', 'w-1/2'].map((width) => (
        <div key={width} className="flex items-center justify-between gap-4 px-5 py-6 sm:px-7">
          <Skeleton className={`h-5 ${width}`} />
          <Skeleton className="size-8 shrink-0 rounded-full" />
        </div>
      ))}
    </div>
  );
}

/**
 * The FAQ accordion (spec 1 §2 FAQ): published questions, one open at a time; a skeleton while
 * loading and the server's error text on failure.
 */
export function FaqAccordion() {
  const { t } = useCatalogueTranslation();
  const { data: faqs, error, isPending, isError, refetch, isFetching } = useFaqs();
  const [openId, setOpenId] = useState<number | null>(null);

  if (isPending) return <FaqSkeleton />;
  if (isError) {
    return (
      <div className="flex flex-col items-center gap-5 rounded-3xl border border-danger/30 bg-danger/5 px-6 py-12 text-center">
        {/* FAQ shows the server's error text (spec 1 §8). */}
        <p role="alert" className="max-w-md font-medium text-fg">
          {error.message}
        </p>
        <Button variant="outline" onClick={() => void refetch()} isLoading={isFetching}>
          {!isFetching && <RefreshCw aria-hidden className="size-4" />}
          {t('faq.tryAgain')}
        </Button>
      </div>
    );
  }
  if (faqs.length === 0) return <EmptyState message={t('faq.empty')} />;
  return (
    <ul className={listClass}>
      {faqs.map((faq) => (
        <FaqItem
          key={faq.id}
          faq={faq}
          isOpen={openId === faq.id}
          onToggle={() => setOpenId((current) => (current === faq.id ? null : faq.id))}
        />
      ))}
    </ul>
  );
}
