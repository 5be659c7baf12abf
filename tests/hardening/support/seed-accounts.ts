/**
 * Adds the hardening accounts to a freshly seeded demo database (scripts/hardening.sh, and the
 * database-down case on its private PostgreSQL): DATABASE_URL, or PGlite in PGLITE_DIR.
 *
 *   tsx --conditions=react-server tests/hardening/support/seed-accounts.ts
 */
import path from 'node:path';
import { hashPassword } from '@/server/auth/password';
import { openDatabase } from '@/server/db/client';
import { siteConfigs } from '@/server/db/schema/content';
import { tradePoints, users } from '@/server/db/schema/users';
import {
  FUZZ_BUYER,
  FUZZ_MANAGER,
  HARDENING_PASSWORD,
  SECURITY_CASES,
  securityAccount,
  VICTIM,
} from './accounts';

async function main() {
  const url = process.env.DATABASE_URL;
  const database = url
    ? await openDatabase({ driver: 'postgres', url })
    : await openDatabase({
        driver: 'pglite',
        dataDir: path.resolve(process.env.PGLITE_DIR || '.data/pglite'),
      });
  try {
    const passwordHash = await hashPassword(HARDENING_PASSWORD);
    const buyers = [FUZZ_BUYER, VICTIM, ...SECURITY_CASES.map(securityAccount)];
    const people = [
      ...buyers.map((email) => ({ email, role: 'customer' as const })),
      { email: FUZZ_MANAGER, role: 'manager' as const },
    ];
    const rows = await database.db
      .insert(users)
      .values(
        people.map((p) => ({
          ...p,
          passwordHash,
          status: 'active' as const,
          firstName: 'Проверка',
          lastName: 'Стойкости',
          phone: '+375291112233',
          organization: 'ООО «Проверка»',
          activatedAt: new Date(),
        })),
      )
      .returning({ id: users.id, role: users.role });
    const points = rows
      .filter((r) => r.role === 'customer')
      .flatMap((r) =>
        [1, 2].map((i) => ({
          userId: r.id,
          title: `Точка ${i}`,
          address: `г. Минск, ул. Проверочная, ${i}`,
        })),
      );
    await database.db.insert(tradePoints).values(points);
    // The probes order single pieces to race and fuzz the order calls; the demo's minimum order
    // (issue #13) would refuse them all. The minimum has its own API and e2e tests.
    await database.db
      .insert(siteConfigs)
      .values({ name: 'MIN_ORDER_AMOUNT', value: '0' })
      .onConflictDoUpdate({ target: siteConfigs.name, set: { value: '0' } });
    console.info(`Учётные записи проверки стойкости: ${rows.length}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('Не удалось добавить учётные записи:', error);
  process.exitCode = 1;
});
