import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

// PGlite passes a bytea parameter or value about ten times slower than the same bytes as base64
// text, on the server's own thread: 145–276 ms for a 0.9 MB price list either way, 4–30 ms as
// text (README, price lists). PostgreSQL takes both alike.

/** Bytes to store in a bytea column, sent as base64 text the database decodes. */
export const bytesAsText = (bytes: Uint8Array): SQL<Buffer> =>
  sql<Buffer>`decode(${Buffer.from(bytes).toString('base64')}, 'base64')`;

/** A bytea column read as base64 text and turned back into bytes here. */
export const bytesFromText = (column: AnyColumn): SQL<Buffer> =>
  sql<string>`encode(${column}, 'base64')`.mapWith((text: string) => Buffer.from(text, 'base64'));
