import type { Fnb } from '@ruangmain/domain/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { filterMenu } from './filter-menu';

const item = (id: number, name: string, description: string, categoryId: number): Fnb => ({
  id,
  name,
  description,
  price: 10_000,
  image: null,
  is_available: true,
  fnb_category_id: categoryId,
  category: categoryId === 1 ? 'Makanan' : 'Minuman',
  fnb_category: { id: categoryId, category: categoryId === 1 ? 'Makanan' : 'Minuman' },
});
const menu = [
  item(1, 'Indomie Goreng Telur', 'Dengan telur mata sapi', 1),
  item(2, 'Es Teh Manis', 'Teh melati dingin', 2),
  item(3, 'Nasi Goreng Spesial', 'Ayam suwir dan telur', 1),
];

// spec 2 §2 "Step one: a search box, category chips (All plus the categories)".
describe('filterMenu', () => {
  it.each<[string, string, 'all' | number, number[]]>([
    ['everything', '', 'all', [1, 2, 3]],
    ['a category', '', 1, [1, 3]],
    ['a name, any case', 'GORENG', 'all', [1, 3]],
    ['a description', 'melati', 'all', [2]],
    ['search and category together', 'telur', 2, []],
    ['a search padded with spaces', '  teh ', 'all', [2]],
    ['nothing matching', 'pizza', 'all', []],
  ])('%s', (_name, search, category, ids) => {
    expect(filterMenu(menu, { search, category }).map((entry) => entry.id)).toEqual(ids);
  });
});
