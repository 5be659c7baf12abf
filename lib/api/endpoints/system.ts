import { endpoint } from '../endpoint';
import { healthSchema } from '../contract/system';

export const health = endpoint({
  id: 'health',
  method: 'GET',
  path: '/api/health/',
  tag: 'Служебное',
  access: 'public',
  summary: 'Состояние сервиса и базы данных',
  response: healthSchema,
});
