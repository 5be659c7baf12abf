import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
} from '@playwright/test';
import pg from 'pg';
import { createClient } from 'redis';
import { DEMO_BUYER, DEMO_MANAGER } from '@/demo/people';
import { CLUSTER_STATE } from '../../playwright.cluster.config';
import { saveWhileRendering } from '../support/change-during-render';
import { signIn } from '../support/sign-in';
import { readClusterState, upstreamPort, type ClusterState } from './cluster-state';

/**
 * Issue #15, goal 8: two production instances on one PostgreSQL and one Redis behind nginx
 * (scripts/cluster.mjs). In order: the cache lives in Redis and a change made through one
 * instance is on the other at once; a session made through nginx holds on both; a spreadsheet
 * previewed on one is imported through the other; with one instance killed nginx keeps serving
 * from the other.
 */
test.describe.configure({ mode: 'serial' });

let cluster: ClusterState;
test.beforeAll(() => {
  cluster = readClusterState(CLUSTER_STATE);
  expect(cluster.instances).toHaveLength(2);
});

const titleOn = async (request: APIRequestContext, url: string) => {
  const res = await request.get(url);
  expect(res.status()).toBe(200);
  return (await res.text()).match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1] ?? '';
};

/** Requests through nginx until each instance has answered one; the answers, by port. */
async function throughEachInstance(request: APIRequestContext, path: string) {
  const byPort = new Map<number, { status: number; body: string }>();
  for (let i = 0; i < 12 && byPort.size < cluster.instances.length; i += 1) {
    const res = await request.get(`${cluster.url}${path}`);
    const port = upstreamPort(res.headers());
    if (port) byPort.set(port, { status: res.status(), body: await res.text() });
  }
  return byPort;
}

/** The demo manager signs in on one instance; the request context keeps the cookies. */
async function signInManager(request: APIRequestContext, instanceUrl: string) {
  const signedIn = await request.post(`${instanceUrl}/api/auth/token/`, {
    data: { username: DEMO_MANAGER.email, password: DEMO_MANAGER.password },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
}

test('a rename made through instance A is on instance B at once, directly and through nginx', async ({
  request,
}) => {
  const [a, b] = cluster.instances as [ClusterState['instances'][0], ClusterState['instances'][0]];
  // The manager signs in on A itself; the cookies (127.0.0.1, any port) go to B and nginx too.
  await signInManager(request, a.url);
  const api = `${a.url}/api/manager/catalog`;
  const { results: categories } = (await (await request.get(`${api}/categories/`)).json()) as {
    results: { id: number }[];
  };
  const stamp = Date.now().toString(36);
  const created = await request.post(`${api}/products/`, {
    data: {
      title: `Плитка кластерная ${stamp}`,
      article: `CL-${stamp}`,
      unit: 'шт',
      category_id: categories[0]?.id,
      price: '12.30',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as { id: number; slug: string; version: number };
  const path = `/product/${product.slug}/`;

  // B renders the page first; its data is now in Redis, not in B's files.
  expect(await titleOn(request, `${b.url}${path}`)).toBe(`Плитка кластерная ${stamp}`);
  const redis = createClient({ url: cluster.redisUrl });
  await redis.connect();
  try {
    const keys = await redis.keys(`${cluster.keyPrefix}:*`);
    expect(keys.length).toBeGreaterThan(0);
  } finally {
    await redis.quit();
  }

  // A change behind the shop's back (no revalidation) is not seen: both serve the cached copy.
  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  try {
    await db.query('update products set title = $1 where id = $2', ['Тайком', product.id]);
  } finally {
    await db.end();
  }
  expect(await titleOn(request, `${a.url}${path}`)).toBe(`Плитка кластерная ${stamp}`);
  expect(await titleOn(request, `${b.url}${path}`)).toBe(`Плитка кластерная ${stamp}`);

  // The manager's rename through A drops the tags in Redis: B shows it on the next request.
  const renamed = `Плитка переименованная ${stamp}`;
  const saved = await request.patch(`${api}/products/${product.id}/`, {
    data: { version: product.version, title: renamed },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const savedAt = Date.now();
  expect(await titleOn(request, `${b.url}${path}`)).toBe(renamed);
  test
    .info()
    .annotations.push({ type: 'b-shows-rename-ms', description: String(Date.now() - savedAt) });
  const viaNginx = await throughEachInstance(request, path);
  expect([...viaNginx.keys()].sort()).toEqual([a.port, b.port].sort());
  for (const answer of viaNginx.values()) {
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(renamed);
  }
});

test('a page B renders while A saves is kept by neither with the old data', async ({ request }) => {
  const [a, b] = cluster.instances as [ClusterState['instances'][0], ClusterState['instances'][0]];
  await signInManager(request, a.url);
  const guest = await playwrightRequest.newContext();
  try {
    // B's write reaches Redis after A dropped the tags: B must know of A's change (Redis keeps
    // each tag's last change), or both would serve the old page.
    await saveWhileRendering({
      manager: request,
      saveOn: a.url,
      guest,
      renderOn: b.url,
      viewOn: [b.url, a.url],
      trials: 10,
    });
  } finally {
    await guest.dispose();
  }
});

test('a session made through nginx holds on both instances', async ({ page }) => {
  await signIn(page, DEMO_BUYER);
  const seen = await throughEachInstance(page.request, '/api/user/personal/');
  expect([...seen.keys()].sort()).toEqual(cluster.instances.map((i) => i.port).sort());
  for (const answer of seen.values()) {
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ email: DEMO_BUYER.email });
  }
  // Pages too: the header of a page from either instance shows the signed-in buyer.
  const ports = new Set<number>();
  for (let i = 0; i < 12 && ports.size < 2; i += 1) {
    const res = await page.goto('/');
    const port = upstreamPort(res?.headers() ?? {});
    if (port) ports.add(port);
    await expect(page.getByRole('button', { name: /^Профиль/ })).toBeVisible();
  }
  expect(ports.size).toBe(2);
});

test('a spreadsheet previewed on instance A is imported through instance B', async ({
  request,
}) => {
  const [a, b] = cluster.instances as [ClusterState['instances'][0], ClusterState['instances'][0]];
  await signInManager(request, a.url);
  const stamp = Date.now().toString(36);
  const preview = await request.post(`${a.url}/api/manager/import/upload/`, {
    multipart: {
      file: {
        name: 'prices.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`Артикул;Наименование;Цена\r\nSH-${stamp};Уголок кластерный;4,20\r\n`),
      },
    },
  });
  expect(preview.status(), await preview.text()).toBe(200);
  const { upload_id, mapping } = (await preview.json()) as { upload_id: string; mapping: object };

  const started = await request.post(`${b.url}/api/manager/import/`, {
    data: { upload_id, mapping },
  });
  expect(started.status(), await started.text()).toBe(202);
  const { id } = (await started.json()) as { id: number };
  await expect
    .poll(async () => {
      const res = await request.get(`${b.url}/api/manager/import/${id}/`);
      return ((await res.json()) as { state: string; created: number }).state;
    })
    .toBe('success');
  const found = await request.get(
    `${a.url}/api/manager/catalog/products/?query=${encodeURIComponent(`SH-${stamp}`)}`,
  );
  expect(await found.text()).toContain('Уголок кластерный');
});

test('with instance A killed, nginx keeps serving from B', async ({ page }) => {
  const [a, b] = cluster.instances as [ClusterState['instances'][0], ClusterState['instances'][0]];
  await signIn(page, DEMO_BUYER);
  process.kill(a.pid, 'SIGKILL');
  await expect
    .poll(() =>
      fetch(`${a.url}/api/health/`).then(
        () => 'up',
        () => 'down',
      ),
    )
    .toBe('down');

  const answeredBy = new Set<number | null>();
  for (let i = 0; i < 10; i += 1) {
    for (const path of ['/', '/api/health/', '/api/user/personal/']) {
      const res = await page.request.get(`${cluster.url}${path}`);
      expect(res.status(), path).toBe(200);
      answeredBy.add(upstreamPort(res.headers()));
    }
  }
  expect([...answeredBy]).toEqual([b.port]);
  // A page in the browser, signed in, from the one instance left.
  await page.goto('/');
  await expect(page.getByRole('button', { name: /^Профиль/ })).toBeVisible();
});
