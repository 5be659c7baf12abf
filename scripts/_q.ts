import { sql } from 'drizzle-orm';
import { openDatabase } from '@/server/db/client';
const database = await openDatabase({ driver: 'pglite' });
for (const q of [
  sql`select (setweight(to_tsvector('russian','сверло'),'A') || strip(to_tsvector('russian','сверло по металлу набор'))) as v`,
  sql`select (setweight(to_tsvector('russian','сверло'),'A') || strip(to_tsvector('russian','сверло по металлу набор'))) @@ 'набор:A'::tsquery as stripped_a, (setweight(to_tsvector('russian','сверло'),'A') || strip(to_tsvector('russian','сверло по металлу набор'))) @@ 'сверл:A'::tsquery as head_a`,
  sql`select (setweight(to_tsvector('russian','сверло'),'A') || setweight(to_tsvector('russian','минеральной ваты'),'C') || strip(to_tsvector('russian','клей'))) @@ 'минеральн:ABD'::tsquery as c_excluded, (setweight(to_tsvector('russian','сверло'),'A') || strip(to_tsvector('russian','клей'))) @@ 'кле:ABD'::tsquery as stripped_d`,
]) { const r: any = await database.db.execute(q); console.log(r.rows); }
await database.close();
