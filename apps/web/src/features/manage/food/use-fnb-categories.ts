import { fnbCategoryEndpoints } from '@ruangmain/domain/contracts/admin-food';
import { useCollectionList } from '@/features/manage/api/collection';

/** Every menu category in menu order (a venue has a handful): the food form's and filter's choices. */
export const useAllFnbCategories = () =>
  useCollectionList(fnbCategoryEndpoints, {
    search: '',
    sort: 'menu',
    direction: 'asc',
    page: 1,
    per_page: 100,
  });
