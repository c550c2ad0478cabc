import { MAX_NOTES_LENGTH } from '@ruangmain/domain/bookings';
import { NotebookPen } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextArea } from '@/components/form/text-area';
import { SectionCard } from '@/components/ui/section-card';
import type { CheckoutValues } from '@/features/food/utils/checkout-schema';
import { useFoodTranslation } from '@/lib/i18n-food';

/** Additional Notes, at most 200 characters, with a counter (spec 2 §5, §9). */
export function NotesCard() {
  const { t } = useFoodTranslation();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<CheckoutValues>();
  const notes = useWatch({ control, name: 'notes' });
  return (
    <SectionCard icon={<NotebookPen />} title={t('notes.title')}>
      <TextArea
        label={<span className="sr-only">{t('notes.title')}</span>}
        placeholder={t('notes.placeholder')}
        maxLength={MAX_NOTES_LENGTH}
        labelAside={
          <span data-testid="notes-counter" className="text-xs text-muted tabular-nums">
            {t('notes.counter', { count: notes.length, max: MAX_NOTES_LENGTH })}
          </span>
        }
        error={errors.notes?.message}
        {...register('notes')}
      />
    </SectionCard>
  );
}
