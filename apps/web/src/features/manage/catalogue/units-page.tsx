import {
  type AdminUnit,
  consoleEndpoints,
  gameEndpoints,
  roomEndpoints,
  UNIT_SORTS,
  UNIT_STATUSES,
  type UnitBody,
  UnitBodySchema,
  unitEndpoints,
} from '@ruangmain/domain/contracts/admin-catalogue';
import { createColumnHelper } from '@tanstack/react-table';
import { ListOrdered } from 'lucide-react';
import { useState } from 'react';
import { TextArea } from '@/components/form/text-area';
import { TextInput } from '@/components/form/text-input';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { useCollectionOptions, useSaveItem } from '@/features/manage/api/collection';
import { NamedList } from '@/features/manage/catalogue/named-list';
import { UnitGamesOrder } from '@/features/manage/catalogue/unit-games-order';
import { CollectionPage } from '@/features/manage/components/collection-page';
import type { ManageColumn, tableCoreFeatures } from '@/features/manage/components/data-table';
import { CheckboxGroupField } from '@/features/manage/components/form-fields';
import { FormSheet } from '@/features/manage/components/form-sheet';
import { SelectField } from '@/features/manage/components/select-field';
import { StatusPill } from '@/features/manage/components/status-pill';
import { useServerForm } from '@/hooks/use-server-form';
import { useManageTranslation } from '@/lib/i18n-manage';
import { useManageCatalogueTranslation } from '@/lib/i18n-manage-catalogue';

const column = createColumnHelper<typeof tableCoreFeatures, AdminUnit>();
const rupiah = new Intl.NumberFormat('id-ID');

/** The bookable units (issue 17): room, price and points, consoles, games and their order, status. */
export function UnitsPage() {
  const { t } = useManageCatalogueTranslation();
  const { t: tm } = useManageTranslation();
  const rooms = useCollectionOptions(roomEndpoints, 'sort_order', (room) => room.name);
  const [roomId, setRoomId] = useState('');
  const [ordering, setOrdering] = useState<AdminUnit | null>(null);
  const columns: ManageColumn<AdminUnit>[] = [
    column.accessor('name', {
      header: t('units.name'),
      cell: (info) => (
        <div className="flex flex-col whitespace-nowrap">
          <span className="font-semibold">{info.getValue()}</span>
          <span className="text-xs text-muted">{info.row.original.room.name}</span>
        </div>
      ),
    }),
    column.accessor('price_per_hour', {
      header: t('units.price'),
      cell: (info) => <span className="tabular-nums">{rupiah.format(info.getValue())}</span>,
    }),
    column.accessor('consoles', {
      header: t('units.consoles'),
      cell: (info) => <NamedList items={info.getValue()} empty={t('units.none')} />,
    }),
    column.accessor('games', {
      header: t('units.games'),
      cell: (info) => <span className="tabular-nums">{info.getValue().length}</span>,
    }),
    column.accessor('status', {
      header: t('units.state'),
      cell: (info) => (
        <div className="flex flex-wrap gap-1">
          {info.getValue() === 'maintenance' ? (
            <StatusPill tone="warning" label={tm('status.maintenance')} />
          ) : (
            <StatusPill tone="success" label={tm('status.available')} />
          )}
          {!info.row.original.is_active && <StatusPill tone="muted" label={tm('status.inactive')} />}
        </div>
      ),
    }),
  ];
  return (
    <CollectionPage
      collection={unitEndpoints}
      title={t('units.title')}
      text={t('units.text')}
      addLabel={t('units.add')}
      columns={columns}
      sorts={UNIT_SORTS}
      nameOf={(item) => item.name}
      filters={{
        query: { room_id: roomId === '' ? undefined : Number(roomId) },
        controls: (
          <label className="flex items-center gap-2 text-sm font-semibold text-muted">
            {t('units.room')}
            <select
              className="h-10 rounded-lg border border-line bg-surface px-3 text-sm text-fg"
              value={roomId}
              onChange={(event) => setRoomId(event.target.value)}
            >
              <option value="">{t('units.allRooms')}</option>
              {rooms.options.map((room) => (
                <option key={room.id} value={room.id}>
                  {room.name}
                </option>
              ))}
            </select>
          </label>
        ),
      }}
      extraActions={(unit) => (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setOrdering(unit)}
          aria-label={`${t('units.gamesOrder')}: ${unit.name}`}
        >
          <ListOrdered aria-hidden className="size-4" />
          <span className="hidden lg:inline">{t('units.games')}</span>
        </Button>
      )}
      renderForm={(item, onClose) => <UnitForm unit={item} rooms={rooms.options} onClose={onClose} />}
    >
      {ordering && <UnitGamesOrder unit={ordering} onClose={() => setOrdering(null)} />}
    </CollectionPage>
  );
}

/** An empty number box means "not set" (null); anything else is read as a number for the schema. */
const numberOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value));

function UnitForm({
  unit,
  rooms,
  onClose,
}: {
  unit: AdminUnit | null;
  rooms: readonly { id: number; name: string }[];
  onClose: () => void;
}) {
  const { t } = useManageCatalogueTranslation();
  const { t: tm } = useManageTranslation();
  const save = useSaveItem(unitEndpoints);
  const consoles = useCollectionOptions(consoleEndpoints, 'name', (item) => item.name);
  const games = useCollectionOptions(gameEndpoints, 'title', (item) => item.title);
  const form = useServerForm<UnitBody>({
    schema: UnitBodySchema,
    serverFields: [
      'room_id',
      'name',
      'description',
      'price_per_hour',
      'points_per_hour',
      'has_netflix',
      'has_projector',
      'status',
      'is_active',
      'console_ids',
      'game_ids',
    ],
    defaultValues: {
      room_id: unit?.room.id ?? '',
      name: unit?.name ?? '',
      description: unit?.description ?? '',
      price_per_hour: unit?.price_per_hour ?? 0,
      points_per_hour: unit?.points_per_hour ?? null,
      has_netflix: unit?.has_netflix ?? false,
      has_projector: unit?.has_projector ?? false,
      status: unit?.status ?? 'available',
      is_active: unit?.is_active ?? true,
      console_ids: unit?.consoles.map((item) => item.id) ?? [],
      game_ids: unit?.games.map((item) => item.id) ?? [],
    },
  });
  return (
    <FormSheet
      open
      title={unit ? t('units.edit', { name: unit.name }) : t('units.new')}
      form={form}
      onClose={onClose}
      onSave={(body) => save.mutateAsync({ id: unit?.id ?? null, body })}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('units.room')}
          placeholder={t('units.chooseRoom')}
          options={rooms.map((room) => ({ value: room.id, label: room.name }))}
          {...form.field('room_id', { setValueAs: (value) => (value === '' ? '' : Number(value)) })}
        />
        <TextInput label={t('units.name')} autoComplete="off" {...form.field('name')} />
        <TextInput
          label={t('units.price')}
          type="number"
          inputMode="numeric"
          min={0}
          step={1000}
          {...form.field('price_per_hour', { valueAsNumber: true })}
        />
        <TextInput
          label={t('units.points')}
          type="number"
          inputMode="numeric"
          min={0}
          hint={t('units.pointsHint')}
          {...form.field('points_per_hour', { setValueAs: numberOrNull })}
        />
        <SelectField
          label={t('units.state')}
          options={UNIT_STATUSES.map((status) => ({ value: status, label: tm(`status.${status}`) }))}
          {...form.field('status')}
        />
      </div>
      <TextArea label={t('units.description')} rows={2} {...form.field('description')} />
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        <Checkbox label={t('units.netflix')} {...form.register('has_netflix')} />
        <Checkbox label={t('units.projector')} {...form.register('has_projector')} />
        <Checkbox
          label={t('units.active')}
          description={t('units.activeHint')}
          {...form.register('is_active')}
        />
      </div>
      <CheckboxGroupField
        control={form.control}
        name="console_ids"
        label={t('units.consoles')}
        options={consoles.options}
        columns={3}
      />
      <CheckboxGroupField
        control={form.control}
        name="game_ids"
        label={t('units.games')}
        hint={t('units.gamesHint')}
        options={games.options}
      />
    </FormSheet>
  );
}
