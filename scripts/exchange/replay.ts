/**
 * Plays 1C's side of «Обмен с сайтом» (CommerceML 2) against a shop, as 1C:УТ does: checkauth,
 * init, the files in chunks of file_limit (one zip archive when the site asks for zip=yes),
 * import repeated while the site says `progress`, complete; with `orders`, the order exchange
 * (type=sale: checkauth, init, query → the XML, success).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { zipSync } from 'fflate';

export interface ReplayOptions {
  /** The exchange address, e.g. http://localhost:3000/api/1c/exchange/ */
  url: string;
  user: string;
  password: string;
  /** A folder of CommerceML files (import*.xml, offers*.xml, import_files/…). */
  dir?: string;
  /** Where to write the orders' XML (type=sale query). */
  orders?: string;
  log?: (line: string) => void;
}

export interface ReplayResult {
  uploaded: { name: string; bytes: number; chunks: number }[];
  imported: { name: string; calls: number }[];
  ordersBytes?: number;
}

/** The order 1C imports in: the catalogue before the offers, prices and stocks that refer to it. */
const IMPORT_ORDER = ['import', 'offers', 'prices', 'rests', 'orders', 'documents'];
const rank = (name: string) => {
  const i = IMPORT_ORDER.findIndex((p) => path.basename(name).toLowerCase().startsWith(p));
  return i < 0 ? IMPORT_ORDER.length : i;
};
const MAX_IMPORT_CALLS = 10_000;

class Exchange {
  cookie = '';
  constructor(
    private readonly o: ReplayOptions,
    private readonly type: 'catalog' | 'sale',
  ) {}

  async call(mode: string, extra: Record<string, string> = {}, body?: Uint8Array) {
    const url = new URL(this.o.url);
    url.search = new URLSearchParams({ type: this.type, mode, ...extra }).toString();
    const headers: Record<string, string> = {};
    if (mode === 'checkauth')
      headers.Authorization = `Basic ${Buffer.from(`${this.o.user}:${this.o.password}`).toString('base64')}`;
    else headers.Cookie = this.cookie;
    if (body) headers['Content-Type'] = 'application/octet-stream';
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      headers,
      // A copy over a plain ArrayBuffer, the body type fetch takes.
      body: body ? new Uint8Array(body) : undefined,
      redirect: 'manual',
    });
    const text = await response.text();
    if (response.status !== 200)
      throw new Error(`${this.type}/${mode}: HTTP ${response.status} ${text.slice(0, 200)}`);
    return { text, lines: text.split(/\r?\n/), type: response.headers.get('content-type') ?? '' };
  }

  /** An answer that must begin with `success` (or one of `accept`); else its reason is thrown. */
  async expect(
    mode: string,
    extra: Record<string, string> = {},
    body?: Uint8Array,
    accept = ['success'],
  ) {
    const answer = await this.call(mode, extra, body);
    const head = answer.lines[0]?.trim() ?? '';
    if (!accept.includes(head))
      throw new Error(`${this.type}/${mode}: ${answer.lines.slice(1).join(' ').trim() || head}`);
    return { head, lines: answer.lines };
  }

  async checkauth(): Promise<void> {
    const { lines } = await this.expect('checkauth');
    this.cookie = `${lines[1]?.trim()}=${lines[2]?.trim()}`;
  }

  async init(): Promise<{ zip: boolean; fileLimit: number }> {
    const answer = await this.call('init');
    const value = (key: string) =>
      answer.lines
        .find((l) => l.startsWith(`${key}=`))
        ?.slice(key.length + 1)
        .trim();
    const fileLimit = Number(value('file_limit'));
    if (!Number.isFinite(fileLimit) || fileLimit <= 0)
      throw new Error(`${this.type}/init: нет file_limit в ответе «${answer.text}»`);
    return { zip: value('zip') === 'yes', fileLimit };
  }
}

async function listFiles(root: string, sub = ''): Promise<string[]> {
  const entries = await readdir(path.join(root, sub), { withFileTypes: true });
  const out: string[] = [];
  for (const e of entries) {
    const rel = sub ? `${sub}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...(await listFiles(root, rel)));
    else if (e.isFile()) out.push(rel);
  }
  return out.sort();
}

async function uploadCatalog(o: ReplayOptions, dir: string, log: (l: string) => void) {
  const result: ReplayResult = { uploaded: [], imported: [] };
  const ex = new Exchange(o, 'catalog');
  await ex.checkauth();
  log('catalog/checkauth: success');
  const { zip, fileLimit } = await ex.init();
  log(`catalog/init: zip=${zip ? 'yes' : 'no'}, file_limit=${fileLimit}`);
  const files = await listFiles(dir);
  const uploads: { name: string; data: Uint8Array }[] = [];
  if (zip) {
    const tree: Record<string, Uint8Array> = {};
    for (const f of files) tree[f] = await readFile(path.join(dir, f));
    uploads.push({ name: 'exchange.zip', data: zipSync(tree) });
    log(`упаковано в exchange.zip: ${files.length} файлов`);
  } else {
    for (const f of files) uploads.push({ name: f, data: await readFile(path.join(dir, f)) });
  }
  for (const u of uploads) {
    let chunks = 0;
    for (let at = 0; at < u.data.byteLength || chunks === 0; at += fileLimit) {
      await ex.expect('file', { filename: u.name }, u.data.subarray(at, at + fileLimit));
      chunks++;
    }
    result.uploaded.push({ name: u.name, bytes: u.data.byteLength, chunks });
    log(`catalog/file ${u.name}: ${u.data.byteLength} байт, частей: ${chunks}`);
  }
  const toImport = files
    .filter((f) => !f.includes('/') && f.toLowerCase().endsWith('.xml'))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  for (const name of toImport) {
    let calls = 0;
    for (;;) {
      calls++;
      const { head } = await ex.expect('import', { filename: name }, undefined, [
        'success',
        'progress',
      ]);
      if (head === 'success') break;
      if (calls >= MAX_IMPORT_CALLS)
        throw new Error(`catalog/import ${name}: бесконечный progress`);
    }
    result.imported.push({ name, calls });
    log(`catalog/import ${name}: success (вызовов: ${calls})`);
  }
  await ex.expect('complete');
  log('catalog/complete: success');
  return result;
}

async function downloadOrders(o: ReplayOptions, target: string, log: (l: string) => void) {
  const ex = new Exchange(o, 'sale');
  await ex.checkauth();
  log('sale/checkauth: success');
  await ex.init();
  const answer = await ex.call('query');
  if (answer.lines[0]?.trim() === 'failure')
    throw new Error(`sale/query: ${answer.lines.slice(1).join(' ').trim()}`);
  await writeFile(target, answer.text);
  log(`sale/query: ${Buffer.byteLength(answer.text)} байт → ${target}`);
  await ex.expect('success');
  log('sale/success: success');
  return Buffer.byteLength(answer.text);
}

export async function replay(o: ReplayOptions): Promise<ReplayResult> {
  const log = o.log ?? ((line: string) => console.info(line));
  const result: ReplayResult = o.dir
    ? await uploadCatalog(o, o.dir, log)
    : { uploaded: [], imported: [] };
  if (o.orders) result.ordersBytes = await downloadOrders(o, o.orders, log);
  return result;
}
