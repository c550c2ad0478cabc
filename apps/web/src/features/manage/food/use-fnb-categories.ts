import type { AdminFnbCategory } from '@ruangmain/domain/contracts/admin-menu';
import { useCollectionList } from '@/features/manage/api/collection';

export const FNB_CATEGORIES = 'fnb-categories';

/** Every menu category in menu order (a venue has a handful): the food form's and filter's choices. */
export const useAllFnbCategories = () =>
  useCollectionList<AdminFnbCategory>(FNB_CATEGORIES, {
    search: '',
    sort: 'menu',
    direction: 'asc',
    page: 1,
    per_page: 100,
  });
