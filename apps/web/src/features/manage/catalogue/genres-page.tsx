import {
  type AdminGenre,
  GENRE_SORTS,
  type GenreBody,
  GenreBodySchema,
  genreEndpoints,
} from '@ruangmain/domain/contracts/admin-catalogue';
import { createColumnHelper } from '@tanstack/react-table';
import { TextInput } from '@/components/form/text-input';
import { useSaveItem } from '@/features/manage/api/collection';
import { CollectionPage } from '@/features/manage/components/collection-page';
import type { ManageColumn, tableCoreFeatures } from '@/features/manage/components/data-table';
import { FormSheet } from '@/features/manage/components/form-sheet';
import { useServerForm } from '@/hooks/use-server-form';
import { useManageCatalogueTranslation } from '@/lib/i18n-manage-catalogue';

const column = createColumnHelper<typeof tableCoreFeatures, AdminGenre>();

/** The game library's genres (issue 17). */
export function GenresPage() {
  const { t } = useManageCatalogueTranslation();
  const columns: ManageColumn<AdminGenre>[] = [
    column.accessor('name', {
      header: t('genres.name'),
      cell: (info) => <span className="font-semibold">{info.getValue()}</span>,
    }),
    column.accessor('games_count', { header: t('genres.games') }),
  ];
  return (
    <CollectionPage
      collection={genreEndpoints}
      title={t('genres.title')}
      text={t('genres.text')}
      addLabel={t('genres.add')}
      columns={columns}
      sorts={GENRE_SORTS}
      nameOf={(item) => item.name}
      renderForm={(item, onClose) => <GenreForm genre={item} onClose={onClose} />}
    />
  );
}

function GenreForm({ genre, onClose }: { genre: AdminGenre | null; onClose: () => void }) {
  const { t } = useManageCatalogueTranslation();
  const save = useSaveItem(genreEndpoints);
  const form = useServerForm<GenreBody>({
    schema: GenreBodySchema,
    serverFields: ['name'],
    defaultValues: { name: genre?.name ?? '' },
  });
  return (
    <FormSheet
      open
      title={genre ? t('genres.edit', { name: genre.name }) : t('genres.new')}
      form={form}
      onClose={onClose}
      onSave={(body) => save.mutateAsync({ id: genre?.id ?? null, body })}
    >
      <TextInput label={t('genres.name')} autoComplete="off" {...form.field('name')} />
    </FormSheet>
  );
}
