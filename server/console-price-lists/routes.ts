import type { Context, Hono } from 'hono';
import {
  consolePriceListDelete,
  consolePriceListOrder,
  consolePriceListRename,
  consolePriceLists,
  consolePriceListUpload,
} from '@/lib/api/endpoints/console-price-lists';
import { isStaff } from '@/lib/account/roles';
import { bind, toHonoPath } from '../http/bind';
import type { AppEnv } from '../http/context';
import { detail } from '../http/errors';
import { refuseBadText } from '../http/text-input';
import {
  consoleList,
  deletePriceList,
  orderPriceLists,
  renamePriceList,
  uploadPriceList,
} from './documents';
import { readPriceListUpload } from './file-check';
import { ensureFreshPriceLists } from './freshness';

const db = async (c: Context<AppEnv>) => (await c.get('deps').database()).db;

/** Issue #14, item 4: the manager's price lists (uploaded files and the generated ones). */
export function registerConsolePriceListRoutes(app: Hono<AppEnv>): void {
  bind(app, consolePriceLists, async (c) => {
    await ensureFreshPriceLists(c.get('deps').database);
    return consoleList(await db(c));
  });

  // A file: read by hand (bind() reads JSON of up to 64 KB), the same access check first.
  app.post(toHonoPath(consolePriceListUpload.path), async (c) => {
    const user = c.get('user');
    if (!user)
      throw detail(401, 'Учётные данные не были предоставлены.', { 'WWW-Authenticate': 'Bearer' });
    if (!isStaff(user.role))
      throw detail(403, 'У вас недостаточно прав для выполнения данного действия.');
    const { file, title } = await readPriceListUpload(c);
    refuseBadText([{ title, name: file.name }]);
    const made = await uploadPriceList(
      await db(c),
      user,
      file,
      title ?? file.name.replace(/\.\w+$/, ''),
    );
    return c.json(made, 201);
  });

  bind(app, consolePriceListRename, async (c, { params, body }, user) =>
    renamePriceList(await db(c), user, params.id, body.title),
  );
  bind(app, consolePriceListDelete, async (c, { params }, user) =>
    deletePriceList(await db(c), user, params.id),
  );
  bind(app, consolePriceListOrder, async (c, { body }, user) =>
    orderPriceLists(await db(c), user, body.ids),
  );
}
