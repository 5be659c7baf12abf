import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';

/**
 * Issue #17, defect 11: a production server whose database never answers (DATABASE_URL on a
 * port that accepts connections and stays silent) still answers pages with the branded
 * error page in its server HTML: 404 for an address that cannot be a page, 503 for one that
 * may be. The build is the one the e2e web server made; this test starts its own instance.
 */

let hole: net.Server;
const sockets = new Set<net.Socket>();
let server: ChildProcess;
let origin = '';

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  hole = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => hole.listen(0, '127.0.0.1', resolve));
  const dbPort = (hole.address() as AddressInfo).port;
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn('npx', ['next', 'start', '-p', String(port), '-H', '127.0.0.1'], {
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: `postgres://vitrina@127.0.0.1:${dbPort}/vitrina`,
      SITE_ORIGIN: origin,
      VITRINA_ALLOW_DEV_SECRET: '1',
    },
  });
  // Up when it answers at all: health says 503 here, and must say it within 2 s.
  for (let i = 0; i < 240; i++) {
    const res = await fetch(`${origin}/api/health/`).catch(() => null);
    if (res) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the outage server did not start');
});

test.afterAll(async () => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  for (const s of sockets) s.destroy();
  await new Promise<void>((resolve) => hole.close(() => resolve()));
});

test('health answers 503 within 2 s', async () => {
  // The server's own deadline is 1.5 s; on a loaded shared runner the event loop adds lag, so
  // the fastest of three must be under 2 s and none may hang (it used to take 25 s).
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const started = Date.now();
    const res = await fetch(`${origin}/api/health/`);
    times.push(Date.now() - started);
    expect(res.status).toBe(503);
  }
  expect(Math.min(...times)).toBeLessThan(2000);
  expect(Math.max(...times)).toBeLessThan(4000);
});

test('an address that cannot be a page is a branded 404 in the server HTML', async () => {
  for (const path of ['/no/such/address/', '/wp-login.php', '/.env', '/product/a/b/']) {
    const res = await fetch(origin + path, { redirect: 'manual' });
    expect(res.status, path).toBe(404);
    const html = await res.text();
    expect(html).toContain('Страница не найдена');
    expect(html).toContain('На главную');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  }
});

test('a catalogue page is the branded 503 in the server HTML, with Retry-After', async () => {
  for (const path of ['/', '/category/stroymaterialy/', '/product/kirpich-1/', '/o-kompanii/']) {
    const res = await fetch(origin + path, { redirect: 'manual' });
    expect(res.status, path).toBe(503);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    const html = await res.text();
    expect(html).toMatch(/<h1>Сайт временно недоступен<\/h1>/);
    expect(html).toContain('Обновить страницу');
  }
});

test('the API says 503 in DRF shape, in Russian', async () => {
  const res = await fetch(`${origin}/api/categories/tree/`);
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  expect(((await res.json()) as { detail: string }).detail).toMatch(/временно недоступен/);
});

test('a browser sees the branded page with scripts off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const res = await page.goto(`${origin}/category/`);
  expect(res?.status()).toBe(503);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Сайт временно недоступен');
  await context.close();
});
