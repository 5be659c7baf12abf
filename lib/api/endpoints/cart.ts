import { z } from '../contract/zod-ru';
import { endpoint } from '../endpoint';
import {
  cartDeliveryInputSchema,
  cartInfoSchema,
  cartItemInputSchema,
  cartListSchema,
  cartPaymentInputSchema,
  cartQuerySchema,
  cartRecipientInputSchema,
  cartRemoveInputSchema,
  TEXT_BAD_TRADE_POINT,
} from '../contract/cart';
import { pathIdSchema } from '../contract/ids';

const cart = 'Корзина';

// trade_point_id everywhere: absent — the active cart, 0 or null — the base cart.
export const cartInfo = endpoint({
  id: 'cartInfo',
  method: 'GET',
  path: '/api/cart/info/',
  tag: cart,
  access: 'user',
  summary: 'Сводка корзины',
  query: cartQuerySchema,
  response: cartInfoSchema,
});

export const cartList = endpoint({
  id: 'cartList',
  method: 'GET',
  path: '/api/cart/list/',
  tag: cart,
  access: 'user',
  summary: 'Строки корзины',
  query: cartQuerySchema,
  response: cartListSchema,
});

export const cartAdd = endpoint({
  id: 'cartAdd',
  method: 'POST',
  path: '/api/cart/add/',
  tag: cart,
  access: 'user',
  summary: 'Добавить товар (количество прибавляется)',
  body: cartItemInputSchema,
  response: cartInfoSchema,
});

export const cartUpdate = endpoint({
  id: 'cartUpdate',
  method: 'POST',
  path: '/api/cart/update/',
  tag: cart,
  access: 'user',
  summary: 'Задать количество товара',
  body: cartItemInputSchema,
  response: cartInfoSchema,
});

export const cartRemove = endpoint({
  id: 'cartRemove',
  method: 'POST',
  path: '/api/cart/remove/',
  tag: cart,
  access: 'user',
  summary: 'Убрать товар из корзины',
  body: cartRemoveInputSchema,
  response: cartInfoSchema,
});

export const cartClear = endpoint({
  id: 'cartClear',
  method: 'POST',
  path: '/api/cart/clear/',
  tag: cart,
  access: 'user',
  summary: 'Очистить корзину',
  query: cartQuerySchema,
  body: z.object({}).optional(),
  response: cartInfoSchema,
});

export const cartRecipient = endpoint({
  id: 'cartRecipient',
  method: 'POST',
  path: '/api/cart/recipient/',
  tag: cart,
  access: 'user',
  summary: 'Получатель заказа',
  body: cartRecipientInputSchema,
  response: cartListSchema,
});

export const cartDelivery = endpoint({
  id: 'cartDelivery',
  method: 'POST',
  path: '/api/cart/delivery/',
  tag: cart,
  access: 'user',
  summary: 'Способ и адрес доставки',
  body: cartDeliveryInputSchema,
  response: cartListSchema,
});

export const cartPayment = endpoint({
  id: 'cartPayment',
  method: 'POST',
  path: '/api/cart/payment/',
  tag: cart,
  access: 'user',
  summary: 'Способ оплаты',
  body: cartPaymentInputSchema,
  response: cartListSchema,
});

export const cartTradePoint = endpoint({
  id: 'cartTradePoint',
  method: 'POST',
  path: '/api/cart/trade_point/{id}/',
  tag: cart,
  access: 'user',
  summary: 'Выбрать активную корзину (0 — базовая)',
  params: z.object({ id: pathIdSchema(TEXT_BAD_TRADE_POINT, { min: 0 }) }),
  response: cartInfoSchema,
});
