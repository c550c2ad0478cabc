import {
  type AdminConsole,
  CONSOLE_SORTS,
  type ConsoleBody,
  ConsoleBodySchema,
  consoleEndpoints,
} from '@ruangmain/domain/contracts/admin-catalogue';
import { createColumnHelper } from '@tanstack/react-table';
import { TextArea } from '@/components/form/text-area';
import { TextInput } from '@/components/form/text-input';
import { Checkbox } from '@/components/ui/checkbox';
import { useSaveItem } from '@/features/manage/api/collection';
import { ActivePill } from '@/features/manage/components/active-pill';
import { CollectionPage } from '@/features/manage/components/collection-page';
import type { ManageColumn, tableCoreFeatures } from '@/features/manage/components/data-table';
import { ImageFormField } from '@/features/manage/components/form-fields';
import { FormSheet } from '@/features/manage/components/form-sheet';
import { ImageNameCell } from '@/features/manage/components/image-name-cell';
import { useServerForm } from '@/hooks/use-server-form';
import { useManageCatalogueTranslation } from '@/lib/i18n-manage-catalogue';
import { FALLBACK_IMAGES } from '@/lib/image-url';

const column = createColumnHelper<typeof tableCoreFeatures, AdminConsole>();

/** The consoles (issue 17): name, description, image, active. */
export function ConsolesPage() {
  const { t } = useManageCatalogueTranslation();
  const columns: ManageColumn<AdminConsole>[] = [
    column.accessor('name', {
      header: t('consoles.name'),
      cell: (info) => (
        <ImageNameCell
          image={info.row.original.image}
          fallback={FALLBACK_IMAGES.console}
          name={info.getValue()}
        />
      ),
    }),
    column.accessor('units_count', { header: t('consoles.units') }),
    column.accessor('is_active', {
      header: t('consoles.status'),
      cell: (info) => <ActivePill isActive={info.getValue()} />,
    }),
  ];
  return (
    <CollectionPage
      collection={consoleEndpoints}
      title={t('consoles.title')}
      text={t('consoles.text')}
      addLabel={t('consoles.add')}
      columns={columns}
      sorts={CONSOLE_SORTS}
      nameOf={(item) => item.name}
      renderForm={(item, onClose) => <ConsoleForm console={item} onClose={onClose} />}
    />
  );
}

function ConsoleForm({ console, onClose }: { console: AdminConsole | null; onClose: () => void }) {
  const { t } = useManageCatalogueTranslation();
  const save = useSaveItem(consoleEndpoints);
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
      <ImageFormField control={form.control} name="image" label={t('consoles.image')} />
      <Checkbox
        label={t('consoles.active')}
        description={t('consoles.activeHint')}
        {...form.register('is_active')}
      />
    </FormSheet>
  );
}
