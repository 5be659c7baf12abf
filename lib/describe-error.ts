import { ApiRequestError, errorMessages } from '@/lib/api/errors';

/** A failed call in words for the buyer: the server's Russian messages, or a general line. */
export function describeError(error: unknown): string | null {
  if (!error) return null;
  if (error instanceof ApiRequestError) {
    if (error.status === 401) return 'Сессия истекла. Войдите снова.';
    const text = errorMessages(error.body).join(' ');
    if (text) return text;
  }
  return 'Не удалось выполнить действие. Проверьте соединение и попробуйте ещё раз.';
}
