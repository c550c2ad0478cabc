import {
  type AdminRoom,
  ROOM_SORTS,
  type RoomBody,
  RoomBodySchema,
  roomEndpoints,
} from '@ruangmain/domain/contracts/admin-catalogue';
import { createColumnHelper } from '@tanstack/react-table';
import { TextArea } from '@/components/form/text-area';
import { TextInput } from '@/components/form/text-input';
import { Checkbox } from '@/components/ui/checkbox';
import { useSaveItem } from '@/features/manage/api/collection';
import { NamedList } from '@/features/manage/catalogue/named-list';
import { CollectionPage } from '@/features/manage/components/collection-page';
import type { ManageColumn, tableCoreFeatures } from '@/features/manage/components/data-table';
import { ImageFormField } from '@/features/manage/components/form-fields';
import { FormSheet } from '@/features/manage/components/form-sheet';
import { ImageNameCell } from '@/features/manage/components/image-name-cell';
import { StatusPill } from '@/features/manage/components/status-pill';
import { OrderCard } from '@/features/manage/content/order-card';
import { useServerForm } from '@/hooks/use-server-form';
import { useManageTranslation } from '@/lib/i18n-manage';
import { useManageCatalogueTranslation } from '@/lib/i18n-manage-catalogue';
import { FALLBACK_IMAGES } from '@/lib/image-url';

const column = createColumnHelper<typeof tableCoreFeatures, AdminRoom>();

/** The rooms (issue 17): details, availability, their consoles (from their units), their order. */
export function RoomsPage() {
  const { t } = useManageCatalogueTranslation();
  const { t: tm } = useManageTranslation();
  const columns: ManageColumn<AdminRoom>[] = [
    column.accessor('name', {
      header: t('rooms.name'),
      cell: (info) => (
        <ImageNameCell
          image={info.row.original.image}
          fallback={FALLBACK_IMAGES.room}
          name={info.getValue()}
          shape="wide"
        />
      ),
    }),
    column.accessor('max_visitors', { header: t('rooms.maxVisitors') }),
    column.accessor('units_count', { header: t('rooms.units') }),
    column.accessor('consoles', {
      header: t('rooms.consoles'),
      cell: (info) => <NamedList items={info.getValue()} empty={t('rooms.none')} />,
    }),
    column.accessor('is_available', {
      header: t('rooms.status'),
      cell: (info) =>
        info.getValue() ? (
          <StatusPill tone="success" label={tm('status.available')} />
        ) : (
          <StatusPill tone="muted" label={tm('status.unavailable')} />
        ),
    }),
  ];
  return (
    <CollectionPage
      collection={roomEndpoints}
      title={t('rooms.title')}
      text={t('rooms.text')}
      addLabel={t('rooms.add')}
      columns={columns}
      sorts={ROOM_SORTS}
      nameOf={(item) => item.name}
      renderForm={(item, onClose) => <RoomForm room={item} onClose={onClose} />}
    >
      <OrderCard
        collection={roomEndpoints}
        orderSort="sort_order"
        title={t('rooms.order')}
        toSortable={(room) => ({ id: room.id, name: room.name })}
      />
    </CollectionPage>
  );
}

function RoomForm({ room, onClose }: { room: AdminRoom | null; onClose: () => void }) {
  const { t } = useManageCatalogueTranslation();
  const save = useSaveItem(roomEndpoints);
  const form = useServerForm<RoomBody>({
    schema: RoomBodySchema,
    serverFields: ['name', 'description', 'image', 'max_visitors', 'is_available'],
    defaultValues: {
      name: room?.name ?? '',
      description: room?.description ?? '',
      image: room?.image ?? null,
      max_visitors: room?.max_visitors ?? 4,
      is_available: room?.is_available ?? true,
    },
  });
  return (
    <FormSheet
      open
      title={room ? t('rooms.edit', { name: room.name }) : t('rooms.new')}
      form={form}
      onClose={onClose}
      onSave={(body) => save.mutateAsync({ id: room?.id ?? null, body })}
    >
      <TextInput label={t('rooms.name')} autoComplete="off" {...form.field('name')} />
      <TextArea label={t('rooms.description')} rows={3} {...form.field('description')} />
      <TextInput
        label={t('rooms.maxVisitors')}
        type="number"
        inputMode="numeric"
        min={1}
        {...form.field('max_visitors', { valueAsNumber: true })}
      />
      <ImageFormField control={form.control} name="image" label={t('rooms.image')} />
      <Checkbox
        label={t('rooms.available')}
        description={t('rooms.availableHint')}
        {...form.register('is_available')}
      />
    </FormSheet>
  );
}
