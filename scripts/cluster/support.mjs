// Helpers of scripts/cluster.mjs: the build's freshness, the database, the Redis namespace.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { createClient } from 'redis';

/** What a build is made of: anything here newer than BUILD_ID means the build is stale. */
const SOURCES = [
  'app',
  'bff',
  'components',
  'features',
  'lib',
  'server',
  'stores',
  'demo',
  'public',
  'proxy.ts',
  'instrumentation.ts',
  'next.config.ts',
  'package-lock.json',
];

function newerThan(entry, since) {
  let stat;
  try {
    stat = fs.statSync(entry);
  } catch {
    return false;
  }
  if (stat.isFile()) return stat.mtimeMs > since;
  if (!stat.isDirectory()) return false;
  return fs.readdirSync(entry).some((name) => newerThan(path.join(entry, name), since));
}

/** True when `<distDir>/BUILD_ID` exists and no source changed after it (as scripts/hardening.sh). */
export function buildIsFresh(distDir) {
  let built;
  try {
    built = fs.statSync(path.join(distDir, 'BUILD_ID')).mtimeMs;
  } catch {
    return false;
  }
  return !SOURCES.some((entry) => newerThan(entry, built));
}

/** Creates the database when missing; with `reset`, drops it first. Answers whether it has a shop. */
export async function prepareDatabase(url, { reset }) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z0-9_]+$/.test(name) || name === 'test' || name === 'postgres') {
    throw new Error(`Имя базы кластера «${name}» не годится: нужна своя база (a-z, 0-9, _)`);
  }
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    if (reset) await client.query(`drop database if exists "${name}" with (force)`);
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const { rows } = await db.query(
      `select to_regclass('public.products') is not null as has_table`,
    );
    if (!rows[0]?.has_table) return false;
    const count = await db.query('select exists (select 1 from products) as any');
    return Boolean(count.rows[0]?.any);
  } finally {
    await db.end();
  }
}

/** Deletes the keys under `<prefix>:` only: other projects and runs share the server. */
export async function flushRedisPrefix(url, prefix) {
  const client = createClient({ url, socket: { connectTimeout: 2000, reconnectStrategy: false } });
  client.on('error', () => {});
  await client.connect();
  let deleted = 0;
  try {
    for await (const batch of client.scanIterator({ MATCH: `${prefix}:*`, COUNT: 1000 })) {
      const keys = Array.isArray(batch) ? batch : [batch];
      if (keys.length) deleted += await client.unlink(keys);
    }
  } finally {
    await client.quit();
  }
  return deleted;
}
