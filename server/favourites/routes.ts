import type { Hono } from 'hono';
import { favouriteAdd, favouriteRemove, favourites } from '@/lib/api/endpoints/favourites';
import { addFavourite, listFavourites, removeFavourite } from './favourites';
import { bind } from '../http/bind';
import type { AppEnv } from '../http/context';

export function registerFavouriteRoutes(app: Hono<AppEnv>): void {
  bind(app, favourites, async (c, { query }, user) => {
    const { db } = await c.get('deps').database();
    return listFavourites(db, user.id, query.page, query.pageSize, favourites.path);
  });

  bind(app, favouriteAdd, async (c, { body }, user) => {
    const { db } = await c.get('deps').database();
    return addFavourite(db, user.id, body.product_id);
  });

  bind(app, favouriteRemove, async (c, { params }, user) => {
    const { db } = await c.get('deps').database();
    await removeFavourite(db, user.id, params.id);
    return { detail: 'Товар убран из избранного.' };
  });
}
