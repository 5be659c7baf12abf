import { isStaff } from '@/lib/account/roles';
import type { Hono } from 'hono';
import {
  cartExport,
  orderExport,
  quickOrderMatch,
  quickOrderToCart,
} from '@/lib/api/endpoints/quick-order';
import { cartInfo } from '../cart/carts';
import { buyingContext } from '../cart/cart-context';
import { bind, toHonoPath } from '../http/bind';
import type { AppEnv } from '../http/context';
import { detail } from '../http/errors';
import { cartExport as exportCart, orderExport as exportOrder, type ExportFile } from './export';
import { matchLines } from './match';
import { addLines } from './to-cart';
import { readQuickOrderInput } from './upload';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A download with a Russian name (RFC 5987) and an ASCII fallback for old clients. */
function download(file: ExportFile): Response {
  const ascii = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'Content-Type': XLSX_TYPE,
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      'Cache-Control': 'private, no-store',
    },
  });
}

/** Issue #13: quick order (paste or spreadsheet → review → cart) and XLSX export. */
export function registerQuickOrderRoutes(app: Hono<AppEnv>): void {
  // Read by hand, not through bind(): the body is a paste of up to 1 000 lines or a file.
  app.post(toHonoPath(quickOrderMatch.path), async (c) => {
    if (!c.get('user'))
      throw detail(401, 'Учётные данные не были предоставлены.', { 'WWW-Authenticate': 'Bearer' });
    const input = await readQuickOrderInput(c);
    const { db } = await c.get('deps').database();
    return c.json({ lines: await matchLines(db, input.lines), skipped: input.skipped });
  });

  bind(app, quickOrderToCart, async (c, { body }, user) => {
    const { db, ref } = await buyingContext(c, user, body.trade_point_id);
    const added = await addLines(db, ref, body.lines);
    return { added, cart: await cartInfo(db, ref) };
  });

  bind(app, cartExport, async (c, { query }, user) => {
    const { db, ref } = await buyingContext(c, user, query.trade_point_id);
    return download(await exportCart(db, ref));
  });

  bind(app, orderExport, async (c, { params }, user) => {
    const { db } = await c.get('deps').database();
    const owner = isStaff(user.role) ? null : user.id;
    return download(await exportOrder(db, params.id, owner));
  });
}
