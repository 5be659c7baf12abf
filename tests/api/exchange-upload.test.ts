import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { zipSync } from 'fflate';
import { desc } from 'drizzle-orm';
import { DEMO_EXCHANGE } from '@/demo/people';
import { exchangeSessions } from '@/server/db/schema/exchange';
import { importExchangeFile, type ImportStats } from '@/server/exchange/import';
import { exportOrders, markOrdersExported } from '@/server/exchange/sale';
import { replay } from '@/scripts/exchange/replay';
import { call, login, startExchangeServer, type ExchangeTestServer } from './exchange-support';

vi.mock('@/server/exchange/import', () => ({
  importExchangeFile: vi.fn(),
  finishCatalogImport: vi.fn(() => Promise.resolve({ hidden: 0 })),
}));
vi.mock('@/server/exchange/sale', () => ({
  exportOrders: vi.fn(),
  markOrdersExported: vi.fn(),
  importOrderDocuments: vi.fn(),
}));

let ex: ExchangeTestServer;
/** What the import was handed: name and bytes, read while the call was running. */
let received: { name: string; bytes: Buffer }[] = [];
beforeAll(async () => {
  ex = await startExchangeServer();
});
afterAll(() => ex.close());
beforeEach(() => {
  received = [];
  Object.assign(ex.cfg, { fileLimit: 1024, maxBody: 64 * 1024, zip: false, maxZipEntries: 100 });
  vi.mocked(importExchangeFile)
    .mockReset()
    .mockImplementation(async (_deps, file) => {
      received.push({ name: file.name, bytes: await readFile(file.path) });
      return { state: 'success', stats: { productsCreated: 1 } as ImportStats };
    });
});

async function open(): Promise<
  (mode: string, o?: { body?: Uint8Array }, extra?: object) => ReturnType<typeof call>
> {
  const cookie = await login(ex.api, 'catalog', DEMO_EXCHANGE.email, DEMO_EXCHANGE.password);
  return (mode, o = {}, extra = {}) =>
    call(ex.api, { type: 'catalog', mode, ...extra }, { cookie, ...o });
}

async function upload(
  c: Awaited<ReturnType<typeof open>>,
  filename: string,
  data: Uint8Array,
  limit = 1024,
) {
  for (let at = 0; at < data.byteLength; at += limit) {
    const answer = await c('file', { body: data.subarray(at, at + limit) }, { filename });
    if (answer.text !== 'success') return answer;
  }
  return null;
}

const lastSession = async () =>
  (await ex.api.db.select().from(exchangeSessions).orderBy(desc(exchangeSessions.id)).limit(1))[0]!;

describe('1C exchange: files', () => {
  it('joins a file sent in chunks byte for byte, answers progress while the import asks', async () => {
    vi.mocked(importExchangeFile).mockResolvedValueOnce({
      state: 'progress',
      stats: {} as ImportStats,
    });
    const c = await open();
    await c('init');
    const data = randomBytes(3000);
    expect(await upload(c, 'import.xml', data)).toBeNull();
    expect((await c('import', {}, { filename: 'import.xml' })).text).toBe('progress');
    expect((await c('import', {}, { filename: 'import.xml' })).text).toBe('success');
    expect(received.at(-1)?.bytes.equals(data)).toBe(true);
    const session = await lastSession();
    expect(session.files).toEqual([{ name: 'import.xml', size: 3000, chunks: 3, imported: true }]);
    expect(session.stats).toEqual({ 'import.xml': { productsCreated: 1 } });
  });

  it('starts over at each init: a file of an earlier attempt is not appended to', async () => {
    const c = await open();
    await c('init');
    await upload(c, 'import.xml', Buffer.from('stale'));
    await c('init');
    await upload(c, 'import.xml', Buffer.from('<fresh/>'));
    await c('import', {}, { filename: 'import.xml' });
    expect(received.at(-1)?.bytes.toString()).toBe('<fresh/>');
  });

  it('keeps subfolders and refuses names that leave the folder', async () => {
    const c = await open();
    await c('init');
    expect(
      (await c('file', { body: Buffer.from('img') }, { filename: 'import_files/ab/pic.jpg' })).text,
    ).toBe('success');
    for (const filename of [
      '../evil.xml',
      'import_files/../../evil.xml',
      '/etc/evil.xml',
      'C:\\evil.xml',
      'a\0b.xml',
    ]) {
      const answer = await c('file', { body: Buffer.from('x') }, { filename });
      expect(answer.lines[0], filename).toBe('failure');
      expect(answer.lines[1]).toMatch(/Недопустимое имя файла/);
    }
    expect(existsSync(path.join(ex.cfg.dir, 'evil.xml'))).toBe(false);
    expect(existsSync(path.resolve(ex.cfg.dir, '..', 'evil.xml'))).toBe(false);
  });

  it('refuses a chunk over file_limit and a file over the total limit', async () => {
    const c = await open();
    await c('init');
    const big = await c('file', { body: randomBytes(1025) }, { filename: 'import.xml' });
    expect(big.lines[0]).toBe('failure');
    expect(big.lines[1]).toMatch(/file_limit/);
    ex.cfg.maxBody = 2000;
    const total = await upload(c, 'offers.xml', randomBytes(3000));
    expect(total?.lines[0]).toBe('failure');
    expect(total?.lines[1]).toMatch(/больше допустимого размера/);
    const session = await lastSession();
    expect(session.status).toBe('failure');
    expect(session.error).toMatch(/больше допустимого размера/);
  });

  it('asks for zip=yes when configured and unpacks the archive before the import', async () => {
    ex.cfg.zip = true;
    const c = await open();
    expect((await c('init')).text).toBe('zip=yes\nfile_limit=1024');
    const xml = Buffer.from(`<КоммерческаяИнформация>${'x'.repeat(5000)}</КоммерческаяИнформация>`);
    const archive = zipSync(
      { 'import.xml': xml, 'import_files/a/b.jpg': randomBytes(2000) },
      { level: 0 },
    );
    expect(await upload(c, 'v8_exchange.zip', archive)).toBeNull();
    expect((await c('import', {}, { filename: 'import.xml' })).text).toBe('success');
    expect(received[0]?.bytes.equals(xml)).toBe(true);
    const dir = path.join(ex.cfg.dir, String((await lastSession()).id));
    expect(existsSync(path.join(dir, 'import_files/a/b.jpg'))).toBe(true);
    expect(existsSync(path.join(dir, 'v8_exchange.zip'))).toBe(false);
  });

  it.each([
    ['an entry leaving the folder', { '../evil.txt': Buffer.from('x') }, /Недопустимое имя файла/],
    [
      'too many entries',
      Object.fromEntries([...Array(6).keys()].map((i) => [`f${i}.xml`, Buffer.from('x')])),
      /больше 5 файлов/,
    ],
    [
      'a zip bomb',
      { 'import.xml': new Uint8Array(10 * 1024 * 1024) },
      /больше допустимого размера/,
    ],
  ])('refuses an archive with %s', async (_what, tree, reason) => {
    ex.cfg.maxZipEntries = 5;
    const c = await open();
    await c('init');
    const archive = zipSync(tree);
    expect(archive.byteLength).toBeLessThan(64 * 1024);
    expect(await upload(c, 'exchange.zip', archive)).toBeNull();
    const answer = await c('import', {}, { filename: 'import.xml' });
    expect(answer.lines[0]).toBe('failure');
    expect(answer.lines[1]).toMatch(reason);
    expect(received).toEqual([]);
    expect(existsSync(path.resolve(ex.cfg.dir, 'evil.txt'))).toBe(false);
  });
});

describe('npm run exchange:replay', () => {
  it('plays 1C: zipped, chunked upload, imports in 1C order, then the orders', async () => {
    vi.mocked(importExchangeFile).mockResolvedValueOnce({
      state: 'progress',
      stats: {} as ImportStats,
    });
    vi.mocked(exportOrders).mockResolvedValue('<КоммерческаяИнформация/>');
    vi.mocked(markOrdersExported).mockResolvedValue();
    const folder = await mkdtemp(path.join(tmpdir(), 'vitrina-replay-'));
    try {
      await mkdir(path.join(folder, 'import_files'));
      await writeFile(path.join(folder, 'offers.xml'), '<offers/>');
      await writeFile(path.join(folder, 'import.xml'), randomBytes(2500));
      await writeFile(path.join(folder, 'import_files', 'p.jpg'), randomBytes(1500));
      for (const zip of [true, false]) {
        ex.cfg.zip = zip;
        received = [];
        const lines: string[] = [];
        const result = await replay({
          url: `${ex.api.origin}/api/1c/exchange/`,
          user: DEMO_EXCHANGE.email,
          password: DEMO_EXCHANGE.password,
          dir: folder,
          orders: path.join(folder, 'orders.out'),
          log: (l) => lines.push(l),
        });
        await rm(path.join(folder, 'orders.out'));
        expect(received.map((r) => r.name)).toEqual(['import.xml', 'offers.xml']);
        expect(received[0]?.bytes.equals(await readFile(path.join(folder, 'import.xml')))).toBe(
          true,
        );
        expect(result.uploaded.length).toBe(zip ? 1 : 3);
        expect(
          result.uploaded.every((u) => u.chunks === Math.max(1, Math.ceil(u.bytes / 1024))),
        ).toBe(true);
        expect(result.ordersBytes).toBe(Buffer.byteLength('<КоммерческаяИнформация/>'));
        expect(lines).toContain('catalog/complete: success');
      }
      expect((await lastSession()).kind).toBe('sale');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('stops with the site reason on a wrong password', async () => {
    await expect(
      replay({
        url: `${ex.api.origin}/api/1c/exchange`,
        user: DEMO_EXCHANGE.email,
        password: 'wrong-one',
        dir: '.',
        log: () => undefined,
      }),
    ).rejects.toThrow('Неверный логин или пароль');
  });
});
