/** The answers of /api/console/buyers/ as the tests read them. */
export interface Row {
  id: number;
  email: string;
  status: string;
  organization: string | null;
  price_type: string | null;
}
export interface Buyers {
  count: number;
  next: string | null;
  results: Row[];
}
export interface Buyer extends Row {
  trade_points: { title: string }[];
  recent_orders: { number: string }[];
  price_type_id: number | null;
}
