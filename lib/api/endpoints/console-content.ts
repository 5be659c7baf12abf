import { endpoint } from '../endpoint';
import { idParamSchema, okSchema } from '../contract/common';
import {
  consoleFormSchema,
  consoleFormsSchema,
  consoleNavItemSchema,
  consoleNavSchema,
  consolePageSchema,
  consolePagesQuerySchema,
  consolePagesSchema,
  consoleRequestSchema,
  consoleRequestsQuerySchema,
  consoleRequestsSchema,
  formInputSchema,
  navItemInputSchema,
  navOrderSchema,
  pageInputSchema,
  pageUpdateSchema,
  previewInputSchema,
  previewSchema,
  requestUpdateSchema,
} from '../contract/console-content';
import {
  consoleSettingSchema,
  consoleSettingsSchema,
  settingParamsSchema,
  settingsUpdateSchema,
} from '../contract/console-content-settings';

// Not in spec §7: issue #14, the manager console's content, settings and requests inbox.
const tag = 'Контент (менеджер)';
const access = 'manager' as const;

export const consolePages = endpoint({
  id: 'consolePages',
  method: 'GET',
  path: '/api/manager/content/pages/',
  tag,
  access,
  summary: 'Страницы сайта: поиск и страницы списка',
  query: consolePagesQuerySchema,
  response: consolePagesSchema,
});
export const consolePage = endpoint({
  id: 'consolePage',
  method: 'GET',
  path: '/api/manager/content/pages/{id}/',
  tag,
  access,
  summary: 'Страница для редактирования (с версией)',
  params: idParamSchema,
  response: consolePageSchema,
});
export const consolePageCreate = endpoint({
  id: 'consolePageCreate',
  method: 'POST',
  path: '/api/manager/content/pages/',
  tag,
  access,
  summary: 'Создать страницу (HTML очищается на сервере)',
  body: pageInputSchema,
  response: consolePageSchema,
  status: 201,
});
export const consolePageUpdate = endpoint({
  id: 'consolePageUpdate',
  method: 'PUT',
  path: '/api/manager/content/pages/{id}/',
  tag,
  access,
  summary: 'Сохранить страницу; устаревшая версия → 409',
  params: idParamSchema,
  body: pageUpdateSchema,
  response: consolePageSchema,
});
export const consolePageDelete = endpoint({
  id: 'consolePageDelete',
  method: 'DELETE',
  path: '/api/manager/content/pages/{id}/',
  tag,
  access,
  summary: 'Удалить страницу (не из меню и без вложенных)',
  params: idParamSchema,
  response: okSchema,
});
export const consolePagePreview = endpoint({
  id: 'consolePagePreview',
  method: 'POST',
  path: '/api/manager/content/preview/',
  tag,
  access,
  summary: 'Предпросмотр: HTML страницы так, как его увидит посетитель',
  body: previewInputSchema,
  response: previewSchema,
});

export const consoleNav = endpoint({
  id: 'consoleNav',
  method: 'GET',
  path: '/api/manager/content/navigation/',
  tag,
  access,
  summary: 'Пункты меню по порядку',
  response: consoleNavSchema,
});
export const consoleNavCreate = endpoint({
  id: 'consoleNavCreate',
  method: 'POST',
  path: '/api/manager/content/navigation/',
  tag,
  access,
  summary: 'Добавить пункт меню в конец',
  body: navItemInputSchema,
  response: consoleNavItemSchema,
  status: 201,
});
export const consoleNavUpdate = endpoint({
  id: 'consoleNavUpdate',
  method: 'PUT',
  path: '/api/manager/content/navigation/{id}/',
  tag,
  access,
  summary: 'Изменить пункт меню',
  params: idParamSchema,
  body: navItemInputSchema,
  response: consoleNavItemSchema,
});
export const consoleNavDelete = endpoint({
  id: 'consoleNavDelete',
  method: 'DELETE',
  path: '/api/manager/content/navigation/{id}/',
  tag,
  access,
  summary: 'Удалить пункт меню',
  params: idParamSchema,
  response: okSchema,
});
export const consoleNavOrder = endpoint({
  id: 'consoleNavOrder',
  method: 'POST',
  path: '/api/manager/content/navigation/order/',
  tag,
  access,
  summary: 'Новый порядок пунктов меню (все id по порядку)',
  body: navOrderSchema,
  response: consoleNavSchema,
});

export const consoleForms = endpoint({
  id: 'consoleForms',
  method: 'GET',
  path: '/api/manager/content/forms/',
  tag,
  access,
  summary: 'Формы заявок и их поля',
  response: consoleFormsSchema,
});
export const consoleFormUpdate = endpoint({
  id: 'consoleFormUpdate',
  method: 'PUT',
  path: '/api/manager/content/forms/{id}/',
  tag,
  access,
  summary: 'Изменить заголовок и поля формы заявки',
  params: idParamSchema,
  body: formInputSchema,
  response: consoleFormSchema,
});

export const consoleSettings = endpoint({
  id: 'consoleSettings',
  method: 'GET',
  path: '/api/manager/settings/',
  tag,
  access,
  summary: 'Настройки сайта (счётчики и метатеги — только администратору)',
  response: consoleSettingsSchema,
});
export const consoleSetting = endpoint({
  id: 'consoleSetting',
  method: 'GET',
  path: '/api/manager/settings/{name}/',
  tag,
  access,
  summary: 'Одна настройка; счётчики и метатеги — только администратору (403)',
  params: settingParamsSchema,
  response: consoleSettingSchema,
});
export const consoleSettingsUpdate = endpoint({
  id: 'consoleSettingsUpdate',
  method: 'PATCH',
  path: '/api/manager/settings/',
  tag,
  access,
  summary: 'Сохранить настройки; проверка по виду значения',
  body: settingsUpdateSchema,
  response: consoleSettingsSchema,
});

export const consoleRequests = endpoint({
  id: 'consoleRequests',
  method: 'GET',
  path: '/api/manager/requests/',
  tag,
  access,
  summary: 'Обращения с форм заявок: фильтр по статусу',
  query: consoleRequestsQuerySchema,
  response: consoleRequestsSchema,
});
export const consoleRequestUpdate = endpoint({
  id: 'consoleRequestUpdate',
  method: 'PATCH',
  path: '/api/manager/requests/{id}/',
  tag,
  access,
  summary: 'Статус обращения и комментарий менеджера',
  params: idParamSchema,
  body: requestUpdateSchema,
  response: consoleRequestSchema,
});
