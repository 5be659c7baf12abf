import { endpoint } from '../endpoint';
import { idParamSchema } from '../contract/common';
import {
  consolePhotoAltSchema,
  consolePhotoOrderSchema,
  consolePhotoParamsSchema,
  consolePhotosSchema,
  consolePhotoUploadSchema,
} from '../contract/console-photos';

// Issue #14: a product's photos in the manager console. Every call answers the whole list.
const tag = 'Консоль: фотографии товаров';

export const consolePhotos = endpoint({
  id: 'consolePhotos',
  method: 'GET',
  path: '/api/manager/products/{id}/photos/',
  tag,
  access: 'manager',
  summary: 'Фотографии товара в порядке показа',
  params: idParamSchema,
  response: consolePhotosSchema,
});

/** multipart/form-data with one or more `files` (JPEG, PNG, WebP, AVIF); all or nothing. */
export const consolePhotoUpload = endpoint({
  id: 'consolePhotoUpload',
  method: 'POST',
  path: '/api/manager/products/{id}/photos/',
  tag,
  access: 'manager',
  summary: 'Загрузить фотографии (несколько файлов в поле files)',
  params: idParamSchema,
  body: consolePhotoUploadSchema,
  response: consolePhotosSchema,
  status: 201,
});

export const consolePhotoOrder = endpoint({
  id: 'consolePhotoOrder',
  method: 'PUT',
  path: '/api/manager/products/{id}/photos/order/',
  tag,
  access: 'manager',
  summary: 'Расставить фотографии (все номера в новом порядке)',
  params: idParamSchema,
  body: consolePhotoOrderSchema,
  response: consolePhotosSchema,
});

export const consolePhotoAlt = endpoint({
  id: 'consolePhotoAlt',
  method: 'PATCH',
  path: '/api/manager/products/{id}/photos/{photo_id}/',
  tag,
  access: 'manager',
  summary: 'Изменить описание фотографии (alt)',
  params: consolePhotoParamsSchema,
  body: consolePhotoAltSchema,
  response: consolePhotosSchema,
});

export const consolePhotoDelete = endpoint({
  id: 'consolePhotoDelete',
  method: 'DELETE',
  path: '/api/manager/products/{id}/photos/{photo_id}/',
  tag,
  access: 'manager',
  summary: 'Удалить фотографию',
  params: consolePhotoParamsSchema,
  response: consolePhotosSchema,
});
