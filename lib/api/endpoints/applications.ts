import { endpoint } from '../endpoint';
import { idParamSchema } from '../contract/common';
import {
  applicationSchema,
  applicationsQuerySchema,
  applicationsSchema,
  rejectInputSchema,
} from '../contract/applications';

const tag = 'Менеджер';

export const managerApplications = endpoint({
  id: 'managerApplications',
  method: 'GET',
  path: '/api/manager/applications/',
  tag,
  access: 'manager',
  summary: 'Заявки на регистрацию',
  query: applicationsQuerySchema,
  response: applicationsSchema,
});
export const managerApplication = endpoint({
  id: 'managerApplication',
  method: 'GET',
  path: '/api/manager/applications/{id}/',
  tag,
  access: 'manager',
  summary: 'Одна заявка',
  params: idParamSchema,
  response: applicationSchema,
});
export const managerActivate = endpoint({
  id: 'managerActivate',
  method: 'POST',
  path: '/api/manager/applications/{id}/activate/',
  tag,
  access: 'manager',
  summary: 'Активировать учётную запись заявителя (письмо заявителю)',
  params: idParamSchema,
  response: applicationSchema,
});
export const managerReject = endpoint({
  id: 'managerReject',
  method: 'POST',
  path: '/api/manager/applications/{id}/reject/',
  tag,
  access: 'manager',
  summary: 'Отклонить заявку с причиной (письмо заявителю)',
  params: idParamSchema,
  body: rejectInputSchema,
  response: applicationSchema,
});
