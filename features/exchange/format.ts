import type { ExchangeSession } from '@/lib/api/contract/exchange';
import { formatCount } from '@/lib/format/numbers';

const sizeFormat = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 });

/** 1536 → "1,5 КБ": file sizes as a manager reads them. */
export function formatBytes(bytes: number | null): string {
  if (bytes === null) return '';
  if (bytes < 1024) return `${formatCount(bytes)} Б`;
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} КБ`;
  return `${sizeFormat.format(bytes / 1024 / 1024)} МБ`;
}

/** 75 → "1 мин 15 с"; null (still open) → "—". */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 60) return `${seconds} с`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} мин ${seconds % 60} с`;
  return `${Math.floor(minutes / 60)} ч ${minutes % 60} мин`;
}

/** "добавлено 5 · обновлено 120 · скрыто 2", only the counts the exchange reported. */
export function formatStats(stats: ExchangeSession['stats']): string {
  const parts = [
    stats.added !== null ? `добавлено ${formatCount(stats.added)}` : null,
    stats.updated !== null ? `обновлено ${formatCount(stats.updated)}` : null,
    stats.hidden !== null ? `скрыто ${formatCount(stats.hidden)}` : null,
  ].filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join(' · ') : '—';
}
