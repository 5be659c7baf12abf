import { endpoint } from '../endpoint';
import { consoleAuditQuerySchema, consoleAuditSchema } from '../contract/console-audit';

export const consoleAudit = endpoint({
  id: 'consoleAudit',
  method: 'GET',
  path: '/api/manager/audit/',
  tag: 'Консоль: журнал изменений',
  access: 'manager',
  summary: 'Журнал изменений: кто, что и когда изменил, значения до и после',
  query: consoleAuditQuerySchema,
  response: consoleAuditSchema,
});
