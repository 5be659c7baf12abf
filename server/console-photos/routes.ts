import type { Context, Hono } from 'hono';
import { isStaff } from '@/lib/account/roles';
import {
  consolePhotoAlt,
  consolePhotoDelete,
  consolePhotoOrder,
  consolePhotos,
  consolePhotoUpload,
} from '@/lib/api/endpoints/console-photos';
import { idParamSchema } from '@/lib/api/contract/common';
import type { ConsolePhotos } from '@/lib/api/contract/console-photos';
import { bind, toHonoPath } from '../http/bind';
import type { AppEnv, AuthUser } from '../http/context';
import { ApiError, detail, notFound, zodToFieldErrors } from '../http/errors';
import { defaultMediaStorage } from '../media/local-storage';
import { deletePhoto, listPhotos, reorderPhotos, setPhotoAlt, uploadPhotos } from './photos';
import { readPhotoForm } from './upload-form';

/**
 * The first photo shows in listings, search and the cart, the rest on the product's page: the
 * tags of lib/data/cache.ts (CACHE_TAGS.catalog and .product(slug)) drop them all at once.
 */
async function refreshShop(c: Context<AppEnv>, result: ConsolePhotos): Promise<ConsolePhotos> {
  await c.get('deps').onCatalogChanged?.(['catalog', `product:${result.product.slug}`]);
  return result;
}

/** bind()'s access rule, for the one route that reads its body by hand. */
function staffOnly(c: Context<AppEnv>): AuthUser {
  const user = c.get('user');
  if (!user)
    throw detail(
      401,
      c.get('tokenRejected')
        ? 'Токен недействителен или просрочен.'
        : 'Учётные данные не были предоставлены.',
      { 'WWW-Authenticate': 'Bearer' },
    );
  if (!isStaff(user.role))
    throw detail(403, 'У вас недостаточно прав для выполнения данного действия.');
  return user;
}

/** Issue #14, item 1: a product's photos in the manager console. */
export function registerConsolePhotoRoutes(app: Hono<AppEnv>): void {
  bind(app, consolePhotos, async (c, { params }) => {
    const { db } = await c.get('deps').database();
    return listPhotos(db, params.id);
  });

  // Not through bind(): its JSON reader stops at 64 KB and reads no forms.
  app.post(toHonoPath(consolePhotoUpload.path), async (c) => {
    const user = staffOnly(c);
    const params = idParamSchema.safeParse(c.req.param());
    if (!params.success) {
      if (params.error.issues.some((i) => i.code === 'too_big')) throw notFound();
      throw new ApiError(400, zodToFieldErrors(params.error));
    }
    const files = await readPhotoForm(c);
    const deps = c.get('deps');
    const { db } = await deps.database();
    const storage = deps.media ?? defaultMediaStorage();
    const result = await uploadPhotos({ db, storage, user }, params.data.id, files);
    return c.json(await refreshShop(c, result), 201);
  });

  bind(app, consolePhotoOrder, async (c, { params, body }, user) => {
    const { db } = await c.get('deps').database();
    return refreshShop(c, await reorderPhotos({ db, user }, params.id, body.ids));
  });

  bind(app, consolePhotoAlt, async (c, { params, body }, user) => {
    const { db } = await c.get('deps').database();
    return refreshShop(c, await setPhotoAlt({ db, user }, params.id, params.photo_id, body.alt));
  });

  bind(app, consolePhotoDelete, async (c, { params }, user) => {
    const { db } = await c.get('deps').database();
    return refreshShop(c, await deletePhoto({ db, user }, params.id, params.photo_id));
  });
}
