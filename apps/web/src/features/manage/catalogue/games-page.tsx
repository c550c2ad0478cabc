import {
  type AdminGame,
  consoleEndpoints,
  GAME_SORTS,
  type GameBody,
  GameBodySchema,
  gameEndpoints,
  genreEndpoints,
} from '@ruangmain/domain/contracts/admin-catalogue';
import { createColumnHelper } from '@tanstack/react-table';
import { TextArea } from '@/components/form/text-area';
import { TextInput } from '@/components/form/text-input';
import { Checkbox } from '@/components/ui/checkbox';
import { useCollectionOptions, useSaveItem } from '@/features/manage/api/collection';
import { NamedList } from '@/features/manage/catalogue/named-list';
import { ActivePill } from '@/features/manage/components/active-pill';
import { CollectionPage } from '@/features/manage/components/collection-page';
import type { ManageColumn, tableCoreFeatures } from '@/features/manage/components/data-table';
import { CheckboxGroupField, ImageFormField } from '@/features/manage/components/form-fields';
import { FormSheet } from '@/features/manage/components/form-sheet';
import { ImageNameCell } from '@/features/manage/components/image-name-cell';
import { useServerForm } from '@/hooks/use-server-form';
import { useManageCatalogueTranslation } from '@/lib/i18n-manage-catalogue';
import { FALLBACK_IMAGES } from '@/lib/image-url';

const column = createColumnHelper<typeof tableCoreFeatures, AdminGame>();

/** The game library (issue 17): title, description, cover, genres, consoles, active. */
export function GamesPage() {
  const { t } = useManageCatalogueTranslation();
  const columns: ManageColumn<AdminGame>[] = [
    column.accessor('title', {
      header: t('games.gameTitle'),
      cell: (info) => (
        <ImageNameCell
          image={info.row.original.image}
          fallback={FALLBACK_IMAGES.console}
          name={info.getValue()}
          shape="cover"
          className="min-w-48"
        />
      ),
    }),
    column.accessor('genres', {
      header: t('games.genres'),
      cell: (info) => <NamedList items={info.getValue()} empty={t('games.none')} />,
    }),
    column.accessor('consoles', {
      header: t('games.consoles'),
      cell: (info) => <NamedList items={info.getValue()} empty={t('games.none')} />,
    }),
    column.accessor('is_active', {
      header: t('games.status'),
      cell: (info) => <ActivePill isActive={info.getValue()} />,
    }),
  ];
  return (
    <CollectionPage
      collection={gameEndpoints}
      title={t('games.title')}
      text={t('games.text')}
      addLabel={t('games.add')}
      columns={columns}
      sorts={GAME_SORTS}
      nameOf={(item) => item.title}
      renderForm={(item, onClose) => <GameForm game={item} onClose={onClose} />}
    />
  );
}

function GameForm({ game, onClose }: { game: AdminGame | null; onClose: () => void }) {
  const { t } = useManageCatalogueTranslation();
  const save = useSaveItem(gameEndpoints);
  const genres = useCollectionOptions(genreEndpoints, 'name', (item) => item.name);
  const consoles = useCollectionOptions(consoleEndpoints, 'name', (item) => item.name);
  const form = useServerForm<GameBody>({
    schema: GameBodySchema,
    serverFields: ['title', 'description', 'image', 'is_active', 'genre_ids', 'console_ids'],
    defaultValues: {
      title: game?.title ?? '',
      description: game?.description ?? '',
      image: game?.image ?? null,
      is_active: game?.is_active ?? true,
      genre_ids: game?.genres.map((item) => item.id) ?? [],
      console_ids: game?.consoles.map((item) => item.id) ?? [],
    },
  });
  return (
    <FormSheet
      open
      title={game ? t('games.edit', { name: game.title }) : t('games.new')}
      form={form}
      onClose={onClose}
      onSave={(body) => save.mutateAsync({ id: game?.id ?? null, body })}
    >
      <TextInput label={t('games.gameTitle')} autoComplete="off" {...form.field('title')} />
      <TextArea label={t('games.description')} rows={3} {...form.field('description')} />
      <ImageFormField control={form.control} name="image" label={t('games.image')} />
      <CheckboxGroupField
        control={form.control}
        name="genre_ids"
        label={t('games.genres')}
        options={genres.options}
        columns={3}
      />
      <CheckboxGroupField
        control={form.control}
        name="console_ids"
        label={t('games.consoles')}
        options={consoles.options}
        columns={3}
      />
      <Checkbox
        label={t('games.active')}
        description={t('games.activeHint')}
        {...form.register('is_active')}
      />
    </FormSheet>
  );
}
