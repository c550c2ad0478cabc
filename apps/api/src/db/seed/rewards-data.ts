// Rewards customers redeem with points (spec 2 §3 "Reward data"). They name units and menu items by
// name; the seed resolves them to ids once those rows exist.

export type RewardSeed = {
  name: string;
  description: string;
  points_required: number;
  /** Null means unlimited. */
  stock: number | null;
  validity_days: number;
  is_active: boolean;
  grants:
    | { type: 'free_play'; unit: string; duration_hours: number; total_visitors?: number }
    | { type: 'free_fnb'; fnbs: ReadonlyArray<{ name: string; quantity: number }> }
    | { type: 'free_merchandise'; item: string };
};

export const REWARDS: readonly RewardSeed[] = [
  {
    name: 'Free Es Teh Manis',
    description: 'Satu gelas Es Teh Manis gratis, bisa diambil di kasir atau diantar ke unit.',
    points_required: 40,
    stock: null,
    validity_days: 30,
    is_active: true,
    grants: { type: 'free_fnb', fnbs: [{ name: 'Es Teh Manis', quantity: 1 }] },
  },
  {
    name: 'Free Indomie + Es Teh',
    description: 'Paket begadang: Indomie Goreng Telur dan Es Teh Manis.',
    points_required: 80,
    stock: null,
    validity_days: 30,
    is_active: true,
    grants: {
      type: 'free_fnb',
      fnbs: [
        { name: 'Indomie Goreng Telur', quantity: 1 },
        { name: 'Es Teh Manis', quantity: 1 },
      ],
    },
  },
  {
    name: '1 Jam Main PS5 Gratis',
    description: 'Main 1 jam di PS5 Regular 1 untuk maksimal 2 orang, tanpa biaya layanan.',
    points_required: 120,
    stock: null,
    validity_days: 30,
    is_active: true,
    grants: { type: 'free_play', unit: 'PS5 Regular 1', duration_hours: 1, total_visitors: 2 },
  },
  {
    name: '2 Jam Room VIP Gratis',
    description: 'Dua jam di ruang VIP 1 dengan Netflix untuk sampai 4 orang.',
    points_required: 300,
    stock: 10,
    validity_days: 30,
    is_active: true,
    grants: { type: 'free_play', unit: 'VIP 1', duration_hours: 2, total_visitors: 4 },
  },
  {
    name: 'Gantungan Kunci RuangMain',
    description: 'Gantungan kunci akrilik edisi controller RuangMain. Ambil di kasir.',
    points_required: 60,
    stock: 50,
    validity_days: 60,
    is_active: true,
    grants: { type: 'free_merchandise', item: 'Gantungan kunci akrilik RuangMain' },
  },
  {
    name: 'Kaos RuangMain',
    description: 'Kaos katun hitam bersablon logo RuangMain, ukuran S sampai XL. Ambil di kasir.',
    points_required: 250,
    stock: 20,
    validity_days: 60,
    is_active: true,
    grants: { type: 'free_merchandise', item: 'Kaos RuangMain' },
  },
  {
    name: 'Tumbler RuangMain',
    description: 'Tumbler stainless 500 ml. Stok habis, segera kembali.',
    points_required: 200,
    stock: 0,
    validity_days: 60,
    is_active: false,
    grants: { type: 'free_merchandise', item: 'Tumbler RuangMain' },
  },
];
