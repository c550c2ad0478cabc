import { CreateVenueBlockRequestSchema } from '@ruangmain/domain/contracts/desk';
import { useState } from 'react';
import { z } from 'zod';
import { TextInput } from '@/components/form/text-input';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/state-message';
import { useBoard } from '@/features/desk/api/board';
import { useCreateVenueBlock, useRemoveVenueBlock } from '@/features/desk/api/lists';
import { ClashList } from '@/features/desk/components/clash-list';
import { fieldClasses, PageFrame } from '@/features/desk/components/page-frame';
import { readClashes } from '@/features/desk/utils/clash';
import { useServerForm } from '@/hooks/use-server-form';
import { getServerMessage } from '@/lib/api-client';
import { useDeskTranslation } from '@/lib/i18n-desk';
import { toast } from '@/lib/toast';
import { getVenueDateTime } from '@/lib/venue-clock';

/** datetime-local inputs give 'yyyy-MM-ddTHH:mm'; the API reads 'yyyy-MM-dd HH:mm'. */
const localDateTime = z.string().transform((value) => value.replace('T', ' '));
const VenueBlockFormSchema = z
  .object({
    title: z.string(),
    // Optional here as in the request it feeds, whose default fills it.
    description: z.string().optional(),
    unit_ids: z
      .array(z.coerce.number())
      .or(z.coerce.number().transform((id) => [id]))
      .or(z.literal(false).transform(() => []))
      // Handed on as the request reads it: its own rule checks each id.
      .transform((ids): unknown[] => ids),
    start_time: localDateTime,
    end_time: localDateTime,
  })
  .pipe(CreateVenueBlockRequestSchema);

const hhmm = (instant: string) => getVenueDateTime(new Date(instant)).slice(11);

/** Venue blocks (record 0001): create one over units for a period; the day's blocks, each liftable. */
export function VenueBlocksPage() {
  const { t } = useDeskTranslation();
  const [date, setDate] = useState<string | null>(null);
  const board = useBoard(date, false);
  const [failure, setFailure] = useState<{ message: string; clashes: ReturnType<typeof readClashes> } | null>(
    null,
  );
  const form = useServerForm({
    schema: VenueBlockFormSchema,
    defaultValues: { title: '', description: '', unit_ids: [], start_time: '', end_time: '' },
    serverFields: ['title', 'description', 'unit_ids', 'start_time', 'end_time'],
  });
  const create = useCreateVenueBlock({
    onSuccess: () => {
      toast.success(t('blocks.created'));
      form.reset();
    },
    onError: (error) => {
      if (form.showServerErrors(error).length > 0) return;
      setFailure({ message: getServerMessage(error, t('board.loadError')), clashes: readClashes(error) });
    },
  });
  const remove = useRemoveVenueBlock({
    onSuccess: () => toast.success(t('blocks.removed')),
    onError: (error) => toast.error(getServerMessage(error, t('board.loadError'))),
  });
  const data = board.data;
  const blocks = new Map<number, { title: string; start: string; end: string; units: string[] }>();
  if (data) {
    const unitNames = new Map(
      data.rooms.flatMap((room) => room.units.map((unit) => [unit.id, unit.name] as const)),
    );
    for (const block of data.blocks) {
      if (!block.venue_block || block.state !== 'venue') continue;
      const entry = blocks.get(block.venue_block.id) ?? {
        title: block.venue_block.title,
        start: block.start_at,
        end: block.end_at,
        units: [],
      };
      entry.units.push(unitNames.get(block.unit_id) ?? String(block.unit_id));
      blocks.set(block.venue_block.id, entry);
    }
  }
  const unitError = form.formState.errors.unit_ids?.message;

  return (
    <PageFrame title={t('blocks.title')} text={t('blocks.text')}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,28rem)_1fr]">
        <form
          noValidate
          aria-label={t('blocks.submit')}
          onSubmit={form.handleSubmit((values) => {
            setFailure(null);
            create.mutate(values);
          })}
          className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4"
        >
          {failure && (
            <Alert tone="error">
              <p>{failure.message}</p>
              {failure.clashes && <ClashList clashes={failure.clashes} />}
            </Alert>
          )}
          <TextInput label={t('blocks.name')} {...form.field('title')} />
          <TextInput label={t('blocks.description')} {...form.field('description')} />
          <fieldset>
            <legend className="mb-1.5 text-sm font-semibold">{t('blocks.units')}</legend>
            <div className="grid grid-cols-2 gap-1.5 sm:grid-cols-3">
              {data?.rooms.flatMap((room) =>
                room.units.map((unit) => (
                  <label key={unit.id} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      value={unit.id}
                      {...form.register('unit_ids')}
                      className="size-4 accent-(--color-primary)"
                    />
                    {unit.name}
                  </label>
                )),
              )}
            </div>
            {unitError && <p className="mt-1 text-xs font-medium text-danger">{unitError}</p>}
          </fieldset>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <TextInput
              label={t('blocks.start')}
              type="datetime-local"
              step={1800}
              {...form.field('start_time')}
            />
            <TextInput
              label={t('blocks.end')}
              type="datetime-local"
              step={1800}
              {...form.field('end_time')}
            />
          </div>
          <Button type="submit" isLoading={create.isPending}>
            {t('blocks.submit')}
          </Button>
        </form>
        <section className="flex flex-col gap-3">
          <div className="flex flex-wrap items-end justify-between gap-2">
            <h2 className="font-bold">{t('blocks.list', { date: data?.date ?? '' })}</h2>
            <input
              type="date"
              aria-label={t('board.date')}
              value={data?.date ?? ''}
              onChange={(event) => setDate(event.target.value || null)}
              className={fieldClasses}
            />
          </div>
          {board.isPending ? (
            <Skeleton className="h-32 w-full rounded-xl" />
          ) : blocks.size === 0 ? (
            <EmptyState message={t('blocks.empty')} />
          ) : (
            <ul className="flex flex-col gap-2">
              {[...blocks].map(([id, block]) => (
                <li
                  key={id}
                  className="flex items-center justify-between gap-3 rounded-xl border border-line bg-surface p-3"
                >
                  <div>
                    <p className="font-bold">{block.title}</p>
                    <p className="text-sm text-muted">
                      {hhmm(block.start)}–{hhmm(block.end)} · {block.units.join(', ')}
                    </p>
                  </div>
                  <Button
                    size="sm"
                    variant="outline"
                    isLoading={remove.isPending && remove.variables?.blockId === id}
                    onClick={() => remove.mutate({ blockId: id })}
                  >
                    {t('blocks.remove')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </PageFrame>
  );
}
