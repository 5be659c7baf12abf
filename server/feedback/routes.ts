import type { Hono } from 'hono';
import {
  FEEDBACK_RATE_LIMIT,
  SIDEBAR_FORM_KEY,
  TEXT_REQUEST_SENT,
  TEXT_REQUEST_TOO_MANY,
} from '@/lib/constants';
import { feedbackForm, feedbackProcess, feedbackSidebarForm } from '@/lib/api/endpoints/feedback';
import { activeManagerEmails } from '../account/managers';
import { bind } from '../http/bind';
import { clientIp } from '../http/client-ip';
import type { AppEnv } from '../http/context';
import { enforceRateLimit } from '../http/rate-limit';
import { findForm, managerLetter, saveSubmission } from './forms';

export function registerFeedbackRoutes(app: Hono<AppEnv>): void {
  // Registered before `/api/feedback/{id}/` so the fixed path wins.
  bind(app, feedbackSidebarForm, async (c) => {
    const { db } = await c.get('deps').database();
    return findForm(db, SIDEBAR_FORM_KEY);
  });

  bind(app, feedbackForm, async (c, { params }) => {
    const { db } = await c.get('deps').database();
    return findForm(db, params.id);
  });

  bind(app, feedbackProcess, async (c, { params, body }) => {
    const deps = c.get('deps');
    const { db } = await deps.database();
    const form = await findForm(db, params.key);
    const ip = clientIp(c);
    // Only valid submissions reach this point (bind validated them), so only they count.
    await enforceRateLimit(
      db,
      `feedback:${ip}`,
      FEEDBACK_RATE_LIMIT.limit,
      FEEDBACK_RATE_LIMIT.windowS,
      TEXT_REQUEST_TOO_MANY,
    );
    await saveSubmission(db, form.id, body, ip);
    const letter = managerLetter(form, body, deps.siteOrigin);
    // The mailer keeps every message in the outbox and logs failures itself: a broken SMTP
    // server never loses the request, which is already stored.
    await Promise.all(
      (await activeManagerEmails(db)).map((to) => deps.mailer.send(db, { to, ...letter })),
    );
    return { detail: TEXT_REQUEST_SENT };
  });
}
