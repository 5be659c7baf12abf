import { endpoint } from '../endpoint';
import {
  feedbackIdParamsSchema,
  feedbackKeyParamsSchema,
  requestFormSchema,
  requestSubmissionSchema,
} from '../contract/feedback';
import { okSchema } from '../contract/common';

export const feedbackForm = endpoint({
  id: 'feedbackForm',
  method: 'GET',
  path: '/api/feedback/{id}/',
  tag: 'Обратная связь',
  access: 'public',
  summary: 'Форма заявки по ключу',
  params: feedbackIdParamsSchema,
  response: requestFormSchema,
});

export const feedbackSidebarForm = endpoint({
  id: 'feedbackSidebarForm',
  method: 'GET',
  path: '/api/feedback/sidebar_form/',
  tag: 'Обратная связь',
  access: 'public',
  summary: 'Форма заявки бокового меню',
  response: requestFormSchema,
});

export const feedbackProcess = endpoint({
  id: 'feedbackProcess',
  method: 'POST',
  path: '/api/feedback/{key}/process/',
  tag: 'Обратная связь',
  access: 'public',
  summary: 'Отправка заявки',
  status: 201,
  params: feedbackKeyParamsSchema,
  body: requestSubmissionSchema,
  response: okSchema,
});
