// Public catalogue entities as GET /api/public/* sends them (spec 1 §3).

export type Banner = {
  id: number;
  title: string;
  description: string | null;
  image: string | null;
  is_active: boolean;
};

export type Console = {
  id: number;
  name: string;
  description: string | null;
  image: string | null;
  is_active: boolean;
  /** How many are available. */
  amount: number;
};

export type NamedRef = { id: number; name: string };

export type RoomUnit = {
  id: number;
  name: string;
  price_per_hour: number;
  has_netflix: boolean;
  has_projector?: boolean;
  consoles: NamedRef[];
};

export type RoomConsole = NamedRef & { is_active: boolean; amount: number };

export type Room = {
  id: number;
  name: string;
  description: string | null;
  image: string | null;
  max_visitors: number;
  is_available: boolean;
  units: RoomUnit[];
  consoles: RoomConsole[];
};

export type PricelistUnit = {
  unit_id?: number;
  unit_name: string;
  /** A list of names, or of objects with a name (spec 1 §3). */
  consoles: (string | { name: string })[];
  has_netflix: boolean;
  has_projector?: boolean;
  /** Shown as given (spec 1 §9). */
  price_per_hour: number | string;
};

export type PricelistEntry = {
  room_id?: number;
  room_name: string;
  max_visitors: number;
  units: PricelistUnit[];
};

export type CustomerReview = {
  id: number;
  /** 0 to 5; may be missing. */
  rating: number | null;
  description: string | null;
  is_active: boolean;
  created_at?: string | null;
  booking: {
    id: number;
    bookable_type: 'user' | 'guest' | string;
    bookable_id: number | null;
    bookable: { name?: string | null; username?: string | null } | null;
    unit: { name: string } | null;
  } | null;
};
