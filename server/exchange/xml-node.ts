/** One element of a record (a Товар, an Предложение…), built only while that record is read. */
export interface XmlNode {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
  text: string;
  line: number;
}

export const child = (node: XmlNode | undefined, name: string): XmlNode | undefined =>
  node?.children.find((c) => c.name === name);

export const childrenNamed = (node: XmlNode | undefined, name: string): XmlNode[] =>
  node ? node.children.filter((c) => c.name === name) : [];

/** The trimmed text of a child ('' when absent): 1C writes empty elements for «no value». */
export const textOf = (node: XmlNode | undefined, name: string): string =>
  child(node, name)?.text.trim() ?? '';

/** The text along a path of child names, e.g. ['Изготовитель', 'Наименование']. */
export function textAt(node: XmlNode | undefined, path: readonly string[]): string {
  let current = node;
  for (const name of path) current = child(current, name);
  return current?.text.trim() ?? '';
}
