import type { ListAdminFaqsQuerySchema } from '@ruangmain/domain/contracts/admin-content';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { faqs } from '../../db/schema/content';
import { listCollection, searchIn } from '../manage/list-collection';
import type { ManagedTable } from '../manage/managed-table';

/** The FAQ page's questions (spec 1 §3 "FAQ"): nothing refers to one, so DELETE deletes it. */
export const faqCollection: ManagedTable<typeof faqs> = {
  table: faqs,
  subject: 'faq',
  noun: 'FAQ',
  label: (row) => row.question.slice(0, 80),
};

/** A page of FAQs, in the FAQ page's order unless sorted otherwise; `search` finds question or answer. */
export function listAdminFaqs(db: Db, query: z.output<typeof ListAdminFaqsQuerySchema>) {
  return listCollection(db, {
    table: faqs,
    query,
    sortColumns: { order: faqs.sort_order, question: faqs.question, updated_at: faqs.updated_at },
    where: searchIn(query.search, [faqs.question, faqs.answer]),
    present: async (rows) => rows,
  });
}
