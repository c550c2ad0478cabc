import {
  type AdminBanner,
  type BannerBody,
  BannerBodySchema,
  bannerEndpoints,
} from '@ruangmain/domain/contracts/admin-content';
import { createColumnHelper } from '@tanstack/react-table';
import { TextArea } from '@/components/form/text-area';
import { TextInput } from '@/components/form/text-input';
import { Checkbox } from '@/components/ui/checkbox';
import { FallbackImage } from '@/components/ui/fallback-image';
import { useCollectionList, useSaveItem } from '@/features/manage/api/collection';
import type { ManageColumn, tableCoreFeatures } from '@/features/manage/components/data-table';
import { ImageFormField } from '@/features/manage/components/form-fields';
import { FormSheet } from '@/features/manage/components/form-sheet';
import { StatusPill } from '@/features/manage/components/status-pill';
import { ListWithOrder } from '@/features/manage/content/list-with-order';
import { OrderCard } from '@/features/manage/content/order-card';
import { useTableQuery } from '@/features/manage/hooks/use-table-query';
import { useServerForm } from '@/hooks/use-server-form';
import { useManageTranslation } from '@/lib/i18n-manage';
import { useManageContentTranslation } from '@/lib/i18n-manage-content';
import { FALLBACK_IMAGES } from '@/lib/image-url';

const SORTS = ['title', 'updated_at'] as const;
const column = createColumnHelper<typeof tableCoreFeatures, AdminBanner>();

function BannerThumb({ banner, size }: { banner: AdminBanner; size: 'sm' | 'md' }) {
  return (
    <FallbackImage
      image={banner.image}
      fallback={FALLBACK_IMAGES.banner}
      width={size === 'sm' ? 64 : 96}
      height={size === 'sm' ? 36 : 54}
      className={`${size === 'sm' ? 'h-9 w-16' : 'h-[54px] w-24'} shrink-0 rounded-lg object-cover`}
    />
  );
}

/** The home page's banners (issue 17): a searchable list, add and edit with an image, order by drag. */
export function BannersPage() {
  const { t } = useManageContentTranslation();
  const { t: tm } = useManageTranslation();
  const table = useTableQuery('order');
  const result = useCollectionList(bannerEndpoints, table.query);
  const columns: ManageColumn<AdminBanner>[] = [
    column.accessor('title', {
      header: t('banners.bannerTitle'),
      cell: (info) => (
        <div className="flex items-center gap-3">
          <BannerThumb banner={info.row.original} size="md" />
          <div className="min-w-0">
            <p className="font-semibold">{info.getValue()}</p>
            <p className="line-clamp-1 text-xs text-muted">{info.row.original.description}</p>
          </div>
        </div>
      ),
    }),
    column.accessor('is_active', {
      header: t('banners.status'),
      cell: (info) => (
        <StatusPill
          tone={info.getValue() ? 'success' : 'muted'}
          label={info.getValue() ? tm('status.active') : tm('status.inactive')}
        />
      ),
    }),
  ];

  return (
    <ListWithOrder
      collection={bannerEndpoints}
      title={t('banners.title')}
      text={t('banners.text')}
      addLabel={t('banners.add')}
      columns={columns}
      result={result}
      table={table}
      sortable={SORTS}
      nameOf={(banner) => banner.title}
      renderForm={(banner, onClose) => <BannerForm banner={banner} onClose={onClose} />}
      order={
        <OrderCard
          collection={bannerEndpoints}
          orderSort="order"
          toSortable={(banner) => ({ id: banner.id, name: banner.title })}
          renderItem={(banner) => (
            <span className="flex items-center gap-2.5">
              <BannerThumb banner={banner} size="sm" />
              <span
                className={banner.is_active ? 'min-w-0 truncate' : 'min-w-0 truncate text-muted line-through'}
              >
                {banner.title}
              </span>
            </span>
          )}
        />
      }
    />
  );
}

function BannerForm({ banner, onClose }: { banner: AdminBanner | null; onClose: () => void }) {
  const { t } = useManageContentTranslation();
  const save = useSaveItem(bannerEndpoints);
  const form = useServerForm<BannerBody>({
    schema: BannerBodySchema,
    serverFields: ['title', 'description', 'image', 'is_active'],
    defaultValues: {
      title: banner?.title ?? '',
      description: banner?.description ?? '',
      image: banner?.image ?? null,
      is_active: banner?.is_active ?? true,
    },
  });
  return (
    <FormSheet
      open
      title={banner ? t('banners.edit', { name: banner.title }) : t('banners.new')}
      form={form}
      onClose={onClose}
      onSave={(body) => save.mutateAsync({ id: banner?.id ?? null, body })}
    >
      <TextInput label={t('banners.bannerTitle')} autoComplete="off" {...form.field('title')} />
      <TextArea label={t('banners.description')} rows={2} {...form.field('description')} />
      <ImageFormField control={form.control} name="image" label={t('banners.image')} />
      <Checkbox
        label={t('banners.active')}
        description={t('banners.activeHint')}
        {...form.register('is_active')}
      />
    </FormSheet>
  );
}
