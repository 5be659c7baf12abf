import { endpoint } from '../endpoint';
import { idParamSchema } from '../contract/common';
import {
  importListSchema,
  importPreviewSchema,
  importRunSchema,
  importStatusSchema,
  importUploadSchema,
} from '../contract/console-import';

const tag = 'Менеджер: импорт товаров';

export const consoleImports = endpoint({
  id: 'consoleImports',
  method: 'GET',
  path: '/api/manager/import/',
  tag,
  access: 'manager',
  summary: 'Последние импорты товаров из таблиц',
  response: importListSchema,
});

/** multipart/form-data with `file` (XLSX or CSV with a header row). */
export const consoleImportUpload = endpoint({
  id: 'consoleImportUpload',
  method: 'POST',
  path: '/api/manager/import/upload/',
  tag,
  access: 'manager',
  summary: 'Загрузить таблицу: первые строки и предложенное сопоставление столбцов',
  body: importUploadSchema,
  response: importPreviewSchema,
});

export const consoleImportRun = endpoint({
  id: 'consoleImportRun',
  method: 'POST',
  path: '/api/manager/import/',
  tag,
  access: 'manager',
  summary: 'Запустить импорт загруженной таблицы (идёт в фоне)',
  body: importRunSchema,
  response: importStatusSchema,
  status: 202,
});

export const consoleImportStatus = endpoint({
  id: 'consoleImportStatus',
  method: 'GET',
  path: '/api/manager/import/{id}/',
  tag,
  access: 'manager',
  summary: 'Ход и итог импорта',
  params: idParamSchema,
  response: importStatusSchema,
});
