import fc from 'fast-check';
import { FUZZ_BUYER, FUZZ_MANAGER, VICTIM } from './support/accounts';
import { getJson, send, type Answer } from './support/http';
import { leakIn } from './support/leaks';
import { operationsOf, requestArb, type FuzzRequest, type Operation } from './support/operations';
import { buyableProducts, ORDER_BODY, Shopper, snapshotOf } from './support/shop';
import type { Targets } from './support/json-schema-arb';
import { comparable } from './fuzz-helpers';

/**
 * Issue #17: every operation of /api/openapi.json × guest, buyer and manager, with requests
 * fast-check derives from the operation's JSON Schemas and then spoils (support/hostile.ts).
 * Seeded: HARDENING_FUZZ_SEED (`--seed`), HARDENING_FUZZ_RUNS (`--runs`, per operation and role),
 * HARDENING_FUZZ_BUDGET_S (time budget, 220 s). The same seed sends the same requests in the same
 * order; only how far the budget reaches differs.
 */
const SEED = Number(process.env.HARDENING_FUZZ_SEED ?? 20261125);
const RUNS = Number(process.env.HARDENING_FUZZ_RUNS ?? 100_000);
const BUDGET_MS = Number(process.env.HARDENING_FUZZ_BUDGET_S ?? 220) * 1000;
const CONCURRENCY = 4;
const BATCH = 4;
/** Operations that end the caller's own session: fuzzed last, so the rest run signed in. */
const SESSION_ENDERS = new Set(['logout', 'setPassword']);
const FINAL_RUNS = 25;

type Role = 'guest' | 'buyer' | 'manager';
const ROLES: Role[] = ['guest', 'buyer', 'manager'];

interface Finding {
  kind: string;
  where: string;
  status: number;
  request: string;
  answer: string;
}

const histogram = new Map<number, number>();
const findings = new Map<string, Finding & { count: number }>();
let requests = 0;
let renewals = 0;
const noAnswer: string[] = [];
const shoppers: Partial<Record<Role, Shopper>> = {};

const short = (s: string | undefined, n = 160) =>
  s === undefined ? '' : s.length > n ? `${s.slice(0, n)}… (${s.length} символов)` : s;

/** The likely cause of a 5xx, by the issue's defect numbers, so the report groups them. */
function causeOf(req: FuzzRequest, res: Answer): string {
  const all = `${req.path} ${req.body ?? ''}`;
  if (!['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'HEAD', 'OPTIONS'].includes(req.method))
    return `метод ${req.method} (#10)`;
  if (/^Internal Server Error/.test(res.text))
    return 'адрес, который Next не разобрал: плохая %-последовательность (#10)';
  if (/\\u0000|%00/i.test(all)) return 'NUL в тексте (#3)';
  if (all.match(/\d{10,}/g)?.some((n) => Number(n) >= 2 ** 31)) return 'id ≥ 2³¹ (#2)';
  return 'прочее';
}
const causes = new Map<string, number>();

function note(kind: string, op: Operation, role: Role, req: FuzzRequest, res: Answer) {
  const where = `${role} ${op.method} ${op.path}`;
  const key = `${kind} ${where} ${res.status}`;
  const seen = findings.get(key);
  if (seen) seen.count++;
  else
    findings.set(key, {
      kind,
      where,
      status: res.status,
      count: 1,
      request: `${req.method} ${short(req.path, 200)} ${short(req.body)}`,
      answer: short(res.text.replace(/\s+/g, ' '), 200),
    });
}

async function fire(op: Operation, role: Role, req: FuzzRequest) {
  const headers: Record<string, string> = {};
  const access = shoppers[role]?.tokens.access;
  if (access) headers.Authorization = `Bearer ${access}`;
  if (req.contentType) headers['Content-Type'] = req.contentType;
  const res = await send({
    method: req.method,
    path: req.path,
    headers,
    body: req.body,
    timeoutMs: 20_000,
  });
  requests++;
  histogram.set(res.status, (histogram.get(res.status) ?? 0) + 1);
  if (res.status >= 500) {
    note('5xx', op, role, req, res);
    const cause = causeOf(req, res);
    causes.set(cause, (causes.get(cause) ?? 0) + 1);
  }
  // No answer within 20 s (a loaded machine) or a kept-alive socket the server closed after a
  // refused huge body: counted as status 0 and listed, not failed; a crash fails the health check.
  if (res.status === 0) noAnswer.push(`${role} ${req.method} ${short(req.path, 80)}: ${res.text}`);
  const text = /text\/html/.test(String(res.headers['content-type']))
    ? res.text.replace(/<script[\s\S]*?<\/script>/g, '')
    : res.text;
  const leak = leakIn(text);
  if (leak) note(`утечка (${leak})`, op, role, req, res);
}

/** Signs a role in again if its session was lost mid-run (a fuzzed call may end it). */
async function keepSignedIn() {
  for (const role of ['buyer', 'manager'] as const) {
    const shopper = shoppers[role];
    if (shopper && (await shopper.get('/api/user/personal/')).status === 401) {
      shoppers[role] = await Shopper.signIn(shopper.email);
      renewals++;
    }
  }
}

/**
 * Issue #14: the console's changing calls go as a guest and a buyer only (refused, and their
 * refusal is fuzzed here). A manager may legitimately hide, delete, reprice and block what the
 * cases running beside this one stand on; tests/api/console-fuzz.test.ts fuzzes those calls as
 * an admin on a database of its own.
 */
const consoleChange = (op: Operation, role: Role) =>
  role === 'manager' && op.id.startsWith('console') && op.method !== 'GET';

/** A deterministic stream: round r, combination c → a batch sampled with seed (SEED, c, r). */
function* plan(ops: Operation[], targets: Targets, runs: number) {
  const combos = ops.flatMap((op) =>
    ROLES.filter((role) => !consoleChange(op, role)).map((role) => ({
      op,
      role,
      arb: requestArb(op, targets),
    })),
  );
  for (let round = 0; round * BATCH < runs; round++) {
    for (const [c, { op, role, arb }] of combos.entries()) {
      const seed = (SEED * 7919 + c * 104_729 + round * 1_299_709) | 0;
      for (const req of fc.sample(arb, { seed, numRuns: Math.min(BATCH, runs - round * BATCH) }))
        yield { op, role, req };
    }
  }
}

async function drive(
  stream: Generator<{ op: Operation; role: Role; req: FuzzRequest }>,
  until: number,
) {
  let sent = 0;
  const worker = async () => {
    for (let next = stream.next(); !next.done && Date.now() < until; next = stream.next()) {
      await fire(next.value.op, next.value.role, next.value.req);
      if (++sent % 300 === 0) await keepSignedIn();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

describe('the API under a fuzzer', () => {
  let victim: Shopper;
  let before: Record<string, unknown>;
  let ops: Operation[];
  const targets: Targets = { ids: [1, 2, 3] };

  beforeAll(async () => {
    const doc = await getJson<Parameters<typeof operationsOf>[0]>('/api/openapi.json');
    expect(doc.status).toBe(200);
    ops = operationsOf(doc.body);
    shoppers.buyer = await Shopper.signIn(FUZZ_BUYER);
    shoppers.manager = await Shopper.signIn(FUZZ_MANAGER);
    victim = await Shopper.signIn(VICTIM);

    // The victim has an order, a cart at a point of theirs and a favourite: all worth reaching.
    const [a, b, c] = await buyableProducts(3);
    const points = (await victim.get<{ id: number }[]>('/api/trade_points/')).body;
    const point = points[0]?.id;
    for (const p of [a, b])
      await victim.post('/api/cart/add/', {
        product_id: p?.id,
        quantity: p?.quantity,
        trade_point_id: point,
      });
    const order = await victim.post<{ id: number }>('/api/order/make/', {
      ...ORDER_BODY,
      trade_point_id: point,
    });
    expect(order.status).toBe(201);
    await victim.post('/api/cart/add/', {
      product_id: c?.id,
      quantity: c?.quantity,
      trade_point_id: point,
    });
    await victim.post('/api/favourites/', { product_id: a?.id });
    targets.ids.push(order.body.id, ...points.map((p) => p.id), a?.id ?? 1, c?.id ?? 1);
    before = await snapshotOf(victim);
  });

  it(
    'answers every operation × role without a 5xx or a leak, and changes nobody else’s data',
    async () => {
      const started = Date.now();
      const main = ops.filter((op) => !SESSION_ENDERS.has(op.id));
      const enders = ops.filter((op) => SESSION_ENDERS.has(op.id));
      await drive(plan(main, targets, RUNS), started + BUDGET_MS);
      await keepSignedIn();
      await drive(plan(enders, targets, FINAL_RUNS), Date.now() + 30_000);
      const seconds = (Date.now() - started) / 1000;

      const health = await getJson('/api/health/');
      const after = await snapshotOf(victim);
      const fives = [...histogram].filter(([s]) => s >= 500).reduce((n, [, k]) => n + k, 0);
      const table = [...histogram].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`);
      console.info(
        [
          `Фаззер: seed ${SEED}, ${ops.length} операций × ${ROLES.length} роли, ${requests} запросов за ${seconds.toFixed(0)} с (${(requests / seconds).toFixed(0)}/с), повторных входов ${renewals}`,
          `Статусы: ${table.join(', ')}`,
          `без ответа: ${noAnswer.length}${noAnswer
            .slice(0, 5)
            .map((x) => `\n  ${x}`)
            .join('')}`,
          `5xx: ${fives}${[...causes].map(([c, n]) => `\n  ${n} × ${c}`).join('')}`,
          ...[...findings.values()].map(
            (f) =>
              `  ✗ ${f.kind} ×${f.count} — ${f.where} → ${f.status}\n      запрос: ${f.request}\n      ответ: ${f.answer}`,
          ),
        ].join('\n'),
      );

      expect(health.status).toBe(200);
      expect(comparable(after)).toEqual(comparable(before));
      expect([...findings.keys()]).toEqual([]);
    },
    BUDGET_MS + 180_000,
  );
});
