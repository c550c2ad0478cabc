// Games as GET /api/public/games sends them (spec 1 §3 "Game").

export type Game = {
  id: number;
  title: string;
  image: string | null;
  description: string | null;
  is_active: boolean;
  genres: { id?: number; name: string }[];
  consoles: { id: number; name: string }[];
};

/** A page of games (Laravel-style pagination). `from` and `to` are null on an empty page. */
export type GamesPage = {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  from: number | null;
  to: number | null;
  data: Game[];
};
