import fc from 'fast-check';
import { DEMO_ADMIN } from '@/demo/people';
import { operationsOf, requestArb, type Operation } from '../hardening/support/operations';
import { startTestServer, type TestServer } from '../support/test-server';
import { signInByPassword } from './auth-support';

/**
 * Issue #14 × #17: the console's changing calls under the hardening fuzzer's own requests
 * (derived from the OpenAPI schemas, then spoiled), sent by an admin, who passes every access
 * check and so reaches the validation. The shared-server fuzzer (tests/hardening/fuzz.test.ts)
 * sends these as a guest and a buyer only: as a manager they would legitimately hide, delete
 * and block what the suite's other cases stand on, so they run here, on a database of their own.
 */
const SEED = 20261125;
const RUNS = Number(process.env.CONSOLE_FUZZ_RUNS ?? 60);

let api: TestServer;
let ops: Operation[];
let access = '';

beforeAll(async () => {
  api = await startTestServer({ products: 30 });
  const doc = await api.request<Parameters<typeof operationsOf>[0]>('/api/openapi.json');
  ops = operationsOf(doc.body).filter(
    (op) => op.path.startsWith('/api/manager/') && op.method !== 'GET',
  );
  access = (await signInByPassword(api, DEMO_ADMIN.email, DEMO_ADMIN.password)).body.access;
});
afterAll(() => api.close());

describe('the console under the fuzzer', () => {
  it('has changing calls to fuzz', () => {
    expect(ops.length).toBeGreaterThan(20);
  });

  it('answers every hostile request to a console call without a 5xx', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const [n, op] of ops.entries()) {
      const arb = requestArb(op, { ids: [1, 2, 3, 4, 5] });
      for (const req of fc.sample(arb, { seed: SEED + n, numRuns: RUNS })) {
        const headers: Record<string, string> = { Authorization: `Bearer ${access}` };
        if (req.contentType) headers['Content-Type'] = req.contentType;
        // fetch refuses some of the fuzzer's methods outright; those never reach a server.
        const res = await api
          .request(req.path, { method: req.method, headers, body: req.body })
          .catch(() => null);
        if (!res) continue;
        sent += 1;
        if (res.status >= 500)
          failures.push(
            `${op.method} ${op.path} → ${res.status}: ${req.method} ${req.path} ${String(req.body).slice(0, 200)}`,
          );
      }
      // A fuzzed block or role change may end the admin's own session: sign in again.
      if (
        (
          await api.request('/api/user/personal/', {
            headers: { Authorization: `Bearer ${access}` },
          })
        ).status === 401
      )
        access = (await signInByPassword(api, DEMO_ADMIN.email, DEMO_ADMIN.password)).body.access;
    }
    expect(sent).toBeGreaterThan(ops.length * RUNS * 0.5);
    expect(failures).toEqual([]);
  }, 300_000);
});
