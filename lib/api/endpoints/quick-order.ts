import { endpoint } from '../endpoint';
import { cartQuerySchema } from '../contract/cart';
import { idParamSchema } from '../contract/common';
import {
  fileResponseSchema,
  quickOrderMatchInputSchema,
  quickOrderMatchSchema,
  quickOrderToCartInputSchema,
  quickOrderToCartSchema,
} from '../contract/quick-order';

const tag = 'Быстрый заказ';

/** JSON `{text}` or multipart/form-data with `file` (XLSX or CSV); nothing is added yet. */
export const quickOrderMatch = endpoint({
  id: 'quickOrderMatch',
  method: 'POST',
  path: '/api/quick-order/match/',
  tag,
  access: 'user',
  summary: 'Разобрать вставленные строки или таблицу и найти товары',
  body: quickOrderMatchInputSchema,
  response: quickOrderMatchSchema,
});

export const quickOrderToCart = endpoint({
  id: 'quickOrderToCart',
  method: 'POST',
  path: '/api/quick-order/to-cart/',
  tag,
  access: 'user',
  summary: 'Положить подтверждённые строки в корзину (все или ничего)',
  body: quickOrderToCartInputSchema,
  response: quickOrderToCartSchema,
});

export const cartExport = endpoint({
  id: 'cartExport',
  method: 'GET',
  path: '/api/cart/export/',
  tag,
  access: 'user',
  summary: 'Корзина в XLSX',
  query: cartQuerySchema,
  response: fileResponseSchema,
});

export const orderExport = endpoint({
  id: 'orderExport',
  method: 'GET',
  path: '/api/order/{id}/export/',
  tag,
  access: 'user',
  summary: 'Заказ в XLSX (покупателю и менеджеру)',
  params: idParamSchema,
  response: fileResponseSchema,
});
