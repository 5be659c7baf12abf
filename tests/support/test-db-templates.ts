import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run keeps embedded databases' dumps (tests/support/test-db.ts). */
    templateDir: string;
    /** The name every template database of this run on PostgreSQL starts with. */
    templatePrefix: string;
  }
}

/**
 * Vitest's global setup: templates live for one run, so a changed migration or seed is never
 * read from an older one. Returns the teardown that removes them.
 */
export default async function setupTemplates(project: TestProject): Promise<() => Promise<void>> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'vitrina-test-db-'));
  const prefix = `vitrina_tpl_${randomBytes(4).toString('hex')}`;
  project.provide('templateDir', dir);
  project.provide('templatePrefix', prefix);
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
    const url = process.env.DATABASE_URL;
    if (!url) return;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE datname LIKE $1',
        [`${prefix}\\_%`],
      );
      for (const { datname } of rows)
        await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  };
}
