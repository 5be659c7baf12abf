import type { ApplicationStatus } from '@/lib/api/contract/applications';
import type { StatusFilter } from './get-applications';

export const STATUS_TITLES: Record<ApplicationStatus, string> = {
  pending: 'Ждёт решения',
  approved: 'Активирована',
  rejected: 'Отклонена',
};

export const FILTER_TITLES: Record<StatusFilter, string> = {
  pending: 'Новые',
  approved: 'Активированные',
  rejected: 'Отклонённые',
  all: 'Все',
};

const dateTime = new Intl.DateTimeFormat('ru-RU', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Minsk',
});
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** '+375291234567' → '+375 (29) 123-45-67'; other shapes stay as given. */
export function formatPhone(phone: string): string {
  const by = /^\+375(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  if (by) return `+375 (${by[1]}) ${by[2]}-${by[3]}-${by[4]}`;
  const ru = /^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  if (ru) return `+7 (${ru[1]}) ${ru[2]}-${ru[3]}-${ru[4]}`;
  return phone;
}
