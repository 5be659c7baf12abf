import type { Context, Hono } from 'hono';
import { CONSOLE_SYNONYMS_PAGE_SIZE } from '@/lib/api/contract/console-search';
import {
  consoleSynonymCreate,
  consoleSynonymDelete,
  consoleSynonyms,
  consoleSynonymUpdate,
} from '@/lib/api/endpoints/console-search';
import { bind } from '../http/bind';
import type { AppEnv } from '../http/context';
import {
  CACHE_TAG_SEARCH,
  createSynonymGroup,
  deleteSynonymGroup,
  listSynonyms,
  updateSynonymGroup,
} from './synonyms';

const db = async (c: Context<AppEnv>) => (await c.get('deps').database()).db;

/** Cached result pages are dropped, so a guest's next search uses the new groups at once. */
async function refresh<T>(c: Context<AppEnv>, result: T): Promise<T> {
  await c.get('deps').onCatalogChanged?.([CACHE_TAG_SEARCH]);
  return result;
}

/** Issue #16, item 5: the search's synonym groups in the console. */
export function registerConsoleSearchRoutes(app: Hono<AppEnv>): void {
  bind(app, consoleSynonyms, async (c, { query }) =>
    listSynonyms(await db(c), query, CONSOLE_SYNONYMS_PAGE_SIZE),
  );
  bind(app, consoleSynonymCreate, async (c, { body }, user) =>
    refresh(c, await createSynonymGroup(await db(c), user, body)),
  );
  bind(app, consoleSynonymUpdate, async (c, { params, body }, user) =>
    refresh(c, await updateSynonymGroup(await db(c), user, params.id, body)),
  );
  bind(app, consoleSynonymDelete, async (c, { params }, user) => {
    await refresh(c, await deleteSynonymGroup(await db(c), user, params.id));
    return { detail: 'Группа синонимов удалена' };
  });
}
