import { ExchangeError } from './errors';
import type { DocumentFacts } from './sale-status';
import { child, childrenNamed, textOf, type XmlNode } from './xml-node';
import { readXml } from './xml-reader';

/** One `Документ` 1C sent back, with what we need of it. */
export interface OrderDocument {
  /** Line of the `<Документ>` tag, for the log. */
  line: number;
  id: string | null;
  number: string | null;
  /** 1C's own number of the order: `Номер1С` or the requisite «Номер по 1С». */
  externalNumber: string | null;
  operation: string | null;
  facts: DocumentFacts;
}

const ROOT = 'КоммерческаяИнформация';
const TRUE = new Set(['true', 'истина', 'да', '1']);
const isTrue = (value: string | undefined) => !!value && TRUE.has(value.trim().toLowerCase());
// 1C writes an empty date as "T" or as its zero date; neither means the thing happened.
const isDate = (value: string | undefined) =>
  !!value && value.trim() !== 'T' && !value.startsWith('0001-01-01') && value.trim() !== '';

/** The first of the requisites present with a non-empty value. */
function pick(reqs: Map<string, string>, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = reqs.get(name.toLowerCase())?.trim();
    if (value) return value;
  }
  return undefined;
}

/** A payment or shipment mark: "№ 15 от 2026-11-23", or null when 1C reports none. */
function mark(reqs: Map<string, string>, kind: 'оплаты' | 'отгрузки', flag: string) {
  const date = pick(reqs, `Дата ${kind} по 1С`, `Дата ${kind}`);
  const number = pick(reqs, `Номер ${kind} по 1С`, `Номер ${kind}`);
  const parts = [number ? `№ ${number}` : null, isDate(date) ? `от ${date}` : null];
  if (parts.some(Boolean)) return parts.filter(Boolean).join(' ');
  return isTrue(pick(reqs, flag, `Заказ ${flag.toLowerCase()}`)) ? 'да' : null;
}

function documentOf(line: number, fields: Map<string, string>, reqs: Map<string, string>) {
  const field = (name: string) => fields.get(name)?.trim() || null;
  const document: OrderDocument = {
    line,
    id: field('Ид'),
    number: field('Номер'),
    externalNumber: field('Номер1С') ?? pick(reqs, 'Номер по 1С', 'Номер1С') ?? null,
    operation: field('ХозОперация'),
    facts: {
      statusName:
        pick(reqs, 'Статус заказа', 'Статус', 'Статуса заказа ИД', 'Статус заказа ИД') ?? null,
      posted: isTrue(pick(reqs, 'Проведен')),
      cancelled:
        isTrue(pick(reqs, 'Отменен', 'Отменён', 'ПометкаУдаления')) ||
        isTrue(field('ПометкаУдаления') ?? undefined),
      paid: mark(reqs, 'оплаты', 'Оплачен'),
      shipped: mark(reqs, 'отгрузки', 'Отгружен'),
    },
  };
  return document;
}

/** The document's own fields and its requisites, by lower-cased name (first value wins). */
function toDocument(node: XmlNode): OrderDocument {
  const fields = new Map(node.children.map((c) => [c.name, c.text] as const));
  const reqs = new Map<string, string>();
  for (const req of childrenNamed(child(node, 'ЗначенияРеквизитов'), 'ЗначениеРеквизита')) {
    const name = textOf(req, 'Наименование').toLowerCase();
    if (name && !reqs.has(name)) reqs.set(name, child(req, 'Значение')?.text ?? '');
  }
  return documentOf(node.line, fields, reqs);
}

const isDocument = (path: readonly string[]) => path.length === 2 && path[1] === 'Документ';

/**
 * Reads the documents of a file from 1C through the importer's streaming reader (the same
 * rules: UTF-8 or windows-1251 as declared, BOM, namespaces read through, no DTD); the root
 * must be `КоммерческаяИнформация`. Every refusal starts with the file's name.
 */
export async function readOrderDocuments(file: {
  path: string;
  name: string;
}): Promise<OrderDocument[]> {
  const documents: OrderDocument[] = [];
  try {
    for await (const event of readXml(file.path, isDocument)) {
      if (event.type === 'open' && event.path.length === 1 && event.path[0] !== ROOT)
        throw new ExchangeError(
          `строка ${event.line}: корневой элемент «${event.path[0]}», а ожидался «${ROOT}».`,
        );
      if (event.type === 'record') documents.push(toDocument(event.node));
    }
  } catch (error) {
    const message = error instanceof ExchangeError ? error.message : (error as Error).message;
    throw new ExchangeError(`${file.name}: ${message}`);
  }
  return documents;
}
