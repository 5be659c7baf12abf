import { endpoint } from '../endpoint';
import { idParamSchema, okSchema } from '../contract/common';
import {
  favouriteInputSchema,
  favouriteSchema,
  favouritesQuerySchema,
  favouritesSchema,
} from '../contract/favourites';

export const favourites = endpoint({
  id: 'favourites',
  method: 'GET',
  path: '/api/favourites/',
  tag: 'Избранное',
  access: 'user',
  summary: 'Избранные товары',
  query: favouritesQuerySchema,
  response: favouritesSchema,
});

export const favouriteAdd = endpoint({
  id: 'favouriteAdd',
  method: 'POST',
  path: '/api/favourites/',
  tag: 'Избранное',
  access: 'user',
  status: 201,
  summary: 'Добавить в избранное',
  body: favouriteInputSchema,
  response: favouriteSchema,
});

export const favouriteRemove = endpoint({
  id: 'favouriteRemove',
  method: 'DELETE',
  path: '/api/favourites/{id}/',
  tag: 'Избранное',
  access: 'user',
  summary: 'Убрать из избранного (id товара)',
  params: idParamSchema,
  response: okSchema,
});
