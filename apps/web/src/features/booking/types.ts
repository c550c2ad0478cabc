// Booking entities as the API sends them (spec 2 §3).

/** POST /api/book-room (spec 2 §3 "Payloads"). */
export type BookRoomPayload = {
  unit_id: number;
  game_id: number;
  total_visitors: number;
  start_time: string;
  end_time: string;
  name?: string;
  phone?: string;
  email?: string;
  payment_method: 'midtrans' | 'cash' | 'qris';
  promo_id?: number;
  promo_code?: string;
  fnbs: Array<{ id: number; quantity: number }>;
  notes?: string;
  user_reward_id?: number;
  date: string;
};

export type BookRoomResponse = {
  message: string;
  data: {
    id: number;
    invoice_number: string;
    order_id: string | null;
    status: 'pending' | 'confirmed';
    total_price: number;
    hold_expires_at: string | null;
  };
  invoice_number: string;
  order_id: string | null;
  snap_token: string | null;
  snapToken: string | null;
  snap_url: string | null;
  snapUrl: string | null;
  qr_string: string | null;
  qr_image_url: string | null;
  client_key: string;
  snap_script_url: string;
};

export type BookingStatus = 'pending' | 'confirmed' | 'ongoing' | 'completed' | 'cancelled' | 'refunded';

/** spec 2 §3 "Booking (history and detail)". */
export type BookingDetail = {
  id: number;
  invoice_number: string;
  status: BookingStatus;
  booking_type: 'room' | 'fnb' | 'block';
  channel: 'online' | 'ots' | 'reward' | 'venue';
  user_reward_id: number | null;
  unit_id: number | null;
  unit: { id: number; name: string; room: { name: string }; consoles: Array<{ name: string }> } | null;
  game: { id: number; title: string; image: string | null } | null;
  start_time: string | null;
  end_time: string | null;
  duration: number | null;
  total_visitors: number | null;
  total_price: number;
  points_earned: number;
  payment_method: string;
  created_at: string;
  fnbs: Array<{
    id: number;
    name: string;
    image: string | null;
    price: number;
    pivot: { quantity: number; price: number };
  }>;
  service_fee_amount: number;
  tax_amount: number;
  is_reviewed: boolean;
  transactions: Array<{
    subtotal_room: number;
    subtotal_fnb: number;
    promo_code: string | null;
    promo_percentage: number | null;
    discount_amount: number;
    reward_discount: number;
    tax_amount: number;
    service_fee_amount: number;
    final_amount: number;
  }>;
};
