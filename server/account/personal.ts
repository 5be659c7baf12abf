import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { personalPatchSchema, User } from '@/lib/api/contract/account';
import type { Db } from '../db/client';
import { userAddresses, users } from '../db/schema/users';
import { detail } from '../http/errors';

type Row = typeof users.$inferSelect;

/** Spec §3: the first letters of first_name and last_name, uppercased. */
export function initials(first: string | null, last: string | null): string {
  return [first, last]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
}

const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'patronymic',
  'birthDate',
  'phone',
  'email',
  'passportSeries',
  'passportNumber',
  'passportGivenCode',
  'passportGivenDate',
  'passportGivenLocation',
  'snils',
] as const satisfies readonly (keyof Row)[];

export function toUser(r: Row): User {
  return {
    id: r.id,
    email: r.email,
    role: r.role,
    status: r.status,
    first_name: r.firstName,
    last_name: r.lastName,
    patronymic: r.patronymic,
    birth_date: r.birthDate,
    phone: r.phone,
    organization: r.organization,
    inn: r.inn,
    unp: r.unp,
    passport_series: r.passportSeries,
    passport_number: r.passportNumber,
    passport_given_code: r.passportGivenCode,
    passport_given_date: r.passportGivenDate,
    passport_given_location: r.passportGivenLocation,
    snils: r.snils,
    initials: initials(r.firstName, r.lastName),
    // Spec §3: filled only when every personal-data and document field is present.
    profile_filled: PROFILE_FIELDS.every((f) => {
      const v = r[f];
      return typeof v === 'string' && v.trim() !== '';
    }),
    has_password: !!r.passwordHash,
  };
}

export async function loadUser(db: Db, id: number): Promise<Row> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw detail(401, 'Пользователь не найден.');
  return row;
}

const COLUMNS = {
  first_name: 'firstName',
  last_name: 'lastName',
  patronymic: 'patronymic',
  birth_date: 'birthDate',
  phone: 'phone',
  passport_series: 'passportSeries',
  passport_number: 'passportNumber',
  passport_given_code: 'passportGivenCode',
  passport_given_date: 'passportGivenDate',
  passport_given_location: 'passportGivenLocation',
  snils: 'snils',
  unp: 'unp',
  inn: 'inn',
} as const;

/** Only the fields sent change; an empty text clears the field. */
export async function updatePersonalData(
  db: Db,
  userId: number,
  patch: z.output<typeof personalPatchSchema>,
): Promise<void> {
  const set: Partial<Record<(typeof COLUMNS)[keyof typeof COLUMNS], string | null>> = {};
  for (const [key, column] of Object.entries(COLUMNS) as [
    keyof typeof COLUMNS,
    (typeof COLUMNS)[keyof typeof COLUMNS],
  ][]) {
    const value = patch[key];
    if (value !== undefined) set[column] = value === '' ? null : value;
  }
  if (Object.keys(set).length > 0) await db.update(users).set(set).where(eq(users.id, userId));
}

export function listAddresses(db: Db, userId: number) {
  return db
    .select({ id: userAddresses.id, title: userAddresses.title, address: userAddresses.address })
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(asc(userAddresses.id));
}
