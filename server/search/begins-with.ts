import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * Rows whose `column` begins with `prefix`, as a range a `text_pattern_ops` index reads: the
 * prefix itself up to the prefix followed by the last code point. Unlike `LIKE 'prefix%'`, it
 * needs no escaping and a kept statement's generic plan can take it into the index.
 */
export const beginsWith = (column: SQLWrapper, prefix: SQLWrapper | string): SQL =>
  sql`${column} ~>=~ ${prefix} and ${column} ~<~ (${prefix} || chr(1114111))`;
