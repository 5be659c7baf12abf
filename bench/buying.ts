/**
 * Buying benchmark (issue #6): the API over HTTP on a fresh database, as the tests start it.
 * Prints figures, asserts nothing about speed:
 *   - N parallel "+1" on one cart line: wall time, and whether the line ends exact;
 *   - GET /api/cart/list/ of a 100-line cart: p50 / p95;
 *   - POST /api/order/make/ of a 10-line cart, one after another: p50 / p95.
 *
 *   npx tsx --conditions=react-server bench/buying.ts                 # embedded PGlite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx --conditions=react-server bench/buying.ts
 */
import { parseArgs } from 'node:util';
import { asc, gte } from 'drizzle-orm';
import { products } from '@/server/db/schema/catalog';
import { jsonInit, startTestServer } from '@/tests/support/test-server';
import { sessionFor } from '@/tests/api/cart-helpers';

const { values } = parseArgs({
  options: {
    parallel: { type: 'string', default: '200' },
    orders: { type: 'string', default: '30' },
  },
});
const parallel = Number(values.parallel);
const orderRuns = Number(values.orders);

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function main() {
  const api = await startTestServer({ products: 300 });
  try {
    const driver = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    const buyer = await sessionFor(api, 'buyer@vitrina.by');
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      api.request(path, jsonInit('POST', body, { ...buyer.headers, ...headers }));
    await api.db
      .update(products)
      .set({ stock: 1_000_000, minQty: 1, packQty: 1, isActive: true })
      .where(gte(products.id, 1));
    const ids = (
      await api.db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(100)
    ).map((r) => r.id);

    // Parallel "+1".
    const first = ids[0] ?? 1;
    let started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: parallel }, () =>
        post('/api/cart/add/', { product_id: first, quantity: 1, trade_point_id: 0 }),
      ),
    );
    const wall = performance.now() - started;
    const info = await api.request<{ items: { quantity: number }[] }>(
      '/api/cart/info/?trade_point_id=0',
      { headers: buyer.headers },
    );
    const ok = answers.filter((a) => a.status === 200).length;
    console.info(
      `[${driver}] ${parallel} parallel "+1": ${ms(wall)} wall, ${ok} × 200, line = ${info.body.items[0]?.quantity} (${info.body.items[0]?.quantity === parallel ? 'exact' : 'NOT EXACT'})`,
    );

    // A 100-line cart list.
    for (const id of ids)
      await post('/api/cart/add/', { product_id: id, quantity: 2, trade_point_id: 0 });
    const lists: number[] = [];
    for (let i = 0; i < 30; i++) {
      started = performance.now();
      await api.request('/api/cart/list/?trade_point_id=0', { headers: buyer.headers });
      lists.push(performance.now() - started);
    }
    lists.sort((a, b) => a - b);
    console.info(
      `[${driver}] GET /api/cart/list/ (100 lines): p50 ${ms(pct(lists, 50))}, p95 ${ms(pct(lists, 95))}`,
    );

    // Orders of ten lines, one after another.
    await post('/api/cart/clear/?trade_point_id=0', {});
    const placing: number[] = [];
    for (let i = 0; i < orderRuns; i++) {
      for (const id of ids.slice(0, 10))
        await post('/api/cart/add/', { product_id: id, quantity: 3, trade_point_id: 0 });
      started = performance.now();
      const res = await post(
        '/api/order/make/',
        {
          trade_point_id: 0,
          recipient: { name: 'Бенчмарк', phone: '+375291234567', email: 'bench@vitrina.by' },
          delivery_method_id: 1,
          payment_method: 'invoice',
        },
        { 'Idempotency-Key': `bench-${Date.now()}-${i}` },
      );
      placing.push(performance.now() - started);
      if (res.status !== 201) throw new Error(`order ${res.status} ${JSON.stringify(res.body)}`);
    }
    placing.sort((a, b) => a - b);
    console.info(
      `[${driver}] POST /api/order/make/ (10 lines, 3 letters): p50 ${ms(pct(placing, 50))}, p95 ${ms(pct(placing, 95))}`,
    );
  } finally {
    await api.close();
  }
}

await main();
