import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '@/server/db/client';

export interface TestDatabase {
  database: Database;
  drop: () => Promise<void>;
}

/**
 * What a file's database starts with. Files asking for the same `key` in one run start from
 * one copy of it, made by the first of them: a fresh database costs initdb and every
 * migration, and a seed of hundreds of goods costs seconds more, per file.
 */
export interface TestTemplate {
  key: string;
  fill: (database: Database) => Promise<void>;
}

const EMPTY: TestTemplate = { key: 'empty', fill: () => Promise.resolve() };

/**
 * What this run's global setup provided (test-db-templates.ts). Outside Vitest there is none:
 * bench/buying.ts starts a test server too, and every database is then made afresh.
 */
const provided = (key: 'templateDir' | 'templatePrefix'): string | undefined =>
  process.env.VITEST ? inject(key) : undefined;

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server named by DATABASE_URL (created here, dropped in `drop`).
 */
export async function createTestDatabase(template: TestTemplate = EMPTY): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openPgliteFrom(template);
    return { database, drop: () => database.close() };
  }
  const name = `vitrina_test_${randomBytes(6).toString('hex')}`;
  await createPostgresFrom(url, name, template);
  const database = await openPostgres(url, name);
  return {
    database,
    drop: async () => {
      await database.close();
      await withAdmin(url, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** The template's dump when this run has one; otherwise it is made, and kept for the next file. */
async function openPgliteFrom(template: TestTemplate): Promise<Database> {
  const dir = provided('templateDir');
  const file = dir && path.join(dir, `${template.key}.tar`);
  const kept = file && (await fs.readFile(file).catch(() => undefined));
  if (kept) return openDatabase({ driver: 'pglite', loadDataDir: new Blob([kept]) });
  const database = await openDatabase({ driver: 'pglite' });
  await template.fill(database);
  if (file && database.dump) {
    // Written aside and renamed: a file running beside this one never reads half a dump.
    const aside = `${file}.${process.pid}`;
    await fs.writeFile(aside, Buffer.from(await (await database.dump()).arrayBuffer()));
    await fs.rename(aside, file);
  }
  return database;
}

/** `CREATE DATABASE … TEMPLATE`: PostgreSQL copies the template's files. */
async function createPostgresFrom(url: string, name: string, template: TestTemplate) {
  const prefix = provided('templatePrefix');
  if (!prefix) return withAdmin(url, (admin) => createFilled(admin, url, name, template));
  const source = `${prefix}_${template.key.replace(/[^a-z0-9]/g, '_')}`;
  await withAdmin(url, async (admin) => {
    // One file makes a template; the others wait for it here.
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [source]);
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [source]);
      if (found.rowCount === 0) await createFilled(admin, url, source, template);
      await copyDatabase(admin, source, name);
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [source]);
    }
  });
}

async function createFilled(admin: pg.Client, url: string, name: string, template: TestTemplate) {
  await admin.query(`CREATE DATABASE ${name}`);
  const database = await openPostgres(url, name);
  await template.fill(database).finally(() => database.close());
}

async function copyDatabase(admin: pg.Client, source: string, name: string) {
  // A closed pool's server processes may still be leaving: the copy refuses while they are.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${source}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

function openPostgres(url: string, name: string) {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return openDatabase({ driver: 'postgres', url: target.toString(), maxConnections: 20 });
}

async function withAdmin<T>(url: string, work: (admin: pg.Client) => Promise<T>) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
