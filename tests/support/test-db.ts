import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '@/server/db/client';

export interface TestDatabase {
  database: Database;
  drop: () => Promise<void>;
}

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server named by DATABASE_URL (created here, dropped in `drop`).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ driver: 'pglite' });
    return { database, drop: () => database.close() };
  }
  const name = `vitrina_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({
    driver: 'postgres',
    url: testUrl.toString(),
    maxConnections: 20,
  });
  return {
    database,
    drop: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
