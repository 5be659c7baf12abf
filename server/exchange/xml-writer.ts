/**
 * A small XML writer for the CommerceML answers we send: elements, attributes and text only,
 * so a tree of a few hundred orders needs no library. Text and attribute values are escaped,
 * and characters XML 1.0 forbids (control characters a buyer may paste into a comment) are
 * dropped, because 1C refuses the whole file on one of them.
 */

type Attributes = Record<string, string | number | null | undefined>;

// Anything but XML 1.0's Char production (tab, LF, CR, U+0020–U+D7FF, U+E000–U+FFFD, the astral
// planes); in `u` mode a lone surrogate is a code point of its own and falls outside as well.
const FORBIDDEN = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export function escapeText(value: string): string {
  return value
    .replace(FORBIDDEN, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

export function escapeAttribute(value: string): string {
  return escapeText(value)
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;');
}

function attributes(attrs: Attributes | undefined): string {
  if (!attrs) return '';
  return Object.entries(attrs)
    .filter(([, v]) => v !== null && v !== undefined)
    .map(([k, v]) => ` ${k}="${escapeAttribute(String(v))}"`)
    .join('');
}

/** Writes one document, indented with tabs as 1C writes its own files. */
export class XmlWriter {
  private readonly lines: string[] = ['<?xml version="1.0" encoding="UTF-8"?>'];
  private readonly open: string[] = [];

  private get indent(): string {
    return '\t'.repeat(this.open.length);
  }

  start(name: string, attrs?: Attributes): this {
    this.lines.push(`${this.indent}<${name}${attributes(attrs)}>`);
    this.open.push(name);
    return this;
  }

  end(): this {
    const name = this.open.pop();
    if (!name) throw new Error('XmlWriter: нет открытого элемента');
    this.lines.push(`${this.indent}</${name}>`);
    return this;
  }

  /** An element with text; null or undefined writes nothing (optional elements stay out). */
  text(name: string, value: string | number | null | undefined, attrs?: Attributes): this {
    if (value === null || value === undefined) return this;
    this.lines.push(
      `${this.indent}<${name}${attributes(attrs)}>${escapeText(String(value))}</${name}>`,
    );
    return this;
  }

  /** The requisite pair CommerceML uses for anything without an element of its own. */
  requisite(name: string, value: string | null | undefined): this {
    if (value === null || value === undefined) return this;
    return this.start('ЗначениеРеквизита').text('Наименование', name).text('Значение', value).end();
  }

  toString(): string {
    if (this.open.length) throw new Error(`XmlWriter: не закрыт элемент ${this.open.at(-1)}`);
    return `${this.lines.join('\n')}\n`;
  }
}
