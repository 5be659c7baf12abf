import { z } from '../contract/zod-ru';
import { endpoint } from '../endpoint';
import { idParamSchema, okSchema } from '../contract/common';
import {
  cartDeliveryInputSchema,
  cartInfoSchema,
  cartItemInputSchema,
  cartListSchema,
  cartPaymentInputSchema,
  cartQuerySchema,
  cartRecipientInputSchema,
  cartRemoveInputSchema,
  favouriteInputSchema,
  favouriteSchema,
  favouritesQuerySchema,
  favouritesSchema,
  orderCartMakeInputSchema,
  orderCreatedSchema,
  orderDataSchema,
  orderMakeInputSchema,
  orderRepeatInputSchema,
  orderRepeatSchema,
  orderSchema,
  tradePointsSchema,
} from '../contract/buying';

const cart = 'Корзина';
const order = 'Заказ';

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
  params: z.object({
    id: z.coerce
      .number()
      .int('Торговая точка указана неверно')
      .nonnegative('Торговая точка указана неверно'),
  }),
  response: cartInfoSchema,
});
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
export const tradePoints = endpoint({
  id: 'tradePoints',
  method: 'GET',
  path: '/api/trade_points/',
  tag: cart,
  access: 'user',
  summary: 'Торговые точки покупателя и состояние их корзин',
  response: tradePointsSchema,
});
export const orderData = endpoint({
  id: 'orderData',
  method: 'GET',
  path: '/api/order/',
  tag: order,
  access: 'user',
  summary: 'Данные для оформления заказа',
  query: cartQuerySchema,
  response: orderDataSchema,
});
export const orderConfirm = endpoint({
  id: 'orderConfirm',
  method: 'GET',
  path: '/api/order-confirm/{id}/',
  tag: order,
  access: 'user',
  summary: 'Оформленный заказ',
  params: idParamSchema,
  response: orderSchema,
});
export const orderCartMake = endpoint({
  id: 'orderCartMake',
  method: 'POST',
  path: '/api/order/cart/make/',
  tag: order,
  access: 'user',
  status: 201,
  summary:
    'Оформить заказ из корзины с сохранёнными получателем, доставкой и оплатой (идемпотентно по Idempotency-Key)',
  body: orderCartMakeInputSchema,
  response: orderCreatedSchema,
});
export const orderMake = endpoint({
  id: 'orderMake',
  method: 'POST',
  path: '/api/order/make/',
  tag: order,
  access: 'user',
  status: 201,
  summary: 'Оформить заказ (идемпотентно по Idempotency-Key)',
  body: orderMakeInputSchema,
  response: orderCreatedSchema,
});
export const orderRepeat = endpoint({
  id: 'orderRepeat',
  method: 'POST',
  path: '/api/order/{id}/repeat/',
  tag: order,
  access: 'user',
  summary: 'Повторить заказ: положить его строки в корзину',
  params: idParamSchema,
  body: orderRepeatInputSchema,
  response: orderRepeatSchema,
});
