import type { Db } from '@/server/db/client';

/** The handle inside `db.transaction`: the same query builder, bound to one transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
