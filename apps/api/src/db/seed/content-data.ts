// Home-page banners and the FAQ. Answers follow the venue terms (spec 1 §9 "Terms content") and the
// opening hours of spec 2 §9.

export type BannerSeed = { title: string; description: string; is_active: boolean };

export type FaqSeed = { question: string; answer: string; is_published: boolean };

export const BANNERS: readonly BannerSeed[] = [
  {
    title: 'Main Bareng, Seru Bareng',
    description:
      'PS5, PS4 dan Nintendo Switch di ruang yang nyaman, mulai Rp15.000 per jam. Booking online sekarang!',
    is_active: true,
  },
  {
    title: 'Promo OPENINGYUK 10%',
    description: 'Rayakan pembukaan RuangMain: diskon 10% untuk semua booking online dengan kode OPENINGYUK.',
    is_active: true,
  },
  {
    title: 'VVIP Projector Room',
    description:
      'Layar proyektor 120 inci, sound system dan sofa untuk 10 orang. Pas untuk ulang tahun dan nobar.',
    is_active: true,
  },
  {
    title: 'Turnamen Tekken 8 Bulanan',
    description: 'Daftar di kasir, hadiah total Rp1.500.000. Jadwal diumumkan di Instagram kami.',
    is_active: false,
  },
];

export const FAQS: readonly FaqSeed[] = [
  {
    question: 'Bagaimana cara booking ruangan?',
    answer:
      'Klik Book a Room, pilih konsol, jenis ruangan, unit, tanggal, jam mulai dan durasi, lalu isi nama dan nomor WhatsApp. Selesaikan pembayaran dalam 30 menit; kalau lewat, slot akan dilepas otomatis.',
    is_published: true,
  },
  {
    question: 'Metode pembayaran apa saja yang diterima?',
    answer:
      'Booking online dibayar lewat Midtrans: QRIS, GoPay, ShopeePay, transfer virtual account dan kartu. Di kasir kami menerima tunai dan QRIS. Semua pembayaran dilakukan di muka, sebelum main.',
    is_published: true,
  },
  {
    question: 'Jam buka RuangMain kapan saja?',
    answer:
      'Senin–Kamis 10.00–00.00, Jumat 14.00–01.00, Sabtu 10.00–01.00 dan Minggu 10.00–00.00 WIB. Di hari Jumat dan Sabtu kamu bisa main sampai lewat tengah malam.',
    is_published: true,
  },
  {
    question: 'Apakah ada batas usia?',
    answer:
      'Usia minimal penyewa 10 tahun. Di bawah 18 tahun wajib didampingi atau mendapat izin orang tua/wali. Penyewa wajib memberikan nama lengkap dan nomor telepon yang bisa dihubungi.',
    is_published: true,
  },
  {
    question: 'Boleh bawa makanan dan minuman dari luar?',
    answer:
      'Tidak, kecuali air mineral dalam botol atau tumbler. Pesan dari menu kami dan makanan diantar langsung ke unitmu. Minuman beralkohol dilarang; merokok hanya di area terbuka yang disediakan (vape, pod dan iqos diperbolehkan).',
    is_published: true,
  },
  {
    question: 'Bagaimana cara mendapatkan dan memakai poin?',
    answer:
      'Setiap jam booking online yang sudah dibayar memberi poin ke akunmu: 4 poin per jam di Regular, 6 di VIP dan 8 di VVIP. Tukarkan poin dengan main gratis, makanan atau merchandise di halaman Rewards.',
    is_published: true,
  },
  {
    question: 'Bisa cancel, reschedule atau refund?',
    answer:
      'Sesuai ketentuan venue, booking yang sudah dibayar tidak bisa dibatalkan, dijadwal ulang atau di-refund dengan alasan apa pun. Pastikan tanggal dan jam sudah benar sebelum membayar.',
    is_published: true,
  },
  {
    question: 'Bisa untuk acara ulang tahun, gathering atau turnamen?',
    answer:
      'Bisa! Ruang VVIP muat 10 orang dengan proyektor, dan untuk acara lebih besar kami bisa memblok beberapa unit sekaligus. Hubungi kami lewat WhatsApp minimal 3 hari sebelumnya.',
    is_published: true,
  },
  {
    question: 'Apakah ada paket member bulanan?',
    answer: 'Paket member sedang kami siapkan. Pantau Instagram RuangMain untuk info peluncurannya.',
    is_published: false,
  },
];
