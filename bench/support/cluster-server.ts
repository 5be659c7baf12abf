import { spawn } from 'node:child_process';
import type { ProductionServer } from './production-server';

/**
 * Issue #15: `--instances N` — the same load through nginx against N production instances on
 * PostgreSQL and Redis (scripts/cluster.mjs; its own database `vitrina_bench_<products>` and
 * Redis prefix), ready when nginx answers. `seed` drops and seeds the database again.
 */
export async function startCluster(
  port: number,
  options: { instances: number; products: string; seed: boolean },
  // A build and a seed of 100,000 goods through the 1C importer on PostgreSQL: ~20 minutes here.
  readyWithinMs = options.seed ? 45 * 60_000 : 10 * 60_000,
): Promise<ProductionServer> {
  const args = ['scripts/cluster.mjs', ...(options.seed ? ['--reset'] : [])];
  const cluster = spawn('node', args, {
    env: {
      ...process.env,
      CLUSTER_PORT: String(port),
      CLUSTER_INSTANCES: String(options.instances),
      CLUSTER_PRODUCTS: options.products,
      CLUSTER_DATABASE_URL:
        process.env.CLUSTER_DATABASE_URL ??
        `postgres://postgres@127.0.0.1:5432/vitrina_bench_${options.products}`,
      REDIS_KEY_PREFIX: `vitrina-bench-${port}`,
      CLUSTER_STATE: `.data/bench-cluster-${port}.json`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const origin = `http://127.0.0.1:${port}`;
  const server = {
    origin,
    stop: () => {
      // The cluster script stops its instances and nginx on SIGTERM.
      if (cluster.pid) process.kill(cluster.pid, 'SIGTERM');
    },
  };
  const until = Date.now() + readyWithinMs;
  while (Date.now() < until) {
    const health = await fetch(`${origin}/api/health/`).catch(() => null);
    if (health?.ok) return server;
    if (cluster.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  server.stop();
  throw new Error(`Кластер на ${origin} не ответил`);
}
