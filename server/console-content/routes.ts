import type { Context, Hono } from 'hono';
import { CONSOLE_PAGE_SIZE } from '@/lib/api/contract/console-content';
import {
  consoleForms,
  consoleFormUpdate,
  consoleNav,
  consoleNavCreate,
  consoleNavDelete,
  consoleNavOrder,
  consoleNavUpdate,
  consolePage,
  consolePageCreate,
  consolePageDelete,
  consolePagePreview,
  consolePages,
  consolePageUpdate,
  consoleRequests,
  consoleRequestUpdate,
  consoleSetting,
  consoleSettings,
  consoleSettingsUpdate,
} from '@/lib/api/endpoints/console-content';
import { bind } from '../http/bind';
import type { AppEnv } from '../http/context';
import { sanitizeRichText } from '../content/rich-text';
import { listForms, updateForm } from './forms';
import { createNavItem, deleteNavItem, listNav, reorderNav, updateNavItem } from './navigation';
import { createPage, deletePage, getConsolePage, listConsolePages, updatePage } from './pages';
import { listRequests, updateRequest } from './requests';
import { getSetting, listSettings, updateSettings } from './settings';

const db = async (c: Context<AppEnv>) => (await c.get('deps').database()).db;

/** Issue #14: a guest sees a console change at once — the cached public pages are dropped. */
async function refresh<T extends { tags: string[] }>(c: Context<AppEnv>, result: T): Promise<T> {
  await c.get('deps').onCatalogChanged?.(result.tags);
  return result;
}

export function registerConsoleContentRoutes(app: Hono<AppEnv>): void {
  bind(app, consolePages, async (c, { query }) =>
    listConsolePages(await db(c), query, CONSOLE_PAGE_SIZE),
  );
  bind(app, consolePage, async (c, { params }) => getConsolePage(await db(c), params.id));
  bind(
    app,
    consolePageCreate,
    async (c, { body }, user) => (await refresh(c, await createPage(await db(c), user, body))).page,
  );
  bind(
    app,
    consolePageUpdate,
    async (c, { params, body }, user) =>
      (await refresh(c, await updatePage(await db(c), user, params.id, body))).page,
  );
  bind(app, consolePageDelete, async (c, { params }, user) => {
    await refresh(c, await deletePage(await db(c), user, params.id));
    return { detail: 'Страница удалена' };
  });
  bind(app, consolePagePreview, async (_c, { body }) =>
    Promise.resolve({ content: sanitizeRichText(body.content) }),
  );

  bind(app, consoleNav, async (c) => listNav(await db(c)));
  bind(
    app,
    consoleNavCreate,
    async (c, { body }, user) =>
      (await refresh(c, await createNavItem(await db(c), user, body))).item,
  );
  bind(
    app,
    consoleNavUpdate,
    async (c, { params, body }, user) =>
      (await refresh(c, await updateNavItem(await db(c), user, params.id, body))).item,
  );
  bind(app, consoleNavDelete, async (c, { params }, user) => {
    await refresh(c, await deleteNavItem(await db(c), user, params.id));
    return { detail: 'Пункт меню удалён' };
  });
  bind(
    app,
    consoleNavOrder,
    async (c, { body }, user) =>
      (await refresh(c, await reorderNav(await db(c), user, body.ids))).items,
  );

  bind(app, consoleForms, async (c) => listForms(await db(c)));
  bind(
    app,
    consoleFormUpdate,
    async (c, { params, body }, user) =>
      (await refresh(c, await updateForm(await db(c), user, params.id, body))).form,
  );

  bind(app, consoleSettings, async (c, _input, user) => listSettings(await db(c), user));
  bind(app, consoleSetting, async (c, { params }, user) =>
    getSetting(await db(c), user, params.name),
  );
  bind(
    app,
    consoleSettingsUpdate,
    async (c, { body }, user) =>
      (await refresh(c, await updateSettings(await db(c), user, body.values))).list,
  );

  bind(app, consoleRequests, async (c, { query }) =>
    listRequests(await db(c), query, CONSOLE_PAGE_SIZE),
  );
  bind(app, consoleRequestUpdate, async (c, { params, body }, user) =>
    updateRequest(await db(c), user, params.id, body),
  );
}
