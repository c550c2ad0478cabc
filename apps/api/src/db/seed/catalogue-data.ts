// The venue's catalogue: consoles, rooms with their units, and the game library (../shared/DESIGN.md: rooms
// Regular, VIP, VVIP hold PS5, PS4 and Nintendo Switch units rented by the hour).

export type ConsoleName = 'PS5' | 'PS4' | 'Nintendo Switch';

/** hue pins the picture to a brand colour (PlayStation blue, Nintendo red). */
export type ConsoleSeed = { name: ConsoleName; description: string; tagline: string; hue: number };

export type UnitSeed = {
  name: string;
  description: string;
  /** Whole rupiah per hour. */
  price_per_hour: number;
  /** Null falls back to 4 points per hour (spec 2 §9). */
  points_per_hour: number | null;
  has_netflix: boolean;
  has_projector: boolean;
  consoles: readonly ConsoleName[];
};

export type RoomSeed = {
  name: string;
  description: string;
  tagline: string;
  max_visitors: number;
  units: readonly UnitSeed[];
};

export type GameSeed = {
  title: string;
  description: string;
  genres: readonly Genre[];
  consoles: readonly ConsoleName[];
  is_active?: boolean;
};

export const CONSOLES: readonly ConsoleSeed[] = [
  {
    name: 'PS5',
    description:
      'PlayStation 5 dengan SSD super cepat, DualSense haptic feedback dan grafis 4K 60fps. Judul terbaru seperti Tekken 8, EA Sports FC 25 dan Gran Turismo 7 siap dimainkan.',
    tagline: 'Next-gen, 4K, DualSense',
    hue: 215,
  },
  {
    name: 'PS4',
    description:
      'PlayStation 4 Pro yang terawat dengan koleksi game klasik dan kompetitif. Pilihan hemat untuk mabar bola, balap dan fighting bareng teman.',
    tagline: 'Hemat dan tetap seru',
    hue: 245,
  },
  {
    name: 'Nintendo Switch',
    description:
      'Nintendo Switch OLED dengan Joy-Con lengkap untuk party game: Mario Kart, Smash Bros., Overcooked dan Just Dance. Paling pas untuk main rame-rame.',
    tagline: 'Party game favorit',
    hue: 355,
  },
];

const regularUnit = (
  name: string,
  console: ConsoleName,
  price: number,
  points: number | null,
  description: string,
): UnitSeed => ({
  name,
  description,
  price_per_hour: price,
  points_per_hour: points,
  has_netflix: false,
  has_projector: false,
  consoles: [console],
});

export const ROOMS: readonly RoomSeed[] = [
  {
    name: 'Regular',
    description:
      'Bilik main semi-privat dengan TV 43 inci, sofa empuk dan AC. Cocok untuk main santai sendiri atau berempat.',
    tagline: 'Maks. 4 orang · TV 43"',
    max_visitors: 4,
    units: [
      regularUnit('PS5 Regular 1', 'PS5', 25_000, 4, 'PS5 dengan 2 stik DualSense, dekat jendela.'),
      regularUnit('PS5 Regular 2', 'PS5', 25_000, 4, 'PS5 dengan 2 stik DualSense dan headset.'),
      regularUnit('PS5 Regular 3', 'PS5', 25_000, 4, 'PS5 dengan 2 stik DualSense, sofa tiga dudukan.'),
      regularUnit('PS5 Regular 4', 'PS5', 25_000, 4, 'PS5 dengan 4 stik DualSense untuk mabar berempat.'),
      regularUnit('PS4 Regular 1', 'PS4', 15_000, 4, 'PS4 Pro dengan 2 stik, favorit pemain eFootball.'),
      regularUnit('PS4 Regular 2', 'PS4', 15_000, 4, 'PS4 Pro dengan 2 stik.'),
      // Left without points_per_hour on purpose: it earns the default 4 per hour (spec 2 §9).
      regularUnit('PS4 Regular 3', 'PS4', 15_000, null, 'PS4 Pro dengan 4 stik untuk turnamen kecil.'),
      regularUnit('Switch Regular 1', 'Nintendo Switch', 20_000, 4, 'Switch OLED dengan 4 Joy-Con.'),
    ],
  },
  {
    name: 'VIP',
    description:
      'Ruang privat ber-AC dengan TV 55 inci, Netflix, sofa bed dan meja untuk makan. Nyaman untuk nongkrong sampai 6 orang.',
    tagline: 'Maks. 6 orang · Netflix',
    max_visitors: 6,
    units: [
      {
        name: 'VIP 1',
        description: 'PS5 dengan TV 55 inci 4K, Netflix dan soundbar.',
        price_per_hour: 45_000,
        points_per_hour: 6,
        has_netflix: true,
        has_projector: false,
        consoles: ['PS5'],
      },
      {
        name: 'VIP 2',
        description: 'PS5 dan PS4 dalam satu ruangan, plus Netflix.',
        price_per_hour: 40_000,
        points_per_hour: 6,
        has_netflix: true,
        has_projector: false,
        consoles: ['PS5', 'PS4'],
      },
    ],
  },
  {
    name: 'VVIP',
    description:
      'Ruang terbesar kami dengan proyektor 120 inci, sound system, Netflix dan sofa untuk 10 orang. Favorit untuk ulang tahun, nobar dan turnamen kecil.',
    tagline: 'Maks. 10 orang · Proyektor 120"',
    max_visitors: 10,
    units: [
      {
        name: 'VVIP 1',
        description: 'PS5 dan Nintendo Switch dengan proyektor 120 inci, sound system dan Netflix.',
        price_per_hour: 75_000,
        points_per_hour: 8,
        has_netflix: true,
        has_projector: true,
        consoles: ['PS5', 'Nintendo Switch'],
      },
    ],
  },
];

export const GENRES = [
  'Sports',
  'Racing',
  'Fighting',
  'Action',
  'Adventure',
  'Party',
  'Co-op',
  'Shooter',
  'Horror',
  'Sandbox',
  'Platformer',
] as const;

export type Genre = (typeof GENRES)[number];

export const GAMES: readonly GameSeed[] = [
  {
    title: 'EA Sports FC 25',
    description: 'Sepak bola resmi dengan klub dan liga dunia, mode Rush 5v5 paling seru untuk mabar.',
    genres: ['Sports'],
    consoles: ['PS5', 'PS4'],
  },
  {
    title: 'eFootball',
    description: 'Sepak bola gratis dari Konami, andalan para pemain PES untuk duel satu lawan satu.',
    genres: ['Sports'],
    consoles: ['PS5', 'PS4'],
  },
  {
    title: 'NBA 2K25',
    description: 'Basket NBA paling realistis, dari quick match sampai mode MyCAREER.',
    genres: ['Sports'],
    consoles: ['PS5', 'PS4', 'Nintendo Switch'],
  },
  {
    title: 'Rocket League',
    description: 'Sepak bola pakai mobil roket: gampang dipelajari, susah dikuasai.',
    genres: ['Sports', 'Racing'],
    consoles: ['PS5', 'PS4', 'Nintendo Switch'],
  },
  {
    title: 'Gran Turismo 7',
    description: 'Simulasi balap dengan ratusan mobil dan sirkuit legendaris, terasa nyata dengan DualSense.',
    genres: ['Racing'],
    consoles: ['PS5', 'PS4'],
  },
  {
    title: 'Crash Team Racing Nitro-Fueled',
    description: 'Balap gokart penuh power-up bersama Crash dan kawan-kawan, seru untuk berempat.',
    genres: ['Racing', 'Party'],
    consoles: ['PS4', 'Nintendo Switch'],
  },
  {
    title: 'Mario Kart 8 Deluxe',
    description:
      'Balapan gokart paling populer di Switch, dengan kulit pisang dan cangkang biru yang bikin heboh.',
    genres: ['Racing', 'Party'],
    consoles: ['Nintendo Switch'],
  },
  {
    title: 'Tekken 8',
    description: 'Fighting 3D generasi terbaru dengan sistem Heat yang agresif dan 30+ karakter.',
    genres: ['Fighting'],
    consoles: ['PS5'],
  },
  {
    title: 'Street Fighter 6',
    description: 'Fighting klasik Capcom dengan kontrol Modern yang ramah pemula dan World Tour.',
    genres: ['Fighting'],
    consoles: ['PS5', 'PS4'],
  },
  {
    title: 'Mortal Kombat 1',
    description: 'Pertarungan brutal dengan fatality ikonik dan sistem Kameo yang baru.',
    genres: ['Fighting', 'Action'],
    consoles: ['PS5', 'Nintendo Switch'],
  },
  {
    title: 'Naruto Shippuden: Ultimate Ninja Storm 4',
    description: 'Pertarungan ninja penuh jurus dari akhir kisah Perang Dunia Ninja Keempat.',
    genres: ['Fighting', 'Action'],
    consoles: ['PS4', 'Nintendo Switch'],
  },
  {
    title: 'Super Smash Bros. Ultimate',
    description: 'Semua jagoan Nintendo di satu arena, sampai 8 pemain sekaligus.',
    genres: ['Fighting', 'Party'],
    consoles: ['Nintendo Switch'],
  },
  {
    title: "Marvel's Spider-Man 2",
    description: 'Berayun di New York sebagai Peter Parker dan Miles Morales melawan Venom.',
    genres: ['Action', 'Adventure'],
    consoles: ['PS5'],
  },
  {
    title: 'God of War Ragnarök',
    description: 'Kratos dan Atreus menghadapi Ragnarök dalam petualangan mitologi Nordik yang epik.',
    genres: ['Action', 'Adventure'],
    consoles: ['PS5', 'PS4'],
  },
  {
    title: 'Hogwarts Legacy',
    description: 'Jadi murid Hogwarts tahun 1800-an, belajar mantra dan menjelajahi dunia sihir.',
    genres: ['Action', 'Adventure'],
    consoles: ['PS5', 'PS4', 'Nintendo Switch'],
  },
  {
    title: 'Resident Evil 4',
    description: 'Remake horor aksi: Leon S. Kennedy menyelamatkan putri presiden di desa misterius.',
    genres: ['Horror', 'Action'],
    consoles: ['PS5', 'PS4'],
  },
  {
    title: 'Call of Duty: Black Ops 6',
    description: 'Shooter penuh aksi dengan kampanye spionase dan mode Zombies yang menegangkan.',
    genres: ['Shooter', 'Action'],
    consoles: ['PS5', 'PS4'],
  },
  {
    title: 'It Takes Two',
    description:
      'Petualangan co-op wajib berdua tentang pasangan yang berubah jadi boneka, pemenang Game of the Year.',
    genres: ['Co-op', 'Adventure', 'Platformer'],
    consoles: ['PS5', 'PS4', 'Nintendo Switch'],
  },
  {
    title: 'Overcooked! 2',
    description: 'Masak bareng di dapur yang kacau: kerja sama atau saling teriak, pasti ketawa.',
    genres: ['Co-op', 'Party'],
    consoles: ['PS4', 'Nintendo Switch'],
  },
  {
    title: 'Minecraft',
    description: 'Bangun apa saja bersama teman di dunia balok tanpa batas.',
    genres: ['Sandbox', 'Co-op'],
    consoles: ['PS5', 'PS4', 'Nintendo Switch'],
  },
  {
    title: 'Animal Crossing: New Horizons',
    description: 'Kehidupan santai di pulau sendiri: memancing, menghias rumah dan berteman dengan tetangga.',
    genres: ['Sandbox'],
    consoles: ['Nintendo Switch'],
  },
  {
    title: 'Splatoon 3',
    description: 'Perang cat warna-warni 4 lawan 4 yang cepat dan penuh gaya.',
    genres: ['Shooter', 'Action'],
    consoles: ['Nintendo Switch'],
  },
  {
    title: 'Mario Party Superstars',
    description: 'Papan permainan klasik dan 100 minigame untuk adu untung dan skill berempat.',
    genres: ['Party'],
    consoles: ['Nintendo Switch'],
  },
  {
    title: 'Just Dance 2025 Edition',
    description: 'Joget bareng lagu-lagu hits terbaru, cukup pegang Joy-Con dan ikuti gerakannya.',
    genres: ['Party'],
    consoles: ['PS5', 'Nintendo Switch'],
  },
  {
    title: 'Fall Guys',
    description: 'Battle royale lucu 60 pemain: lompat, jatuh dan rebut mahkota.',
    genres: ['Party', 'Platformer'],
    consoles: ['PS5', 'PS4', 'Nintendo Switch'],
  },
  {
    title: 'Astro Bot',
    description: 'Platformer ceria yang memamerkan semua fitur DualSense, cocok untuk segala usia.',
    genres: ['Platformer', 'Adventure'],
    consoles: ['PS5'],
  },
  {
    title: 'Super Mario Bros. Wonder',
    description: 'Mario 2D yang penuh kejutan Wonder Flower, bisa dimainkan berempat.',
    genres: ['Platformer', 'Co-op'],
    consoles: ['Nintendo Switch'],
  },
  {
    title: 'The Legend of Zelda: Tears of the Kingdom',
    description: 'Jelajahi Hyrule dari langit sampai bawah tanah dan rakit kendaraan sendiri.',
    genres: ['Adventure', 'Action'],
    consoles: ['Nintendo Switch'],
  },
  // Retired titles stay in the catalogue, hidden, so old bookings still name their game.
  {
    title: 'Tekken 7',
    description: 'Pendahulu Tekken 8; sudah digantikan seri terbaru di semua unit.',
    genres: ['Fighting'],
    consoles: ['PS4'],
    is_active: false,
  },
  {
    title: 'eFootball PES 2021',
    description: 'Edisi terakhir PES sebelum beralih ke eFootball; tidak lagi tersedia.',
    genres: ['Sports'],
    consoles: ['PS4'],
    is_active: false,
  },
];
