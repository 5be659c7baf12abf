import { execFileSync, spawn } from 'node:child_process';

export interface ProductionServer {
  origin: string;
  /** Stops npm's `node scripts/serve.mjs` and everything it started (its own process group). */
  stop(): void;
}

/**
 * The production build on `port`, as `npm start` runs it (scripts/serve.mjs), ready when its
 * health check answers. Cached page data outlives a server and may hold another database's
 * catalogue, so the run starts without it.
 */
export async function startProductionServer(
  port: number,
  env: NodeJS.ProcessEnv,
  readyWithinMs = 120_000,
): Promise<ProductionServer> {
  // Issue #15: the pages Next rendered on request and kept go with the data.
  execFileSync('node', ['scripts/drop-page-cache.mjs', process.env.NEXT_DIST_DIR ?? '.next'], {
    stdio: 'ignore',
  });
  const app = spawn('node', ['scripts/serve.mjs', '-p', String(port)], {
    env,
    stdio: 'ignore',
    detached: true,
  });
  const origin = `http://127.0.0.1:${port}`;
  const server = {
    origin,
    stop: () => {
      if (app.pid) process.kill(-app.pid, 'SIGTERM');
    },
  };
  const until = Date.now() + readyWithinMs;
  while (Date.now() < until) {
    const health = await fetch(`${origin}/api/health/`).catch(() => null);
    if (health?.ok) return server;
    await new Promise((r) => setTimeout(r, 500));
  }
  server.stop();
  throw new Error(`Сервер на ${origin} не ответил за ${readyWithinMs / 1000} с`);
}
