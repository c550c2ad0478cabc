import { CustomerLookupQuerySchema } from '@ruangmain/domain/contracts/desk';
import { formatPhoneForDisplay } from '@ruangmain/domain/phone';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { TextInput } from '@/components/form/text-input';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ui/state-message';
import { useCustomerLookup } from '@/features/desk/api/lists';
import { useServerForm } from '@/hooks/use-server-form';
import { getServerMessage } from '@/lib/api-client';
import { useDeskTranslation } from '@/lib/i18n-desk';

/** A customer by phone: the account and points, upcoming bookings, held rewards. */
export function CustomerLookup({ initialPhone }: { initialPhone: string }) {
  const { t } = useDeskTranslation();
  const [phone, setPhone] = useState<string | null>(initialPhone.length >= 3 ? initialPhone : null);
  const lookup = useCustomerLookup(phone);
  const form = useServerForm({ schema: CustomerLookupQuerySchema, defaultValues: { phone: initialPhone } });
  const data = lookup.data;
  return (
    <section className="flex flex-col gap-3" aria-label={t('lookup.title')}>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => setPhone(values.phone))}
        className="flex items-end gap-2"
      >
        <TextInput
          label={t('lookup.phone')}
          inputMode="tel"
          fieldClassName="flex-1"
          {...form.field('phone')}
        />
        <Button type="submit" variant="outline" aria-label={t('lookup.submit')} isLoading={lookup.isFetching}>
          <Search aria-hidden className="size-4" />
        </Button>
      </form>
      {phone !== null && lookup.isPending && <Skeleton className="h-20 w-full" />}
      {lookup.isError && <ErrorState message={getServerMessage(lookup.error, t('drawer.loadError'))} />}
      {data && (
        <div className="flex flex-col gap-3 text-sm" data-testid="customer-lookup">
          {data.customer ? (
            <p>
              <span className="font-bold">{data.customer.name}</span> ·{' '}
              {formatPhoneForDisplay(data.customer.phone)} ·{' '}
              <span className="font-semibold text-primary-text">
                {t('lookup.points', { points: data.customer.total_points })}
              </span>
            </p>
          ) : (
            <p className="text-muted">{t('lookup.guest')}</p>
          )}
          <div>
            <h4 className="font-bold">{t('lookup.upcoming')}</h4>
            {data.upcoming.length === 0 ? (
              <p className="text-muted">{t('lookup.noUpcoming')}</p>
            ) : (
              <ul className="flex flex-col gap-1">
                {data.upcoming.map((booking) => (
                  <li key={booking.id} className="flex justify-between gap-2">
                    <span className="font-mono text-xs">{booking.invoice_number}</span>
                    <span className="text-muted">
                      {booking.unit?.name} · {booking.start_time}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div>
            <h4 className="font-bold">{t('lookup.rewards')}</h4>
            {data.rewards.length === 0 ? (
              <p className="text-muted">{t('lookup.noRewards')}</p>
            ) : (
              <ul className="flex flex-col gap-1">
                {data.rewards.map((reward) => (
                  <li key={reward.id}>
                    {reward.reward.name} · <span className="font-mono text-xs">{reward.voucher_code}</span> ·{' '}
                    {reward.status_label}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
