import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import iconv from 'iconv-lite';
import { SaxesParser, type SaxesTagNS } from 'saxes';
import { ExchangeError } from './errors';
import type { XmlNode } from './xml-node';

export type XmlEvent =
  /** An element outside any record opened (the root, Каталог, ПакетПредложений…). */
  | { type: 'open'; path: string[]; attrs: Record<string, string>; line: number }
  /** A leaf element outside any record closed, with its text (e.g. СодержитТолькоИзменения). */
  | { type: 'text'; path: string[]; text: string }
  /** A whole record: the caller said which paths are records; only they are built as trees. */
  | { type: 'record'; path: string[]; node: XmlNode };

type Encoding = 'utf-8' | 'windows-1251';

/** The encoding named by the XML declaration; a BOM means UTF-8 whatever it says. */
async function declaredEncoding(path: string): Promise<Encoding> {
  const handle = await open(path);
  const head = Buffer.alloc(256);
  const { bytesRead } = await handle.read(head, 0, head.length, 0).finally(() => handle.close());
  const bytes = head.subarray(0, bytesRead);
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  const declared = /^\s*<\?xml[^>]*encoding\s*=\s*["']([^"']+)["']/i.exec(bytes.toString('latin1'));
  const name = declared?.[1]?.toLowerCase();
  if (!name || name === 'utf-8' || name === 'utf8') return 'utf-8';
  if (name === 'windows-1251' || name === 'cp1251' || name === 'win-1251') return 'windows-1251';
  throw new ExchangeError(
    `Кодировка файла «${declared?.[1]}» не поддерживается: 1С выгружает в UTF-8 или windows-1251.`,
  );
}

function attributesOf(tag: SaxesTagNS): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const attr of Object.values(tag.attributes)) {
    if (attr.prefix === 'xmlns' || attr.name === 'xmlns') continue;
    attrs[attr.local] = attr.value;
  }
  return attrs;
}

/**
 * Streams an XML file as events, building a small tree only for each record: a catalogue of
 * 100,000 goods never sits in memory as one document. Namespaces are read through (local
 * names), so `urn:1C.ru:commerceml_210` and files without a namespace read alike. A DOCTYPE is
 * refused outright: no DTD, no entities, nothing fetched from outside (XXE).
 */
export async function* readXml(
  path: string,
  isRecord: (path: readonly string[]) => boolean,
): AsyncGenerator<XmlEvent> {
  const encoding = await declaredEncoding(path);
  const parser = new SaxesParser({ xmlns: true, position: true });
  const queue: XmlEvent[] = [];
  const names: string[] = [];
  const nodes: XmlNode[] = [];
  let recordDepth = -1;
  let text = '';

  parser.on('doctype', () => {
    throw new ExchangeError(
      `Строка ${parser.line}: файл содержит DOCTYPE — объявления DTD и сущностей не принимаются.`,
    );
  });
  parser.on('error', (error) => {
    throw new ExchangeError(`Файл не является корректным XML: ${error.message}.`);
  });
  parser.on('opentag', (tag) => {
    names.push(tag.local);
    text = '';
    const attrs = attributesOf(tag);
    if (recordDepth < 0 && isRecord(names)) recordDepth = names.length;
    if (recordDepth < 0) {
      queue.push({ type: 'open', path: [...names], attrs, line: parser.line });
      return;
    }
    const node: XmlNode = { name: tag.local, attrs, children: [], text: '', line: parser.line };
    nodes.at(-1)?.children.push(node);
    nodes.push(node);
  });
  const addText = (chunk: string) => {
    text += chunk;
    const node = nodes.at(-1);
    if (node) node.text += chunk;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    if (recordDepth < 0) {
      queue.push({ type: 'text', path: [...names], text: text.trim() });
    } else {
      const node = nodes.pop();
      if (names.length === recordDepth && node) {
        queue.push({ type: 'record', path: [...names], node });
        recordDepth = -1;
      }
    }
    names.pop();
    text = '';
  });

  // iconv drops a BOM; CRLF and LF are the same to an XML parser.
  const stream = createReadStream(path).pipe(iconv.decodeStream(encoding));
  for await (const chunk of stream) {
    parser.write(chunk);
    yield* queue.splice(0);
  }
  parser.close();
  yield* queue.splice(0);
}
