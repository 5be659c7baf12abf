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
