import { endpoint } from '../endpoint';
import { tokensSchema } from '../contract/auth';
import {
  setPasswordSchema,
  addressesSchema,
  personalPatchSchema,
  userSchema,
} from '../contract/account';

const tag = 'Аккаунт';

export const setPassword = endpoint({
  id: 'setPassword',
  method: 'PATCH',
  path: '/api/accounts/set-password/change/',
  tag,
  access: 'user',
  summary: 'Смена пароля: отзывает все входы и открывает новый для этого браузера',
  body: setPasswordSchema,
  response: tokensSchema,
  setsSession: true,
});

export const personal = endpoint({
  id: 'personal',
  method: 'GET',
  path: '/api/user/personal/',
  tag,
  access: 'user',
  summary: 'Текущий пользователь',
  response: userSchema,
});

export const personalUpdate = endpoint({
  id: 'personalUpdate',
  method: 'PATCH',
  path: '/api/user/personal/',
  tag,
  access: 'user',
  summary: 'Изменить личные данные',
  body: personalPatchSchema,
  response: userSchema,
});

export const personalAddresses = endpoint({
  id: 'personalAddresses',
  method: 'GET',
  path: '/api/user/personal/addresses/',
  tag,
  access: 'user',
  summary: 'Адреса покупателя',
  response: addressesSchema,
});
