import {
  type AdminConsole,
  CONSOLE_SORTS,
  type ConsoleBody,
  ConsoleBodySchema,
} from '@ruangmain/domain/contracts/admin-catalogue';
import { createColumnHelper } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { TextArea } from '@/components/form/text-area';
import { TextInput } from '@/components/form/text-input';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FallbackImage } from '@/components/ui/fallback-image';
import { useCollectionList, useSaveItem } from '@/features/manage/api/collection';
import {
  DataTable,
  type ManageColumn,
  type tableCoreFeatures,
} from '@/features/manage/components/data-table';
import { DeleteItemDialog } from '@/features/manage/components/delete-item-dialog';
import { FormSheet } from '@/features/manage/components/form-sheet';
import { ImageField } from '@/features/manage/components/image-field';
import { ManageFrame } from '@/features/manage/components/manage-frame';
import { RowActions } from '@/features/manage/components/row-actions';
import { StatusPill } from '@/features/manage/components/status-pill';
import { useTableQuery } from '@/features/manage/hooks/use-table-query';
import { useServerForm } from '@/hooks/use-server-form';
import { useManageTranslation } from '@/lib/i18n-manage';
import { useManageCatalogueTranslation } from '@/lib/i18n-manage-catalogue';
import { FALLBACK_IMAGES } from '@/lib/image-url';

const COLLECTION = 'consoles';
const column = createColumnHelper<typeof tableCoreFeatures, AdminConsole>();

/** The consoles (issue 17): a searchable, sortable list; add and edit in a form; delete or deactivate. */
export function ConsolesPage() {
  const { t } = useManageCatalogueTranslation();
  const { t: tm } = useManageTranslation();
  const table = useTableQuery('name');
  const result = useCollectionList<AdminConsole>(COLLECTION, table.query);
  const [editing, setEditing] = useState<AdminConsole | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminConsole | null>(null);

  const columns: ManageColumn<AdminConsole>[] = [
    column.accessor('name', {
      header: t('consoles.name'),
      cell: (info) => (
        <div className="flex items-center gap-3">
          <FallbackImage
            image={info.row.original.image}
            fallback={FALLBACK_IMAGES.console}
            width={40}
            height={40}
            className="size-10 shrink-0 rounded-lg object-cover"
          />
          <span className="font-semibold">{info.getValue()}</span>
        </div>
      ),
    }),
    column.accessor('units_count', { header: t('consoles.units') }),
    column.accessor('is_active', {
      header: t('consoles.status'),
      cell: (info) =>
        info.getValue() ? (
          <StatusPill tone="success" label={tm('status.active')} />
        ) : (
          <StatusPill tone="muted" label={tm('status.inactive')} />
        ),
    }),
  ];

  return (
    <ManageFrame
      title={t('consoles.title')}
      text={t('consoles.text')}
      action={
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden className="size-4" />
          {t('consoles.add')}
        </Button>
      }
    >
      <DataTable
        columns={columns}
        result={result}
        table={table}
        sortable={CONSOLE_SORTS}
        rowActions={(row) => (
          <RowActions name={row.name} onEdit={() => setEditing(row)} onDelete={() => setDeleting(row)} />
        )}
      />
      {editing !== null && (
        <ConsoleForm console={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <DeleteItemDialog collection={COLLECTION} item={deleting} onClose={() => setDeleting(null)} />
    </ManageFrame>
  );
}

function ConsoleForm({ console, onClose }: { console: AdminConsole | null; onClose: () => void }) {
  const { t } = useManageCatalogueTranslation();
  const save = useSaveItem<ConsoleBody, AdminConsole>(COLLECTION);
  const form = useServerForm<ConsoleBody>({
    schema: ConsoleBodySchema,
    serverFields: ['name', 'description', 'image', 'is_active'],
    defaultValues: {
      name: console?.name ?? '',
      description: console?.description ?? '',
      image: console?.image ?? null,
      is_active: console?.is_active ?? true,
    },
  });
  return (
    <FormSheet
      open
      title={console ? t('consoles.edit', { name: console.name }) : t('consoles.new')}
      form={form}
      onClose={onClose}
      onSave={(body) => save.mutateAsync({ id: console?.id ?? null, body })}
    >
      <TextInput label={t('consoles.name')} autoComplete="off" {...form.field('name')} />
      <TextArea label={t('consoles.description')} rows={3} {...form.field('description')} />
      <Controller
        control={form.control}
        name="image"
        render={({ field, fieldState }) => (
          <ImageField
            label={t('consoles.image')}
            value={field.value ?? null}
            onChange={(path) => field.onChange(path)}
            error={fieldState.error?.message}
          />
        )}
      />
      <Checkbox
        label={t('consoles.active')}
        description={t('consoles.activeHint')}
        {...form.register('is_active')}
      />
    </FormSheet>
  );
}
