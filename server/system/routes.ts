import type { Hono } from 'hono';
import { allEndpoints } from '@/lib/api/registry';
import { health } from '@/lib/api/endpoints/system';
import { pingDatabase } from '../db/client';
import { bind } from '../http/bind';
import type { AppEnv } from '../http/context';
import { renderDocsPage } from './docs-page';
import { buildOpenApi } from './openapi';

const HEALTH_TIMEOUT_MS = 2000;

export function registerSystemRoutes(app: Hono<AppEnv>): void {
  bind(app, health, async (c) => {
    const deps = c.get('deps');
    const started = Date.now();
    try {
      const database = await Promise.race([
        deps.database(),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('timeout')), HEALTH_TIMEOUT_MS),
        ),
      ]);
      const latency = await pingDatabase(database);
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
      return c.json(
        {
          status: 'error',
          database: {
            ok: false,
            driver: process.env.DATABASE_URL ? 'postgres' : 'pglite',
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
