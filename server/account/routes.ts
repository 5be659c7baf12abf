import type { Hono } from 'hono';
import {
  personal,
  personalAddresses,
  personalUpdate,
  setPassword,
} from '@/lib/api/endpoints/account';
import { sessionConfig } from '../auth/config';
import { startSession } from '../auth/sessions';
import { bind } from '../http/bind';
import type { AppEnv } from '../http/context';
import { clockNow } from '../auth/login-throttle';
import { clientIp } from '../http/client-ip';
import { assertMayChangePassword, changePassword } from './password';
import { listAddresses, loadUser, toUser, updatePersonalData } from './personal';

export function registerAccountRoutes(app: Hono<AppEnv>): void {
  bind(app, personal, async (c, _input, user) => {
    const { db } = await c.get('deps').database();
    return toUser(await loadUser(db, user.id));
  });

  bind(app, personalUpdate, async (c, { body }, user) => {
    const { db } = await c.get('deps').database();
    await updatePersonalData(db, user.id, body);
    return toUser(await loadUser(db, user.id));
  });

  bind(app, personalAddresses, async (c, _input, user) => {
    const { db } = await c.get('deps').database();
    return listAddresses(db, user.id);
  });

  bind(app, setPassword, async (c, { body }, user) => {
    const { db } = await c.get('deps').database();
    await assertMayChangePassword(db, user, {
      signedInAt: c.get('signedInAt'),
      currentPassword: body.current_password,
      attempt: { scope: 'site', account: user.email, ip: clientIp(c), now: clockNow(c) },
    });
    await changePassword(db, user, body.password);
    // Every other login ends; this browser gets a fresh one.
    return startSession(db, sessionConfig(c), user);
  });
}
