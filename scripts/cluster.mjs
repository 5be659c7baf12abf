// `npm run cluster` (issue #15): the shop as production runs it with several instances — two
// (CLUSTER_INSTANCES) production servers (scripts/serve.mjs, one build) on PostgreSQL and
// Redis, behind Debian's nginx as the load balancer on one port.
//
//   npm run cluster [-- --reset]     # --reset: drop the cluster's database and seed it again
//
// CLUSTER_PORT (3080): nginx; the instances take the next ports (3081, 3082, …).
// CLUSTER_DATABASE_URL (postgres://postgres@127.0.0.1:5432/vitrina_cluster): created when
//   missing, migrated and seeded (CLUSTER_PRODUCTS, 2000) when empty.
// CLUSTER_REDIS_URL (redis://127.0.0.1:6379), REDIS_KEY_PREFIX (vitrina-cluster): the keys
//   under the prefix are deleted at start (the database may have been reseeded).
// NEXT_DIST_DIR (.next): built once, only when missing or older than the sources.
// CLUSTER_STATE (.data/cluster-<port>.json): ports and process ids, for the cluster's e2e test.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { nginxConf } from './cluster/nginx-conf.mjs';
import { buildIsFresh, flushRedisPrefix, prepareDatabase } from './cluster/support.mjs';

const port = Number(process.env.CLUSTER_PORT ?? 3080);
const count = Number(process.env.CLUSTER_INSTANCES ?? 2);
const databaseUrl =
  process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/vitrina_cluster';
const redisUrl = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';
const keyPrefix = process.env.REDIS_KEY_PREFIX ?? 'vitrina-cluster';
const distDir = process.env.NEXT_DIST_DIR ?? '.next';
const products = process.env.CLUSTER_PRODUCTS ?? '2000';
const reset = process.argv.includes('--reset');
const origin = `http://127.0.0.1:${port}`;
const stateFile = process.env.CLUSTER_STATE ?? `.data/cluster-${port}.json`;
const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p)) ?? 'nginx';

if (!Number.isInteger(port) || !Number.isInteger(count) || count < 1 || count > 8) {
  console.error('CLUSTER_PORT — номер порта, CLUSTER_INSTANCES — от 1 до 8');
  process.exit(1);
}
process.chdir(path.join(import.meta.dirname, '..'));

const children = new Map();
const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-cluster-'));
let stopping = false;

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')}: код ${result.status}`);
}

/** Starts a long-running child, its output prefixed in ours and kept in the temp folder. */
function start(name, command, args, env) {
  const log = fs.createWriteStream(path.join(tempDir, `${name}.log`));
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      log.write(chunk);
      for (const line of String(chunk).split('\n').filter(Boolean))
        process.stdout.write(`[${name}] ${line}\n`);
    });
  }
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (stopping) return;
    console.error(`[cluster] ${name} остановился (${signal ?? `код ${code}`})`);
    // nginx gone: nothing is served; an instance gone: nginx sends its share to the others.
    if (name === 'nginx' || children.size <= 1) void stop(1);
  });
  children.set(name, child);
  return child;
}

async function waitFor(url, what) {
  for (let i = 0; i < 240; i += 1) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not yet listening
    }
    if (stopping) return;
    await delay(500);
  }
  throw new Error(`${what} не ответил: ${url}`);
}

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const [name, child] of children) child.kill(name === 'nginx' ? 'SIGQUIT' : 'SIGTERM');
  for (let i = 0; i < 40 && children.size > 0; i += 1) await delay(250);
  for (const child of children.values()) child.kill('SIGKILL');
  fs.rmSync(tempDir, { recursive: true, force: true });
  fs.rmSync(stateFile, { force: true });
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

async function main() {
  const started = Date.now();
  if (buildIsFresh(distDir)) console.info(`[cluster] сборка ${distDir} свежая, используется`);
  else run('npm', ['run', 'build'], { NEXT_DIST_DIR: distDir });
  const built = Date.now();

  const hasShop = await prepareDatabase(databaseUrl, { reset });
  if (!hasShop)
    run('npx', ['tsx', '--conditions=react-server', 'demo/cli.ts', '--products', products], {
      DATABASE_URL: databaseUrl,
    });
  const flushed = await flushRedisPrefix(redisUrl, keyPrefix);
  console.info(`[cluster] Redis: удалено ключей «${keyPrefix}:*»: ${flushed}`);
  const seeded = Date.now();

  const jwtSecret = randomBytes(32).toString('hex');
  const instances = [];
  for (let i = 0; i < count; i += 1) {
    const name = String.fromCharCode(97 + i);
    const instancePort = port + 1 + i;
    const child = start(name, process.execPath, ['scripts/serve.mjs', '-p', String(instancePort)], {
      NODE_ENV: 'production',
      NEXT_DIST_DIR: distDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: keyPrefix,
      JWT_SECRET: jwtSecret,
      SITE_ORIGIN: origin,
      TRUSTED_PROXY_HOPS: '1',
      SEED_ON_START: 'false',
      // One host: the folders stand in for the shared volume or object store of production.
      MEDIA_DIR: path.resolve('.data/cluster-media'),
      EXCHANGE_DIR: path.resolve('.data/cluster-exchange'),
    });
    instances.push({
      name,
      port: instancePort,
      pid: child.pid,
      url: `http://127.0.0.1:${instancePort}`,
    });
  }
  await Promise.all(instances.map((i) => waitFor(`${i.url}/api/health/`, `экземпляр ${i.name}`)));

  const conf = path.join(tempDir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    nginxConf({ dir: tempDir, port, upstreams: instances.map((i) => i.port) }),
  );
  const balancer = start('nginx', nginx, [
    '-p',
    tempDir,
    '-c',
    conf,
    '-e',
    `${tempDir}/nginx-error.log`,
  ]);
  // Written before nginx answers: whoever waits for the URL finds the file.
  fs.mkdirSync(path.dirname(stateFile), { recursive: true });
  const state = {
    url: origin,
    nginxPid: balancer.pid,
    databaseUrl,
    redisUrl,
    keyPrefix,
    instances,
  };
  fs.writeFileSync(stateFile, JSON.stringify(state, null, 2));
  await waitFor(`${origin}/api/health/`, 'nginx');
  const ready = Date.now();

  const s = (from, to) => ((to - from) / 1000).toFixed(0);
  console.info(
    `[cluster] сборка ${s(started, built)} с, база ${s(built, seeded)} с, запуск ${s(seeded, ready)} с`,
  );
  console.info(`[cluster] экземпляры: ${instances.map((i) => i.url).join(', ')}`);
  console.info(`▲ Витрина, ${count} экземпляра за nginx: ${origin}`);
}

main().catch((error) => {
  console.error('[cluster]', error instanceof Error ? error.message : error);
  void stop(1);
});
