/**
 * The account 1C signs in with (role exchange, active), created or its password reset:
 *
 *   npm run exchange:user -- --email 1c@shop.by --password '…'
 *
 * DATABASE_URL selects PostgreSQL; otherwise the embedded PGlite in PGLITE_DIR (.data/pglite),
 * which only one process may open: stop the shop first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase, type Database } from '@/server/db/client';
import { upsertExchangeUser } from '@/server/exchange/exchange-users';

async function open(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) return openDatabase({ driver: 'postgres', url });
  const dataDir = path.resolve(process.cwd(), process.env.PGLITE_DIR || '.data/pglite');
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  return openDatabase({ driver: 'pglite', dataDir });
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' } },
  });
  if (!values.email || !values.password) {
    console.error('Использование: npm run exchange:user -- --email <e-mail> --password <пароль>');
    return 1;
  }
  const database = await open();
  try {
    const { id, created } = await upsertExchangeUser(database.db, {
      email: values.email,
      password: values.password,
    });
    console.info(
      `${created ? 'Создана' : 'Обновлена'} учётная запись обмена с 1С №${id}: ${values.email}`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(
      'Не удалось сохранить учётную запись:',
      error instanceof Error ? error.message : error,
    );
    process.exitCode = 1;
  },
);
