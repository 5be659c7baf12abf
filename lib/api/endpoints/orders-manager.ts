import { endpoint } from '../endpoint';
import { idParamSchema } from '../contract/common';
import {
  managerOrderSchema,
  managerOrdersQuerySchema,
  managerOrdersSchema,
  orderStatusChangeSchema,
} from '../contract/orders-manager';

// Not in spec §7: the manager's side of order statuses (the spec leaves statuses "not shown").
const tag = 'Заказы (менеджер)';

export const managerOrders = endpoint({
  id: 'managerOrders',
  method: 'GET',
  path: '/api/manager/orders/',
  tag,
  access: 'manager',
  summary: 'Все заказы: поиск и фильтр по статусу',
  query: managerOrdersQuerySchema,
  response: managerOrdersSchema,
});
export const managerOrder = endpoint({
  id: 'managerOrder',
  method: 'GET',
  path: '/api/manager/orders/{id}/',
  tag,
  access: 'manager',
  summary: 'Заказ с историей статусов',
  params: idParamSchema,
  response: managerOrderSchema,
});
export const managerOrderStatus = endpoint({
  id: 'managerOrderStatus',
  method: 'POST',
  path: '/api/manager/orders/{id}/status/',
  tag,
  access: 'manager',
  summary: 'Сменить статус заказа (история сохраняется)',
  params: idParamSchema,
  body: orderStatusChangeSchema,
  response: managerOrderSchema,
});
