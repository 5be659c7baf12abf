import type { Hono } from 'hono';
import {
  consoleStaff,
  consoleStaffBlock,
  consoleStaffCreate,
  consoleStaffRole,
  consoleStaffUnblock,
} from '@/lib/api/endpoints/console-staff';
import { STAFF_ROLE_TITLES } from '@/lib/constants';
import { bind } from '../http/bind';
import type { AppEnv } from '../http/context';
import { staffInviteMail } from '../mail/templates/console';
import { changeStaff, createStaff, listStaff } from './staff';

/** Issue #14, item 8: managers' accounts, for admins only (access 'admin'). */
export function registerConsoleStaffRoutes(app: Hono<AppEnv>): void {
  bind(app, consoleStaff, async (c, { query }, me) => {
    const { db } = await c.get('deps').database();
    return listStaff(db, me, query);
  });

  bind(app, consoleStaffCreate, async (c, { body }, me) => {
    const deps = c.get('deps');
    const { db } = await deps.database();
    const member = await createStaff(db, me, body);
    await deps.mailer.send(db, {
      to: member.email,
      ...staffInviteMail(
        body.first_name,
        STAFF_ROLE_TITLES[member.role],
        member.email,
        deps.siteOrigin,
      ),
    });
    return member;
  });

  bind(app, consoleStaffBlock, async (c, { params }, me) => {
    const { db } = await c.get('deps').database();
    return changeStaff(db, me, params.id, { kind: 'status', to: 'blocked' });
  });

  bind(app, consoleStaffUnblock, async (c, { params }, me) => {
    const { db } = await c.get('deps').database();
    return changeStaff(db, me, params.id, { kind: 'status', to: 'active' });
  });

  bind(app, consoleStaffRole, async (c, { params, body }, me) => {
    const { db } = await c.get('deps').database();
    return changeStaff(db, me, params.id, { kind: 'role', to: body.role });
  });
}
