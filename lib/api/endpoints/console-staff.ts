import { endpoint } from '../endpoint';
import { idParamSchema } from '../contract/common';
import {
  consoleStaffQuerySchema,
  consoleStaffSchema,
  staffCreateSchema,
  staffMemberSchema,
  staffRoleInputSchema,
} from '../contract/console-staff';

// Issue #14, item 8: an admin's part of the console.
const tag = 'Консоль: сотрудники';

export const consoleStaff = endpoint({
  id: 'consoleStaff',
  method: 'GET',
  path: '/api/manager/staff/',
  tag,
  access: 'admin',
  summary: 'Сотрудники магазина (менеджеры и администраторы)',
  query: consoleStaffQuerySchema,
  response: consoleStaffSchema,
});

export const consoleStaffCreate = endpoint({
  id: 'consoleStaffCreate',
  method: 'POST',
  path: '/api/manager/staff/',
  tag,
  access: 'admin',
  summary: 'Создать сотрудника: ему уходит письмо-приглашение (вход по коду из письма)',
  body: staffCreateSchema,
  response: staffMemberSchema,
  status: 201,
});

export const consoleStaffBlock = endpoint({
  id: 'consoleStaffBlock',
  method: 'POST',
  path: '/api/manager/staff/{id}/block/',
  tag,
  access: 'admin',
  summary: 'Заблокировать сотрудника (не себя и не последнего администратора)',
  params: idParamSchema,
  response: staffMemberSchema,
});

export const consoleStaffUnblock = endpoint({
  id: 'consoleStaffUnblock',
  method: 'POST',
  path: '/api/manager/staff/{id}/unblock/',
  tag,
  access: 'admin',
  summary: 'Разблокировать сотрудника',
  params: idParamSchema,
  response: staffMemberSchema,
});

export const consoleStaffRole = endpoint({
  id: 'consoleStaffRole',
  method: 'PATCH',
  path: '/api/manager/staff/{id}/role/',
  tag,
  access: 'admin',
  summary: 'Сменить роль: менеджер ↔ администратор (не себе и не последнему администратору)',
  params: idParamSchema,
  body: staffRoleInputSchema,
  response: staffMemberSchema,
});
