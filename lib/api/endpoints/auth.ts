import { z } from '../contract/zod-ru';
import { endpoint } from '../endpoint';
import { okSchema } from '../contract/common';
import {
  codeSentSchema,
  refreshSchema,
  registrationSchema,
  restoreSchema,
  sendCodeSchema,
  tokenByCodeSchema,
  tokenByPasswordSchema,
  tokensSchema,
} from '../contract/auth';

const tag = 'Аккаунт';

export const sendCode = endpoint({
  id: 'sendCode',
  method: 'POST',
  path: '/api/auth/send_code/email/',
  tag,
  access: 'public',
  summary: 'Отправить код входа на e-mail',
  body: sendCodeSchema,
  response: codeSentSchema,
});

export const restore = endpoint({
  id: 'restore',
  method: 'POST',
  path: '/api/auth/restore/',
  tag,
  access: 'public',
  summary: 'Восстановление пароля: код на e-mail',
  body: restoreSchema,
  response: codeSentSchema,
});

export const tokenByCode = endpoint({
  id: 'tokenByCode',
  method: 'POST',
  path: '/api/auth/token/email/',
  tag,
  access: 'public',
  summary: 'Вход по e-mail и коду',
  body: tokenByCodeSchema,
  response: tokensSchema,
  setsSession: true,
});

export const tokenByPassword = endpoint({
  id: 'tokenByPassword',
  method: 'POST',
  path: '/api/auth/token/',
  tag,
  access: 'public',
  summary: 'Вход по e-mail и паролю',
  body: tokenByPasswordSchema,
  response: tokensSchema,
  setsSession: true,
});

export const tokenRefresh = endpoint({
  id: 'tokenRefresh',
  method: 'POST',
  path: '/api/auth/token/refresh/',
  tag,
  access: 'public',
  summary: 'Обновить access-токен',
  body: refreshSchema,
  response: tokensSchema,
  setsSession: true,
});

export const logout = endpoint({
  id: 'logout',
  method: 'POST',
  path: '/api/auth/logout/',
  tag,
  access: 'public',
  summary: 'Выход: отзыв токенов',
  body: z.object({ refresh: z.string().max(4096).optional() }).optional(),
  response: okSchema,
});

export const registration = endpoint({
  id: 'registration',
  method: 'POST',
  path: '/api/accounts/registration/',
  tag,
  access: 'public',
  summary: 'Заявка на регистрацию; с кодом — завершение регистрации',
  body: registrationSchema,
  response: z.union([tokensSchema, codeSentSchema]),
  setsSession: true,
});
