import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { z } from '@/lib/api/contract/zod-ru';
import { callTimeEnv } from '@/lib/env';
import { expireTags } from '@/lib/data/expire-tags';

const bodySchema = z.object({
  tags: z
    .array(
      z
        .string()
        .regex(
          /^(catalog|content|outlets|(category|product|page):[a-z0-9/-]*)$/,
          'Неизвестный тег кэша',
        ),
    )
    .min(1)
    .max(100),
});

const json = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `POST /revalidate/` with `Authorization: Bearer $REVALIDATE_SECRET` and `{"tags": [...]}`:
 * whatever changes catalogue or content data outside this process (an import from the
 * accounting system, a manager's edit, a reseed) drops the cached pages at once. Without the
 * variable the route does not exist.
 */
export async function handleRevalidate(req: Request): Promise<Response> {
  const secret = callTimeEnv().REVALIDATE_SECRET;
  if (!secret) return json(404, { detail: 'Не найдено.' });
  const header = req.headers.get('authorization') ?? '';
  if (!header.startsWith('Bearer ') || !sameSecret(header.slice(7).trim(), secret)) {
    return json(401, { detail: 'Учётные данные не были предоставлены.' });
  }
  let body: unknown;
  try {
    body = await req.json();
  } catch {
    return json(400, { detail: 'Некорректный JSON в теле запроса.' });
  }
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) return json(400, { tags: parsed.error.issues.map((i) => i.message) });
  // Expire at once: a changed price must not be shown stale even to one more buyer.
  await expireTags(parsed.data.tags);
  return json(200, { revalidated: [...new Set(parsed.data.tags)] });
}
