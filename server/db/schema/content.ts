import {
  customType,
  doublePrecision,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

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
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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
