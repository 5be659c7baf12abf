import { ORDER_STATUSES, type OrderStatus } from '@/lib/api/contract/orders';
import { ORDER_STATUS_TITLES } from '@/lib/constants';
import { statusRank } from '../orders/order-status';

/**
 * What a document from 1C says about an order, reduced to our statuses. 1C reports facts
 * (the order is posted, paid, shipped, cancelled) and a status name that is whatever the
 * owner mapped in 1C's exchange settings: our own titles, 1C-Bitrix's ("[F] Выполнен") or
 * 1C's own order states («К отгрузке», «Закрыт»). The strongest fact wins; a cancellation
 * beats everything.
 */

const normalize = (name: string) =>
  name
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/^\[[a-z0-9]+\]\s*/i, '') // 1C-Bitrix writes "[N] Принят, ожидается оплата"
    .replace(/[«»"'.,!]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const NAMES: Record<OrderStatus, readonly string[]> = {
  new: ['новый', 'принят', 'принят ожидается оплата', 'не согласован', 'на согласовании', 'открыт'],
  confirmed: [
    'подтвержден',
    'согласован',
    'в работе',
    'к выполнению',
    'к обеспечению',
    'оплачен',
    'оплачен формируется к отправке',
    'ожидается предоплата',
  ],
  picking: ['в сборке', 'собирается', 'комплектуется', 'к отгрузке', 'готов к отгрузке'],
  shipped: ['отгружен', 'отправлен', 'передан в доставку', 'в пути', 'доставляется'],
  delivered: ['доставлен', 'выполнен', 'исполнен', 'закрыт', 'завершен', 'получен'],
  cancelled: ['отменен', 'аннулирован', 'отказ'],
};

const BY_NAME = new Map<string, OrderStatus>();
for (const status of ORDER_STATUSES) {
  BY_NAME.set(status, status);
  BY_NAME.set(normalize(ORDER_STATUS_TITLES[status]), status);
  for (const name of NAMES[status]) BY_NAME.set(normalize(name), status);
}
// 1C-Bitrix's status letters, when only «Статуса заказа ИД» comes.
const BITRIX_CODES: Record<string, OrderStatus> = { N: 'new', P: 'confirmed', F: 'delivered' };

/** Our status for a status name or code from 1C; null when we do not know the name. */
export function statusFromName(name: string): OrderStatus | null {
  const trimmed = name.trim();
  if (!trimmed) return null;
  const named = BY_NAME.get(normalize(trimmed));
  if (named) return named;
  const code = /^\[([A-Z]+)\]/.exec(trimmed)?.[1] ?? trimmed;
  return BITRIX_CODES[code] ?? null;
}

/** The facts of one document, as read by sale-documents.ts. */
export interface DocumentFacts {
  statusName: string | null;
  posted: boolean;
  cancelled: boolean;
  paid: string | null;
  shipped: string | null;
}

/** The status the facts call for, or null when they call for none. */
export function statusFromFacts(facts: DocumentFacts): OrderStatus | null {
  if (facts.cancelled) return 'cancelled';
  const named = facts.statusName ? statusFromName(facts.statusName) : null;
  if (named === 'cancelled') return 'cancelled';
  const implied: OrderStatus[] = [];
  if (named) implied.push(named);
  if (facts.posted || facts.paid) implied.push('confirmed');
  if (facts.shipped) implied.push('shipped');
  if (implied.length === 0) return null;
  return implied.reduce((a, b) => (statusRank(b) > statusRank(a) ? b : a));
}

/** The history comment for a change made by 1C: what 1C reported, in its own words. */
export function factsComment(facts: DocumentFacts, externalNumber: string | null): string {
  const parts = [externalNumber ? `Изменён в 1С, документ № ${externalNumber}` : 'Изменён в 1С'];
  if (facts.statusName) parts.push(`статус в 1С: «${facts.statusName}»`);
  if (facts.paid) parts.push(`оплата: ${facts.paid}`);
  if (facts.shipped) parts.push(`отгрузка: ${facts.shipped}`);
  return `${parts.join('; ')}.`;
}
