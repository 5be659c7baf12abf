import { endpoint } from '../endpoint';
import { idParamSchema, okSchema } from '../contract/common';
import {
  consolePriceListSchema,
  consolePriceListsSchema,
  priceListOrderSchema,
  priceListRenameSchema,
  priceListUploadSchema,
} from '../contract/console-price-lists';

const tag = 'Менеджер: прайс-листы';

export const consolePriceLists = endpoint({
  id: 'consolePriceLists',
  method: 'GET',
  path: '/api/manager/price-lists/',
  tag,
  access: 'manager',
  summary: 'Прайс-листы: загруженные файлы и построенные по типам цен',
  response: consolePriceListsSchema,
});

/** multipart/form-data: `file` (PDF or XLSX, checked by content) and an optional `title`. */
export const consolePriceListUpload = endpoint({
  id: 'consolePriceListUpload',
  method: 'POST',
  path: '/api/manager/price-lists/',
  tag,
  access: 'manager',
  summary: 'Загрузить прайс-лист (PDF или XLSX)',
  body: priceListUploadSchema,
  response: consolePriceListSchema,
  status: 201,
});

export const consolePriceListRename = endpoint({
  id: 'consolePriceListRename',
  method: 'PATCH',
  path: '/api/manager/price-lists/{id}/',
  tag,
  access: 'manager',
  summary: 'Переименовать прайс-лист',
  params: idParamSchema,
  body: priceListRenameSchema,
  response: consolePriceListSchema,
});

export const consolePriceListDelete = endpoint({
  id: 'consolePriceListDelete',
  method: 'DELETE',
  path: '/api/manager/price-lists/{id}/',
  tag,
  access: 'manager',
  summary: 'Удалить загруженный прайс-лист',
  params: idParamSchema,
  response: okSchema,
});

export const consolePriceListOrder = endpoint({
  id: 'consolePriceListOrder',
  method: 'POST',
  path: '/api/manager/price-lists/order/',
  tag,
  access: 'manager',
  summary: 'Порядок прайс-листов в окне «Скачать каталог»',
  body: priceListOrderSchema,
  response: consolePriceListsSchema,
});
