import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AnyEndpoint } from '@/lib/api/endpoint';
import { allEndpoints } from '@/lib/api/registry';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, consoleCallers, type ConsoleCallers } from './console-support';

/**
 * Issue #14: every console call refuses a guest (401) and a buyer (403); an admin's call
 * refuses a manager (403). The list is read from the registry, so an endpoint added later is
 * checked without touching this file. The access check comes before validation
 * (server/http/bind.ts), so a made-up id and an empty JSON body are enough.
 */

/**
 * Console routes registered by hand, not through bind() (multipart uploads, file downloads):
 * none on main yet. Add one here as { method, path, access } when its path is not an
 * endpoint of the registry; the scan below fails until it is listed.
 */
const HAND_ROUTES: { method: string; path: string; access: 'manager' | 'admin' }[] = [];

/** Hand-registered routes that are not the console's, each with why it is safe. */
const OTHER_HAND_ROUTES: Record<string, string> = {
  // 1C's exchange: its own session cookie, role exchange only (server/exchange/routes.ts).
  EXCHANGE_PATH: 'exchange',
  // The API's description, public on purpose.
  "'/api/openapi.json'": 'public',
  "'/api/docs'": 'public',
};

const consoleCalls = allEndpoints.filter((e) => e.access === 'manager' || e.access === 'admin');

/** Path placeholders filled with something the router matches: 1 for ids, a word for slugs. */
const pathOf = (e: Pick<AnyEndpoint, 'path'>) =>
  e.path.replace(/\{\w+\+\}/g, 'a/b').replace(/\{\w+\}/g, '1');

const bodyFor = (method: string) => (method === 'GET' || method === 'DELETE' ? undefined : {});

let api: TestServer;
let who: ConsoleCallers;
beforeAll(async () => {
  api = await startTestServer({ products: 0 });
  who = await consoleCallers(api);
});
afterAll(() => api.close());

const probes = [
  ...consoleCalls.map((e) => ({ name: e.id, method: e.method, path: pathOf(e), access: e.access })),
  ...HAND_ROUTES.map((r) => ({ name: `${r.method} ${r.path}`, ...r, path: pathOf(r) })),
];

describe('every console call checks the role', () => {
  it('finds the console in the registry', () => {
    // Buyers, staff, audit and the calls before issue #14 at least.
    expect(consoleCalls.length).toBeGreaterThanOrEqual(20);
    expect(consoleCalls.some((e) => e.access === 'admin')).toBe(true);
  });

  it.each(probes)('$name ($method $path): guest 401, buyer 403', async (p) => {
    const guest = await call(api, null, p.method, p.path, bodyFor(p.method));
    expect(guest.status, `${p.method} ${p.path} as a guest`).toBe(401);
    const buyer = await call(api, who.buyer, p.method, p.path, bodyFor(p.method));
    expect(buyer.status, `${p.method} ${p.path} as a buyer`).toBe(403);
    if (p.access === 'admin') {
      const manager = await call(api, who.manager, p.method, p.path, bodyFor(p.method));
      expect(manager.status, `${p.method} ${p.path} as a manager`).toBe(403);
    }
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return sourceFiles(full);
    return d.name.endsWith('.ts') ? [full] : [];
  });
}

describe('routes registered without bind()', () => {
  it('are endpoints of the registry, listed in HAND_ROUTES, or known not to be the console’s', () => {
    const root = path.join(import.meta.dirname, '../../server');
    const ids = new Set(allEndpoints.map((e) => e.id));
    const listed = new Set(HAND_ROUTES.map((r) => r.path));
    const unknown: string[] = [];
    for (const file of sourceFiles(root)) {
      if (file.endsWith(path.join('http', 'bind.ts'))) continue;
      const text = readFileSync(file, 'utf8');
      // app.post(…), app.on(['GET', 'POST'], …), router.get(…): the first path-like argument.
      const calls = text.matchAll(
        /\b\w+\.(get|post|put|patch|delete|all|on)\(\s*(?:\[[^\]]*\]\s*,\s*|'[A-Z]+'\s*,\s*)?([^,)]+(?:\))?)/g,
      );
      for (const [, , raw = ''] of calls) {
        const arg = raw.trim();
        const viaEndpoint = /^toHonoPath\((\w+)\.path\)?$/.exec(arg);
        if (viaEndpoint?.[1] && ids.has(viaEndpoint[1])) continue;
        if (OTHER_HAND_ROUTES[arg]) continue;
        const literal = /^'([^']+)'$/.exec(arg)?.[1];
        if (literal && !literal.startsWith('/api/')) continue;
        if (literal && listed.has(literal)) continue;
        // Not a route at all (a Map's get, a header read…): only /api/ paths and endpoint
        // paths matter.
        if (!literal && !viaEndpoint && !/PATH|path/.test(arg)) continue;
        unknown.push(`${path.relative(root, file)}: ${arg}`);
      }
    }
    expect(unknown, 'add these to HAND_ROUTES (console) or OTHER_HAND_ROUTES').toEqual([]);
  });
});
