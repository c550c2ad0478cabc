import {
  type VenueSettings,
  type VenueSettingsBody,
  VenueSettingsBodySchema,
} from '@ruangmain/domain/contracts/admin-content';
import { Clock } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { Control, FieldErrors, Path } from 'react-hook-form';
import { TextArea } from '@/components/form/text-area';
import { TextInput } from '@/components/form/text-input';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { OpeningHoursField } from '@/features/manage/content/opening-hours-field';
import { useSaveVenueSettings } from '@/features/manage/content/venue-settings-api';
import { useServerForm } from '@/hooks/use-server-form';
import { getServerMessage } from '@/lib/api-client';
import { useManageTranslation } from '@/lib/i18n-manage';
import { useManageContentTranslation } from '@/lib/i18n-manage-content';
import { toast } from '@/lib/toast';

const toFormValues = (settings: VenueSettings): VenueSettingsBody => ({
  ...settings,
  tax_number: settings.tax_number ?? '',
  map_url: settings.map_url ?? '',
  instagram_url: settings.instagram_url ?? '',
  tiktok_url: settings.tiktok_url ?? '',
});

/** One card of the form: a titled section. */
function FormCard({
  id,
  title,
  text,
  icon,
  children,
}: {
  id: string;
  title: string;
  text?: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-surface p-4 sm:p-5">
      <h2 id={id} className="flex items-center gap-2 text-base font-bold text-fg">
        {icon}
        {title}
      </h2>
      {text && <p className="mt-1 text-xs text-muted">{text}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

type HoursValues = { opening_hours: NonNullable<VenueSettingsBody['opening_hours']> };

// Where the server may name a day's time wrong ('opening_hours.1.closes_at').
const HOURS_FIELDS = Array.from({ length: 7 }, (_, day) =>
  (['opens_at', 'closes_at'] as const).map(
    (time) => `opening_hours.${day}.${time}` as Path<VenueSettingsBody>,
  ),
).flat();

/**
 * The Venue screen's form: details, terms text, the booking hours (record 0029) and the reminder's
 * lead time, checked by the shared contract, saved at once.
 */
export function VenueForm({ settings }: { settings: VenueSettings }) {
  const { t } = useManageContentTranslation();
  const { t: tm } = useManageTranslation();
  const save = useSaveVenueSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useServerForm<VenueSettingsBody>({
    schema: VenueSettingsBodySchema,
    serverFields: [
      'name',
      'address',
      'phone',
      'tax_number',
      'map_url',
      'instagram_url',
      'tiktok_url',
      'terms_text',
      'reminder_minutes',
      ...HOURS_FIELDS,
    ],
    defaultValues: toFormValues(settings),
  });
  const describe = (_field: string, code: string) =>
    tm(`validation.${code}` as 'validation.fallback', { defaultValue: tm('validation.fallback') });

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const answer = await save.mutateAsync(body);
      form.reset(toFormValues(answer.data));
      toast.success(answer.message || t('venue.saved'));
    } catch (error) {
      const shown = form.showServerErrors(error, describe);
      setFailure(shown.length > 0 ? tm('form.fixFields') : getServerMessage(error, tm('form.saveError')));
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_26rem] xl:items-start"
    >
      {failure && (
        <Alert tone="error" className="xl:col-span-2">
          {failure}
        </Alert>
      )}
      <div className="flex flex-col gap-4">
        <FormCard id="venue-details" title={t('venue.details')}>
          <div className="grid gap-4 md:grid-cols-2">
            <TextInput
              label={t('venue.name')}
              hint={t('venue.nameHint')}
              autoComplete="off"
              {...form.field('name')}
            />
            <TextInput
              label={t('venue.phone')}
              hint={t('venue.phoneHint')}
              inputMode="tel"
              autoComplete="off"
              {...form.field('phone')}
            />
            {/* The address and the map link take the whole row: they are long. */}
            <div className="md:col-span-2">
              <TextArea label={t('venue.address')} rows={2} {...form.field('address')} />
            </div>
            <div className="md:col-span-2">
              <TextInput
                label={t('venue.taxNumber')}
                hint={t('venue.taxNumberHint')}
                autoComplete="off"
                {...form.field('tax_number')}
              />
            </div>
            <div className="md:col-span-2">
              <TextInput
                label={t('venue.mapUrl')}
                hint={t('venue.mapUrlHint')}
                inputMode="url"
                autoComplete="off"
                {...form.field('map_url')}
              />
            </div>
            <TextInput
              label={t('venue.instagramUrl')}
              hint={t('venue.socialHint')}
              inputMode="url"
              autoComplete="off"
              {...form.field('instagram_url')}
            />
            <TextInput
              label={t('venue.tiktokUrl')}
              hint={t('venue.socialHint')}
              inputMode="url"
              autoComplete="off"
              {...form.field('tiktok_url')}
            />
          </div>
        </FormCard>
        <FormCard id="venue-terms" title={t('venue.terms')}>
          <TextArea
            label={t('venue.termsText')}
            hint={t('venue.termsHint')}
            rows={6}
            {...form.field('terms_text')}
          />
        </FormCard>
      </div>
      <div className="flex flex-col gap-4">
        <FormCard
          id="venue-hours"
          title={t('venue.hours')}
          text={t('venue.hoursText')}
          icon={<Clock aria-hidden className="size-4 text-primary-text" />}
        >
          <OpeningHoursField
            control={form.control as unknown as Control<HoursValues>}
            errors={form.formState.errors as FieldErrors<HoursValues>}
          />
        </FormCard>
        <FormCard id="venue-notices" title={t('venue.notices')}>
          <TextInput
            label={t('venue.reminderMinutes')}
            hint={t('venue.reminderHint')}
            type="number"
            inputMode="numeric"
            min={15}
            max={1440}
            step={5}
            {...form.field('reminder_minutes', { valueAsNumber: true })}
          />
        </FormCard>
      </div>
      <div className="flex justify-end xl:col-span-2">
        <Button type="submit" isLoading={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? tm('form.saving') : t('venue.save')}
        </Button>
      </div>
    </form>
  );
}
