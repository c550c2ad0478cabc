import { BellRing } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/ui/section-card';
import { useAccountSettings, useUpdateAccountSettings } from '@/features/profile/api/account-settings';

/** The customer's WhatsApp reminders before a booking, on or off (issue 18 "Notices"). */
export function RemindersCard() {
  const { t } = useTranslation('profile');
  const settings = useAccountSettings();
  const update = useUpdateAccountSettings();
  const labelId = useId();
  const isOn = settings.data?.whatsapp_reminders ?? true;
  return (
    <SectionCard icon={<BellRing />} title={t('reminders.title')} description={t('reminders.subtitle')}>
      <div className="flex items-center justify-between gap-4">
        <span id={labelId} className="text-sm font-semibold">
          {t('reminders.label')}
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={isOn}
          aria-labelledby={labelId}
          disabled={!settings.data}
          onClick={() => update.mutate({ whatsapp_reminders: !isOn })}
          className="relative h-7 w-12 shrink-0 cursor-pointer rounded-full bg-line transition-colors aria-checked:bg-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-wait disabled:opacity-60"
        >
          <span
            aria-hidden
            className={`absolute top-1 left-1 size-5 rounded-full bg-white shadow transition-transform ${isOn ? 'translate-x-5' : ''}`}
          />
        </button>
      </div>
      {update.isError && (
        <p role="alert" className="mt-3 text-sm text-danger">
          {t('reminders.failed')}
        </p>
      )}
    </SectionCard>
  );
}
