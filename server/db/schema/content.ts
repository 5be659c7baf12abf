import {
  bigint,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { priceTypes } from './exchange';
import { users } from './users';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

export const siteConfigs = pgTable('site_configs', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

export const navType = pgEnum('nav_type', ['direct_link', 'page']);

export const navigationItems = pgTable('navigation_items', {
  id: serial('id').primaryKey(),
  type: navType('type').notNull(),
  title: text('title').notNull(),
  slug: text('slug').notNull(),
  target: text('target'),
  sort: integer('sort').notNull().default(0),
});

export const pages = pgTable('pages', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id').references((): AnyPgColumn => pages.id),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  /** Trusted HTML written by managers. */
  content: text('content').notNull(),
  seoTitle: text('seo_title'),
  seoDescription: text('seo_description'),
  seoH1: text('seo_h1'),
  seoKeywords: text('seo_keywords'),
  ogTitle: text('og_title'),
  ogDescription: text('og_description'),
  ogImage: text('og_image'),
  sort: integer('sort').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Issue #14: raised by every console save; a save naming an older one is refused. */
  version: integer('version').notNull().default(1),
});

export const priceListDocuments = pgTable('price_list_documents', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  fileName: text('file_name').notNull(),
  type: text('type').notNull(),
  mimeType: text('mime_type').notNull(),
  content: bytea('content').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  sort: integer('sort').notNull().default(0),
  /**
   * Issue #14: set on the price list the shop builds itself for one price type (rebuilt after
   * every import or edit); null on a file a manager uploaded.
   */
  priceTypeId: integer('price_type_id').references(() => priceTypes.id, { onDelete: 'cascade' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Issue #15: whether the generated price lists are current, for every instance (one row). A
 * catalogue change counts `changed` up; a build stores the count it started from in
 * `builtFor`. An instance that did not see the change, or outlived the one that did, still
 * finds the lists stale and builds them before it lists or serves one.
 */
export const priceListState = pgTable('price_list_state', {
  id: integer('id').primaryKey().default(1),
  changed: bigint('changed', { mode: 'number' }).notNull().default(1),
  builtFor: bigint('built_for', { mode: 'number' }).notNull().default(0),
});

export const requestStatus = pgEnum('request_status', ['new', 'in_work', 'done']);

export const requestForms = pgTable('request_forms', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  title: text('title').notNull(),
  fields: jsonb('fields')
    .$type<{ name: string; label: string; kind: 'CharField' | 'EmailField'; required: boolean }[]>()
    .notNull(),
});

export const requestSubmissions = pgTable('request_submissions', {
  id: serial('id').primaryKey(),
  formId: integer('form_id')
    .notNull()
    .references(() => requestForms.id),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  comment: text('comment').notNull().default(''),
  ip: text('ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Issue #14: the requests inbox — new, in work, done — and the manager's own comment. */
  status: requestStatus('status').notNull().default('new'),
  managerComment: text('manager_comment').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Company directory behind the registration suggestions (dd_party). */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  title: text('title').notNull(),
  inn: text('inn'),
  unp: text('unp'),
  country: text('country').notNull(),
  address: text('address'),
});

/** Where to buy: own shops and partner outlets. */
export const outlets = pgTable('outlets', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  kind: text('kind').notNull(),
  city: text('city').notNull(),
  address: text('address').notNull(),
  phone: text('phone'),
  hours: text('hours').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Every message the shop sends; the embedded default stops here and logs it. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
});

/**
 * Issue #14: every change made in the manager console — who, what, when, with the values
 * before and after (null for a creation or a deletion respectively).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** Null once the person's account is deleted; the e-mail stays for the record. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userEmail: text('user_email').notNull(),
    /** create | update | delete | upload | import | … */
    action: text('action').notNull(),
    /** The changed thing's kind: product, category, page, site_config, buyer, … */
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    /** A human label of the object at the time (a product's name), for the log's list. */
    objectTitle: text('object_title').notNull().default(''),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_object_idx').on(t.objectType, t.objectId),
    index('audit_log_user_idx').on(t.userId),
  ],
);
