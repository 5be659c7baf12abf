import type { Hono } from 'hono';
import { isStaff } from '@/lib/account/roles';
import {
  consoleImportRun,
  consoleImports,
  consoleImportStatus,
  consoleImportUpload,
} from '@/lib/api/endpoints/console-import';
import { bind, toHonoPath } from '../http/bind';
import type { AppEnv } from '../http/context';
import { detail } from '../http/errors';
import { recentImports, startSheetImport, statusOf } from './job';
import { previewUpload } from './upload';

/** Issue #14, item 6: goods from a spreadsheet, through the 1C import's writers and log. */
export function registerConsoleImportRoutes(app: Hono<AppEnv>): void {
  // A file: read by hand (bind() reads JSON of up to 64 KB), the same access check first.
  app.post(toHonoPath(consoleImportUpload.path), async (c) => {
    const user = c.get('user');
    if (!user)
      throw detail(401, 'Учётные данные не были предоставлены.', { 'WWW-Authenticate': 'Bearer' });
    if (!isStaff(user.role))
      throw detail(403, 'У вас недостаточно прав для выполнения данного действия.');
    return c.json(await previewUpload(c, user));
  });
  bind(app, consoleImports, async (c) => recentImports((await c.get('deps').database()).db));
  bind(app, consoleImportRun, async (c, { body }, user) =>
    startSheetImport(c.get('deps'), user, body),
  );
  bind(app, consoleImportStatus, async (c, { params }) =>
    statusOf((await c.get('deps').database()).db, params.id),
  );
}
