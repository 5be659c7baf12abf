import { SaxesParser } from 'saxes';

/** Helpers of the exchange tests: exported XML read back into a tree, text in windows-1251. */

export interface XmlNode {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
  text: string;
}

/** Parses a whole (small) document; a well-formedness error throws. */
export function parseXml(xml: string): XmlNode {
  const parser = new SaxesParser();
  const top: XmlNode = { name: '#document', attrs: {}, children: [], text: '' };
  const stack = [top];
  parser.on('opentag', (tag) => {
    const node: XmlNode = {
      name: tag.name,
      attrs: tag.attributes,
      children: [],
      text: '',
    };
    stack.at(-1)?.children.push(node);
    stack.push(node);
  });
  parser.on('text', (text) => {
    const node = stack.at(-1);
    if (node) node.text += text;
  });
  parser.on('closetag', () => stack.pop());
  parser.write(xml).close();
  const root = top.children[0];
  if (!root) throw new Error('Пустой XML');
  return root;
}

/** The nodes at a path of element names below `node`, in document order. */
export function childrenOf(node: XmlNode, ...names: string[]): XmlNode[] {
  let level = [node];
  for (const name of names) level = level.flatMap((n) => n.children.filter((c) => c.name === name));
  return level;
}

/** The trimmed text of the first node at a path, or undefined. */
export const childText = (node: XmlNode, ...names: string[]): string | undefined =>
  childrenOf(node, ...names)[0]?.text.trim();

const CP1251_EXTRA: Record<string, number> = { Ё: 0xa8, ё: 0xb8, '«': 0xab, '»': 0xbb, '№': 0xb9 };

/** Text in windows-1251, as 1C writes its files by default (Cyrillic, ASCII and a few signs). */
export function cp1251(text: string): Buffer {
  return Buffer.from(
    [...text].map((ch) => {
      const code = ch.charCodeAt(0);
      if (code < 0x80) return code;
      if (code >= 0x410 && code <= 0x44f) return code - 0x350;
      const extra = CP1251_EXTRA[ch];
      if (extra === undefined) throw new Error(`Нет в windows-1251: ${ch}`);
      return extra;
    }),
  );
}
