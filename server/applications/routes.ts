import type { Hono } from 'hono';
import {
  managerActivate,
  managerApplication,
  managerApplications,
  managerReject,
} from '@/lib/api/endpoints/applications';
import { bind } from '../http/bind';
import type { AppEnv } from '../http/context';
import { accountActivatedMail, accountRejectedMail } from '../mail/templates/accounts';
import {
  activateAccount,
  blockAccount,
  contactLine,
  decide,
  listApplications,
  loadApplication,
} from './applications';

export function registerApplicationRoutes(app: Hono<AppEnv>): void {
  bind(app, managerApplications, async (c, { query }) => {
    const { db } = await c.get('deps').database();
    return listApplications(db, query.status, query.page);
  });

  bind(app, managerApplication, async (c, { params }) => {
    const { db } = await c.get('deps').database();
    return loadApplication(db, params.id);
  });

  bind(app, managerActivate, async (c, { params }, manager) => {
    const deps = c.get('deps');
    const { db } = await deps.database();
    const application = await decide(db, params.id, manager.id, 'approved', null);
    await activateAccount(db, application.user_id);
    await deps.mailer.send(db, {
      to: application.email,
      ...accountActivatedMail(application.first_name, deps.siteOrigin),
    });
    return loadApplication(db, params.id);
  });

  bind(app, managerReject, async (c, { params, body }, manager) => {
    const deps = c.get('deps');
    const { db } = await deps.database();
    const application = await decide(db, params.id, manager.id, 'rejected', body.reason);
    await blockAccount(db, application.user_id);
    await deps.mailer.send(db, {
      to: application.email,
      ...accountRejectedMail(application.first_name, body.reason, await contactLine(db)),
    });
    return loadApplication(db, params.id);
  });
}
