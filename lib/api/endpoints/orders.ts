import { endpoint } from '../endpoint';
import {
  userOrdersQuerySchema,
  userOrdersSchema,
  orderCartMakeInputSchema,
  orderCreatedSchema,
  orderDataSchema,
  orderMakeInputSchema,
  orderRepeatInputSchema,
  orderRepeatSchema,
  orderSchema,
  invoiceFileSchema,
} from '../contract/orders';
import { idParamSchema } from '../contract/common';
import { cartQuerySchema } from '../contract/cart';

const order = 'Заказ';

export const personalOrders = endpoint({
  id: 'personalOrders',
  method: 'GET',
  path: '/api/user/personal/orders/',
  tag: 'Аккаунт',
  access: 'user',
  summary: 'История заказов',
  query: userOrdersQuerySchema,
  response: userOrdersSchema,
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

export const orderInvoice = endpoint({
  id: 'orderInvoice',
  method: 'GET',
  path: '/api/order/{id}/invoice/',
  tag: order,
  access: 'user',
  summary: 'Счёт на оплату заказа (PDF); покупателю заказа и менеджерам',
  params: idParamSchema,
  response: invoiceFileSchema,
});
