import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
// A cycle with ./exchange (it names users), safe: both sides only read it lazily.
import { priceTypes } from './exchange';

export const userRole = pgEnum('user_role', ['customer', 'manager', 'exchange', 'admin']);
export const userStatus = pgEnum('user_status', ['pending', 'active', 'blocked']);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: userRole('role').notNull().default('customer'),
    status: userStatus('status').notNull().default('pending'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    patronymic: text('patronymic'),
    birthDate: date('birth_date'),
    phone: text('phone'),
    organization: text('organization'),
    inn: text('inn'),
    unp: text('unp'),
    passportSeries: text('passport_series'),
    passportNumber: text('passport_number'),
    passportGivenCode: text('passport_given_code'),
    passportGivenDate: date('passport_given_date'),
    passportGivenLocation: text('passport_given_location'),
    snils: text('snils'),
    /** The cart chosen through POST /api/cart/trade_point/{id}/; null is the base cart. */
    activeTradePointId: integer('active_trade_point_id'),
    /**
     * Issue #13: the buyer's contract price type (1C «ТипЦены»). The account is the buyer
     * organisation here; null, or a type 1C has since deleted, means the base type.
     */
    priceTypeId: integer('price_type_id').references((): AnyPgColumn => priceTypes.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

export const applicationStatus = pgEnum('application_status', ['pending', 'approved', 'rejected']);

/** What an applicant submitted, kept as given for the manager who reviews it. */
export const registrationApplications = pgTable('registration_applications', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  payload: jsonb('payload').notNull(),
  status: applicationStatus('status').notNull().default('pending'),
  reviewedBy: integer('reviewed_by').references(() => users.id),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  comment: text('comment'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const codePurpose = pgEnum('code_purpose', ['login', 'registration', 'restore']);

export const authCodes = pgTable(
  'auth_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    purpose: codePurpose('purpose').notNull(),
    /** scrypt hash; the code itself is never stored. */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_codes_email_idx').on(t.email, t.createdAt)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: uuid('jti').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One login; reuse of a rotated token revokes the whole family. */
    familyId: uuid('family_id').notNull(),
    replacedBy: uuid('replaced_by'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the family's sign-in (password or code) happened; rotation copies it. A password
     * change without the current password needs a recent one (issue #17). */
    authAt: timestamp('auth_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

export const tradePoints = pgTable(
  'trade_points',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    address: text('address'),
    phone: text('phone'),
    isArchived: boolean('is_archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trade_points_user_idx').on(t.userId)],
);

export const userAddresses = pgTable('user_addresses', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  address: text('address').notNull(),
});

/** Fixed-window counters shared by every app instance (rate limits). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
