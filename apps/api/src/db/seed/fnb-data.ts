import type { FoodGlyph } from './images';

// The venue's menu: Indonesian hangout fare, prices in whole rupiah (../shared/DESIGN.md "Money").

export type FnbCategorySeed = { category: string; glyph: FoodGlyph };

export type FnbSeed = {
  name: string;
  category: string;
  description: string;
  price: number;
  /** Overrides the category's picture, e.g. an iced coffee in a glass. */
  glyph?: FoodGlyph;
  /** False shows the item as sold out. */
  is_available?: boolean;
};

export const FNB_CATEGORIES: readonly FnbCategorySeed[] = [
  { category: 'Makanan', glyph: 'plate' },
  { category: 'Snack', glyph: 'bowl' },
  { category: 'Minuman', glyph: 'glass' },
  { category: 'Kopi', glyph: 'mug' },
  { category: 'Dessert', glyph: 'toast' },
];

export const FNBS: readonly FnbSeed[] = [
  {
    name: 'Indomie Goreng Telur',
    category: 'Makanan',
    description: 'Indomie goreng dengan telur mata sapi, sawi dan bawang goreng.',
    price: 15_000,
  },
  {
    name: 'Indomie Kuah Soto Telur',
    category: 'Makanan',
    description: 'Indomie soto hangat dengan telur rebus, cocok untuk malam hujan.',
    price: 15_000,
  },
  {
    name: 'Nasi Goreng Spesial',
    category: 'Makanan',
    description: 'Nasi goreng kecap dengan ayam suwir, telur, kerupuk dan acar.',
    price: 28_000,
  },
  {
    name: 'Nasi Ayam Geprek',
    category: 'Makanan',
    description: 'Ayam krispi digeprek sambal bawang, level pedas bisa request.',
    price: 25_000,
  },
  {
    name: 'Nasi Telur Sambal Matah',
    category: 'Makanan',
    description: 'Telur dadar tebal dengan sambal matah segar dan nasi hangat.',
    price: 20_000,
  },
  {
    name: 'Chicken Katsu Rice Bowl',
    category: 'Makanan',
    description: 'Katsu ayam renyah dengan saus katsu dan mayo di atas nasi.',
    price: 32_000,
    is_available: false,
  },
  {
    name: 'Kentang Goreng',
    category: 'Snack',
    description: 'French fries renyah dengan saus sambal dan mayones.',
    price: 18_000,
  },
  {
    name: 'Cireng Rujak',
    category: 'Snack',
    description: 'Cireng khas Bandung, kenyal di dalam, dengan sambal rujak manis pedas.',
    price: 15_000,
  },
  {
    name: 'Pisang Goreng Keju',
    category: 'Snack',
    description: 'Pisang goreng krispi dengan parutan keju dan susu kental manis.',
    price: 17_000,
  },
  {
    name: 'Tahu Crispy Cabe Garam',
    category: 'Snack',
    description: 'Tahu goreng renyah ditumis cabai, bawang putih dan garam.',
    price: 15_000,
  },
  {
    name: 'Sosis Bakar',
    category: 'Snack',
    description: 'Tiga tusuk sosis sapi bakar dengan saus barbeque.',
    price: 20_000,
  },
  {
    name: 'Otak-otak Bakar',
    category: 'Snack',
    description: 'Otak-otak ikan bakar dengan sambal kacang.',
    price: 18_000,
    is_available: false,
  },
  {
    name: 'Es Teh Manis',
    category: 'Minuman',
    description: 'Teh melati dingin dengan gula asli.',
    price: 6_000,
  },
  {
    name: 'Es Jeruk',
    category: 'Minuman',
    description: 'Perasan jeruk segar dengan es batu.',
    price: 10_000,
  },
  {
    name: 'Air Mineral',
    category: 'Minuman',
    description: 'Air mineral botol 600 ml, dingin atau suhu ruang.',
    price: 5_000,
  },
  {
    name: 'Lemon Tea',
    category: 'Minuman',
    description: 'Teh dingin dengan perasan lemon, segar setelah main lama.',
    price: 12_000,
  },
  {
    name: 'Es Milo Dinosaurus',
    category: 'Minuman',
    description: 'Milo dingin dengan taburan bubuk Milo yang melimpah.',
    price: 18_000,
  },
  {
    name: 'Matcha Latte',
    category: 'Minuman',
    description: 'Matcha Jepang dengan susu segar, panas atau dingin.',
    price: 25_000,
  },
  {
    name: 'Es Kopi Susu Gula Aren',
    category: 'Kopi',
    description: 'Espresso, susu segar dan gula aren asli: andalan kami.',
    price: 20_000,
    glyph: 'glass',
  },
  {
    name: 'Americano',
    category: 'Kopi',
    description: 'Double shot espresso dengan air, panas atau dingin.',
    price: 18_000,
  },
  {
    name: 'Cappuccino',
    category: 'Kopi',
    description: 'Espresso dengan susu dan foam tebal, disajikan panas.',
    price: 22_000,
  },
  {
    name: 'Kopi Tubruk',
    category: 'Kopi',
    description: 'Kopi hitam tubruk dari biji Java Preanger, teman begadang.',
    price: 10_000,
  },
  {
    name: 'Vietnam Drip',
    category: 'Kopi',
    description: 'Kopi robusta diseduh tetes dengan susu kental manis.',
    price: 18_000,
    is_available: false,
  },
  {
    name: 'Roti Bakar Coklat Keju',
    category: 'Dessert',
    description: 'Roti bakar tebal dengan selai coklat dan keju parut.',
    price: 20_000,
  },
  {
    name: 'Pisang Bakar Coklat',
    category: 'Dessert',
    description: 'Pisang bakar dengan coklat leleh dan meses.',
    price: 18_000,
  },
  {
    name: 'Roti Bakar Srikaya',
    category: 'Dessert',
    description: 'Roti bakar mentega dengan selai srikaya pandan buatan sendiri.',
    price: 18_000,
  },
];
