import type { Hono } from 'hono';
import { allEndpoints } from '@/lib/api/registry';
import { env } from '@/lib/env';
import { health } from '@/lib/api/endpoints/system';
import { pingDatabase } from '../db/client';
import { markDatabaseDown, markDatabaseUp, PROBE_TIMEOUT_MS, withDeadline } from '../db/outage';
import { bind } from '../http/bind';
import type { AppEnv } from '../http/context';
import { renderDocsPage } from './docs-page';
import { buildOpenApi } from './openapi';

export function registerSystemRoutes(app: Hono<AppEnv>): void {
  bind(app, health, async (c) => {
    const deps = c.get('deps');
    const started = Date.now();
    try {
      // Issue #17: opening and pinging share one deadline, so a database that accepts the
      // connection and then never answers cannot hold the health check (it used to, 25 s).
      const { database, latency } = await withDeadline(
        deps.database().then(async (d) => ({ database: d, latency: await pingDatabase(d) })),
        PROBE_TIMEOUT_MS,
      );
      markDatabaseUp();
      return {
        status: 'ok' as const,
        database: { ok: true, driver: database.driver, latency_ms: latency },
      };
    } catch (error) {
      console.error(
        '[health] база данных недоступна:',
        (error as Error).message,
        `${Date.now() - started} мс`,
      );
      markDatabaseDown(Date.now(), started);
      c.header('Retry-After', '5');
      return c.json(
        {
          detail: 'База данных не отвечает.',
          status: 'error',
          database: {
            ok: false,
            driver: env().DATABASE_URL ? 'postgres' : 'pglite',
            latency_ms: null,
          },
        },
        503,
      );
    }
  });

  app.get('/api/openapi.json', (c) =>
    c.json(buildOpenApi(allEndpoints, new URL(c.req.url).origin)),
  );
  app.get('/api/docs', (c) => c.html(renderDocsPage(allEndpoints)));
}
