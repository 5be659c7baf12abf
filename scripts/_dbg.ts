import { openDatabase } from '@/server/db/client';
import { seedDemo } from '@/demo/seed-demo';
import { modalSearch } from '@/server/search/modal-search';
import { resolveSearch } from '@/server/search/product-search';
import { searchSql } from '@/server/search/ts-query';
const database = await openDatabase({ driver: 'pglite' });
await seedDemo(database, { products: 2000, direct: true });
const qs = process.argv.slice(2);
for (const q of qs) {
  const r = await resolveSearch(database.db, q);
  console.log('##', q, JSON.stringify(r?.resolved.tokens), r?.ignored, r?.resolved.corrected);
  const m = await modalSearch(database.db, q);
  console.log(m.products.slice(0, 4).map((p) => p.title).join(' | '), m.ignored);
}
await database.close();
