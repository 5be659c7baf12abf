import { createReadStream } from 'node:fs';
import { SaxesParser } from 'saxes';
import type { DocumentFacts } from './sale-status';
import { ExchangeError } from './errors';

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

function toDocument(line: number, fields: Map<string, string>, reqs: Map<string, string>) {
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

// The parser's commonest complaints, in the words a 1C administrator reads in the exchange log.
const XML_ERRORS: [RegExp, string][] = [
  [/unexpected close tag|unclosed tag/i, 'закрывающий тег не соответствует открытому'],
  [/unexpected end|document must contain a root/i, 'файл оборван'],
  [
    /undefined entity|malformed character entity|empty entity/i,
    'неизвестная или неверная сущность (&…;)',
  ],
  [/disallowed character/i, 'недопустимый символ'],
  [/text data outside of root|only one root/i, 'текст или второй элемент вне корневого'],
  [/attribute|quoted|whitespace/i, 'неверная запись атрибута'],
];

function xmlErrorText(message: string): string {
  const reason = message.replace(/^[^:]*:\d+:\d+:\s*/, '');
  const known = XML_ERRORS.find(([pattern]) => pattern.test(reason))?.[1];
  return known ? `${known} (${reason})` : reason;
}

/** The encoding named by a BOM or the XML declaration; UTF-8 when neither names one. */
function encodingOf(head: Buffer): string {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return 'utf-8';
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  const declaration = /^<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(
    head.toString('latin1'),
  );
  return declaration?.[1]?.toLowerCase() ?? 'utf-8';
}

function decoderFor(encoding: string, name: string): TextDecoder {
  try {
    return new TextDecoder(encoding, { fatal: true });
  } catch {
    throw new ExchangeError(`Файл ${name}: кодировка «${encoding}» не поддерживается.`);
  }
}

/**
 * Reads the documents of a file from 1C, streaming: a DTD is refused (no entities, no
 * external references), the root must be `КоммерческаяИнформация`, with or without a
 * namespace, and any XML error is refused naming the line.
 */
export async function readOrderDocuments(file: {
  path: string;
  name: string;
}): Promise<OrderDocument[]> {
  const parser = new SaxesParser({ position: true });
  const documents: OrderDocument[] = [];
  const stack: string[] = [];
  let docDepth = -1;
  let docLine = 0;
  let fields = new Map<string, string>();
  let reqs = new Map<string, string>();
  let reqName = '';
  let reqValue: string | null = null;
  let text = '';
  const fail = (message: string) =>
    new ExchangeError(`Файл ${file.name}, строка ${parser.line}: ${message}`);

  parser.on('doctype', () => {
    throw fail('объявление DOCTYPE (DTD) не допускается.');
  });
  parser.on('opentag', (tag) => {
    const local = tag.name.slice(tag.name.indexOf(':') + 1);
    if (stack.length === 0 && local !== ROOT)
      throw fail(`корневой элемент «${local}», а ожидался «${ROOT}».`);
    stack.push(local);
    text = '';
    if (local === 'Документ' && docDepth < 0) {
      docDepth = stack.length;
      docLine = parser.line;
      fields = new Map();
      reqs = new Map();
    }
  });
  parser.on('text', (t) => (text += t));
  parser.on('cdata', (t) => (text += t));
  parser.on('closetag', () => {
    const local = stack.pop() ?? '';
    if (docDepth < 0) return;
    const rel = stack.slice(docDepth); // the path below Документ, without this element
    if (stack.length === docDepth) fields.set(local, text);
    else if (rel.join('/') === 'ЗначенияРеквизитов/ЗначениеРеквизита') {
      if (local === 'Наименование') reqName = text.trim().toLowerCase();
      if (local === 'Значение' && reqValue === null) reqValue = text;
    } else if (local === 'ЗначениеРеквизита' && rel.join('/') === 'ЗначенияРеквизитов') {
      if (reqName && !reqs.has(reqName)) reqs.set(reqName, reqValue ?? '');
      reqName = '';
      reqValue = null;
    }
    if (local === 'Документ' && stack.length === docDepth - 1) {
      documents.push(toDocument(docLine, fields, reqs));
      docDepth = -1;
    }
    text = '';
  });

  let decoder: TextDecoder | null = null;
  try {
    for await (const chunk of createReadStream(file.path)) {
      const bytes = chunk as Buffer;
      decoder ??= decoderFor(encodingOf(bytes.subarray(0, 200)), file.name);
      parser.write(decoder.decode(bytes, { stream: true }));
    }
    if (!decoder) throw new ExchangeError(`Файл ${file.name} пуст.`);
    parser.write(decoder.decode());
    parser.close();
  } catch (error) {
    if (error instanceof ExchangeError) throw error;
    if (error instanceof TypeError && /decode|encoded/i.test(error.message))
      throw fail('текст не в кодировке, объявленной в файле.');
    throw fail(`ошибка XML: ${xmlErrorText((error as Error).message)}.`);
  }
  return documents;
}
