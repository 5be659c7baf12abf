/**
 * Order statuses are the manager's to move (the fuzzer signs one in), and a product's stock is
 * the shop's, moved by every order placed or cancelled beside the victim (a manager's fuzzed
 * cancellation puts pieces back); everything else of the victim's is fixed.
 */
function withoutStatuses(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value), (key, v: unknown) =>
    ['status', 'status_title', 'history', 'stock'].includes(key) ? undefined : v,
  );
}

/**
 * A cart is priced at the shop's current prices and the buyer's terms, which the fuzzer's
 * manager may change (a product's price, a price type's discount, the buyer's type): the
 * victim's cart lines, quantities and points must stay, their prices may follow the shop's.
 * An order keeps the prices it was placed at, so orders are compared whole.
 */
const LIVE_PRICE_PATHS = ['/api/cart/info/', '/api/cart/list/', '/api/trade_points/'];
const LIVE_PRICE_KEYS = [
  'price',
  'price_final',
  'price_includes_vat',
  'total',
  'totals',
  'net',
  'vat',
  'breaks',
];

export function comparable(snapshot: Record<string, unknown>): unknown {
  const out: Record<string, unknown> = {};
  for (const [path, answer] of Object.entries(snapshot)) {
    const fixed = withoutStatuses(answer);
    out[path] = LIVE_PRICE_PATHS.includes(path)
      ? JSON.parse(JSON.stringify(fixed), (key, v: unknown) =>
          LIVE_PRICE_KEYS.includes(key) ? undefined : v,
        )
      : fixed;
  }
  return out;
}
