// Past visits of demo customers: completed online room bookings, most of them rated. A review needs a
// completed booking, so the reviews come with their bookings, points and customers.

export type CustomerSeed = {
  key: string;
  /** Empty on purpose for one customer: the review shows the username instead (spec 1 §3 "Review"). */
  name: string;
  username: string;
  email: string | null;
  /** Normalised to 628… (spec 1 §5). */
  phone: string;
};

export type VisitSeed = {
  /** A CustomerSeed key, or a guest who booked without an account (earns no points). */
  by: { customer: string } | { guest: string; phone: string };
  unit: string;
  game: string;
  total_visitors: number;
  /** Days before the seeding date, venue-local. */
  days_ago: number;
  /** Venue-local whole hour; moved to opening time on a day that opens later (Friday 14:00). */
  start_hour: number;
  hours: number;
  review?: { rating: number; description: string; is_active?: boolean };
};

export const CUSTOMERS: readonly CustomerSeed[] = [
  {
    key: 'rizky',
    name: 'Rizky Pratama',
    username: 'rizkypratama',
    email: 'rizky.pratama@example.com',
    phone: '6281234567801',
  },
  { key: 'salsa', name: 'Salsabila Putri', username: 'salsaputri', email: null, phone: '6281234567802' },
  {
    key: 'dimas',
    name: 'Dimas Ardiansyah',
    username: 'dimasardi',
    email: 'dimas.ardiansyah@example.com',
    phone: '6281234567803',
  },
  { key: 'nadia', name: 'Nadia Rahmawati', username: 'nadiarhm', email: null, phone: '6281234567804' },
  { key: 'anon', name: '', username: 'gamerbdg', email: null, phone: '6281234567805' },
];

export const VISITS: readonly VisitSeed[] = [
  {
    by: { customer: 'rizky' },
    unit: 'PS5 Regular 2',
    game: 'Tekken 8',
    total_visitors: 2,
    days_ago: 38,
    start_hour: 19,
    hours: 2,
    review: {
      rating: 5,
      description:
        'Tempatnya nyaman, AC dingin, stik PS5 masih enak semua. Main Tekken 8 bareng temen sampai lupa waktu!',
    },
  },
  {
    by: { customer: 'salsa' },
    unit: 'VIP 1',
    game: 'It Takes Two',
    total_visitors: 2,
    days_ago: 33,
    start_hour: 16,
    hours: 3,
    review: {
      rating: 5,
      description:
        'Ruang VIP-nya cozy banget buat main berdua, habis itu lanjut nonton Netflix. Es kopi susu gula arennya juara.',
    },
  },
  {
    by: { customer: 'dimas' },
    unit: 'VVIP 1',
    game: 'EA Sports FC 25',
    total_visitors: 9,
    days_ago: 27,
    start_hour: 18,
    hours: 3,
    review: {
      rating: 5,
      description:
        'Booked the VVIP room for my birthday with eight friends. The projector makes FC 25 feel like a stadium, and the staff were super helpful.',
    },
  },
  {
    by: { customer: 'nadia' },
    unit: 'Switch Regular 1',
    game: 'Mario Kart 8 Deluxe',
    total_visitors: 4,
    days_ago: 24,
    start_hour: 15,
    hours: 2,
    review: {
      rating: 4,
      description:
        'Seru main Mario Kart rame-rame! Cuma pas weekend agak ramai, jadi mending booking online dulu.',
    },
  },
  {
    by: { customer: 'anon' },
    unit: 'PS4 Regular 3',
    game: 'Naruto Shippuden: Ultimate Ninja Storm 4',
    total_visitors: 2,
    days_ago: 20,
    start_hour: 14,
    hours: 2,
    review: {
      rating: 4,
      description:
        'Harga bersahabat buat pelajar dan PS4-nya terawat. Indomie telurnya pas buat ganjel perut.',
    },
  },
  {
    by: { guest: 'Kevin Santoso', phone: '6285722001122' },
    unit: 'PS5 Regular 4',
    game: 'Gran Turismo 7',
    total_visitors: 3,
    days_ago: 16,
    start_hour: 20,
    hours: 2,
    review: {
      rating: 5,
      description:
        'Came in from Jakarta for the weekend. Paying with QRIS took seconds and the PS5 ran smoothly. Will come back!',
    },
  },
  {
    by: { customer: 'rizky' },
    unit: 'VIP 2',
    game: 'Street Fighter 6',
    total_visitors: 3,
    days_ago: 12,
    start_hour: 19,
    hours: 2,
    review: {
      rating: 4,
      description:
        'Booking online gampang, bayar pakai QRIS langsung terkonfirmasi. Sofanya empuk, semoga nanti ada arcade stick juga.',
    },
  },
  {
    by: { customer: 'salsa' },
    unit: 'Switch Regular 1',
    game: 'Overcooked! 2',
    total_visitors: 4,
    days_ago: 9,
    start_hour: 20,
    hours: 2,
    review: {
      rating: 3,
      description: 'Game lengkap dan tempatnya bersih, tapi Wi-Fi agak lemot waktu malam minggu.',
    },
  },
  {
    by: { customer: 'dimas' },
    unit: 'PS4 Regular 1',
    game: 'eFootball',
    total_visitors: 2,
    days_ago: 7,
    start_hour: 17,
    hours: 1,
    // Hidden by the admin: the complaint was handled with the customer directly.
    review: {
      rating: 3,
      description: 'AC di ruangan regular sempat mati sekitar 15 menit, untung cepat diperbaiki.',
      is_active: false,
    },
  },
  {
    by: { customer: 'nadia' },
    unit: 'VIP 1',
    game: "Marvel's Spider-Man 2",
    total_visitors: 3,
    days_ago: 5,
    start_hour: 15,
    hours: 2,
  },
  {
    by: { customer: 'rizky' },
    unit: 'PS5 Regular 1',
    game: 'EA Sports FC 25',
    total_visitors: 2,
    days_ago: 3,
    start_hour: 21,
    hours: 2,
  },
  {
    by: { customer: 'anon' },
    unit: 'PS4 Regular 2',
    game: 'Crash Team Racing Nitro-Fueled',
    total_visitors: 2,
    days_ago: 2,
    start_hour: 13,
    hours: 1,
  },
];
