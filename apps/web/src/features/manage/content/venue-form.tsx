import {
  type VenueSettings,
  type VenueSettingsBody,
  VenueSettingsBodySchema,
} from '@ruangmain/domain/contracts/admin-content';
import { useState } from 'react';
import { TextArea } from '@/components/form/text-area';
import { TextInput } from '@/components/form/text-input';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useSaveVenueSettings } from '@/features/manage/content/venue-settings-api';
import { useServerForm } from '@/hooks/use-server-form';
import { getServerMessage } from '@/lib/api-client';
import { useManageTranslation } from '@/lib/i18n-manage';
import { useManageContentTranslation } from '@/lib/i18n-manage-content';
import { toast } from '@/lib/toast';

const toFormValues = (settings: VenueSettings): VenueSettingsBody => ({
  ...settings,
  map_url: settings.map_url ?? '',
  instagram_url: settings.instagram_url ?? '',
  tiktok_url: settings.tiktok_url ?? '',
});

const cardClass = 'rounded-2xl border border-line bg-surface p-4 sm:p-5';

/** The Venue screen's form: details and terms text, checked by the shared contract, saved at once. */
export function VenueForm({ settings }: { settings: VenueSettings }) {
  const { t } = useManageContentTranslation();
  const { t: tm } = useManageTranslation();
  const save = useSaveVenueSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useServerForm<VenueSettingsBody>({
    schema: VenueSettingsBodySchema,
    serverFields: ['name', 'address', 'phone', 'map_url', 'instagram_url', 'tiktok_url', 'terms_text'],
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
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {failure && <Alert tone="error">{failure}</Alert>}
      <section aria-labelledby="venue-details" className={cardClass}>
        <h2 id="venue-details" className="text-base font-bold text-fg">
          {t('venue.details')}
        </h2>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
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
      </section>
      <section aria-labelledby="venue-terms" className={cardClass}>
        <h2 id="venue-terms" className="text-base font-bold text-fg">
          {t('venue.terms')}
        </h2>
        <div className="mt-4">
          <TextArea
            label={t('venue.termsText')}
            hint={t('venue.termsHint')}
            rows={6}
            {...form.field('terms_text')}
          />
        </div>
      </section>
      <div className="flex justify-end">
        <Button type="submit" isLoading={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? tm('form.saving') : t('venue.save')}
        </Button>
      </div>
    </form>
  );
}
