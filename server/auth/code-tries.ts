import type { Context } from 'hono';
import { clientIp } from '../http/client-ip';
import type { AppEnv } from '../http/context';
import { ApiError } from '../http/errors';
import { enforceRateLimit } from '../http/rate-limit';

const WRONG_CODE = 'Неверный или просроченный код. Запросите новый.';

export const wrongCode = () => new ApiError(400, { code: [WRONG_CODE] });

/** Code tries per IP, on top of the five attempts each code allows. */
export async function limitCodeTries(c: Context<AppEnv>): Promise<void> {
  const { db } = await c.get('deps').database();
  await enforceRateLimit(
    db,
    `code-try:ip:${clientIp(c)}`,
    30,
    900,
    'Слишком много попыток ввода кода. Попробуйте позже.',
  );
}
