import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/users';
import { hashPassword } from '../auth/password';
import { passwordProblem } from '../auth/password-policy';
import { ExchangeError } from './errors';

const MIN_PASSWORD = 8;

/**
 * `npm run exchange:user`: the account 1C signs in with. Created, or its password reset, always
 * role `exchange` and active. An existing site account is not turned into one: that would
 * lock its owner out of the shop.
 */
export async function upsertExchangeUser(
  db: Db,
  o: { email: string; password: string },
): Promise<{ id: number; created: boolean }> {
  const email = o.email.trim();
  if (!/^[^@\s]+@[^@\s]+$/.test(email)) throw new ExchangeError(`Некорректный e-mail: ${email}`);
  if (o.password.length < MIN_PASSWORD)
    throw new ExchangeError(`Пароль должен быть не короче ${MIN_PASSWORD} символов`);
  const problem = passwordProblem(o.password, email);
  if (problem) throw new ExchangeError(problem);
  const passwordHash = await hashPassword(o.password);
  const [existing] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  if (existing && existing.role !== 'exchange')
    throw new ExchangeError(
      `${email} уже занят учётной записью сайта (${existing.role}); выберите другой адрес`,
    );
  if (existing) {
    await db.update(users).set({ passwordHash, status: 'active' }).where(eq(users.id, existing.id));
    return { id: existing.id, created: false };
  }
  const [row] = await db
    .insert(users)
    .values({
      email,
      passwordHash,
      role: 'exchange',
      status: 'active',
      firstName: '1С',
      lastName: 'Обмен',
      activatedAt: sql`now()`,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('exchange user not stored');
  return { id: row.id, created: true };
}
