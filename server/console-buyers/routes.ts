import type { Hono } from 'hono';
import {
  consoleBuyer,
  consoleBuyerActivate,
  consoleBuyerBlock,
  consoleBuyerPasswordReset,
  consoleBuyers,
  consoleBuyerUnblock,
} from '@/lib/api/endpoints/console-buyers';
import { bind } from '../http/bind';
import type { AppEnv } from '../http/context';
import { accountActivatedMail } from '../mail/templates/accounts';
import { managerRestoreMail } from '../mail/templates/console';
import { moveBuyer, sendPasswordReset } from './actions';
import { listBuyers, loadBuyer } from './buyers';

/** Issue #14, item 2: buyers in the console (the price type: server/pricing/routes.ts). */
export function registerConsoleBuyerRoutes(app: Hono<AppEnv>): void {
  bind(app, consoleBuyers, async (c, { query }) => {
    const { db } = await c.get('deps').database();
    return listBuyers(db, query);
  });

  bind(app, consoleBuyer, async (c, { params }) => {
    const { db } = await c.get('deps').database();
    return loadBuyer(db, params.id);
  });

  bind(app, consoleBuyerActivate, async (c, { params }, manager) => {
    const deps = c.get('deps');
    const { db } = await deps.database();
    const buyer = await moveBuyer(db, manager, params.id, {
      from: ['pending'],
      to: 'active',
      action: 'activate',
      refused: 'Активировать можно только учётную запись, ожидающую проверки.',
    });
    await deps.mailer.send(db, {
      to: buyer.email,
      ...accountActivatedMail(buyer.firstName ?? '', deps.siteOrigin),
    });
    return loadBuyer(db, params.id);
  });

  bind(app, consoleBuyerBlock, async (c, { params }, manager) => {
    const { db } = await c.get('deps').database();
    await moveBuyer(db, manager, params.id, {
      from: ['pending', 'active'],
      to: 'blocked',
      action: 'block',
      refused: 'Покупатель уже заблокирован.',
    });
    return loadBuyer(db, params.id);
  });

  bind(app, consoleBuyerUnblock, async (c, { params }, manager) => {
    const { db } = await c.get('deps').database();
    await moveBuyer(db, manager, params.id, {
      from: ['blocked'],
      to: 'active',
      action: 'unblock',
      refused: 'Покупатель не заблокирован.',
    });
    return loadBuyer(db, params.id);
  });

  bind(app, consoleBuyerPasswordReset, async (c, { params }, manager) => {
    const deps = c.get('deps');
    const { db } = await deps.database();
    const sent = await sendPasswordReset(db, manager, params.id, deps.jwtSecret);
    await deps.mailer.send(db, { to: sent.email, ...managerRestoreMail(sent.code, sent.name) });
    return { detail: `Письмо с кодом для восстановления доступа отправлено на ${sent.email}.` };
  });
}
