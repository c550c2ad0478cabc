import {
  type AdminFaq,
  type FaqBody,
  FaqBodySchema,
  faqEndpoints,
} from '@ruangmain/domain/contracts/admin-content';
import { createColumnHelper } from '@tanstack/react-table';
import { TextArea } from '@/components/form/text-area';
import { TextInput } from '@/components/form/text-input';
import { Checkbox } from '@/components/ui/checkbox';
import { useCollectionList, useSaveItem } from '@/features/manage/api/collection';
import type { ManageColumn, tableCoreFeatures } from '@/features/manage/components/data-table';
import { FormSheet } from '@/features/manage/components/form-sheet';
import { StatusPill } from '@/features/manage/components/status-pill';
import { ListWithOrder } from '@/features/manage/content/list-with-order';
import { OrderCard } from '@/features/manage/content/order-card';
import { useTableQuery } from '@/features/manage/hooks/use-table-query';
import { useServerForm } from '@/hooks/use-server-form';
import { useManageContentTranslation } from '@/lib/i18n-manage-content';

const SORTS = ['question', 'updated_at'] as const;
const column = createColumnHelper<typeof tableCoreFeatures, AdminFaq>();

/** The FAQ page's questions (issue 17): a searchable list, add and edit, and their order by drag. */
export function FaqsPage() {
  const { t } = useManageContentTranslation();
  const table = useTableQuery('order');
  const result = useCollectionList(faqEndpoints, table.query);

  const columns: ManageColumn<AdminFaq>[] = [
    column.accessor('question', {
      header: t('faqs.question'),
      cell: (info) => (
        <div className="max-w-xl">
          <p className="font-semibold">{info.getValue()}</p>
          <p className="mt-0.5 line-clamp-1 text-xs text-muted">{info.row.original.answer}</p>
        </div>
      ),
    }),
    column.accessor('is_published', {
      header: t('faqs.status'),
      cell: (info) => (
        <StatusPill
          tone={info.getValue() ? 'success' : 'muted'}
          label={info.getValue() ? t('faqs.publishedShort') : t('faqs.draft')}
        />
      ),
    }),
  ];

  return (
    <ListWithOrder
      collection={faqEndpoints}
      title={t('faqs.title')}
      text={t('faqs.text')}
      addLabel={t('faqs.add')}
      columns={columns}
      result={result}
      table={table}
      sortable={SORTS}
      nameOf={(faq) => faq.question}
      renderForm={(faq, onClose) => <FaqForm faq={faq} onClose={onClose} />}
      order={
        <OrderCard
          collection={faqEndpoints}
          orderSort="order"
          toSortable={(faq) => ({ id: faq.id, name: faq.question })}
          renderItem={(faq) => (
            <span className={faq.is_published ? 'text-fg' : 'text-muted line-through'}>{faq.question}</span>
          )}
        />
      }
    />
  );
}

function FaqForm({ faq, onClose }: { faq: AdminFaq | null; onClose: () => void }) {
  const { t } = useManageContentTranslation();
  const save = useSaveItem(faqEndpoints);
  const form = useServerForm<FaqBody>({
    schema: FaqBodySchema,
    serverFields: ['question', 'answer', 'is_published'],
    defaultValues: {
      question: faq?.question ?? '',
      answer: faq?.answer ?? '',
      is_published: faq?.is_published ?? true,
    },
  });
  return (
    <FormSheet
      open
      title={faq ? t('faqs.edit') : t('faqs.new')}
      form={form}
      onClose={onClose}
      onSave={(body) => save.mutateAsync({ id: faq?.id ?? null, body })}
    >
      <TextInput label={t('faqs.question')} autoComplete="off" {...form.field('question')} />
      <TextArea label={t('faqs.answer')} rows={5} {...form.field('answer')} />
      <Checkbox
        label={t('faqs.published')}
        description={t('faqs.publishedHint')}
        {...form.register('is_published')}
      />
    </FormSheet>
  );
}
