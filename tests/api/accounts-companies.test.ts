import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { clearCompanyCache, suggestCompanies } from '@/server/companies/suggest';
import { startTestServer, type TestServer } from '../support/test-server';

interface Suggestion {
  name: string;
  title: string;
  inn: string | null;
  unp: string | null;
}

/** Stands in for DaData and the Belarus register, answering in their real shapes. */
function fakeRegisters() {
  const hits: string[] = [];
  let slow = false;
  const server = http.createServer((req, res) => {
    const url = decodeURIComponent(req.url ?? '');
    hits.push(`${req.method} ${url}`);
    const send = (status: number, body: unknown) => {
      const reply = () => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (slow) setTimeout(reply, 1500);
      else reply();
    };
    if (url === '/dadata/suggest/party') {
      if (req.headers.authorization !== 'Token test-key')
        return send(403, { message: 'Forbidden' });
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        const { query } = JSON.parse(raw) as { query: string };
        hits.push(`query=${query}`);
        send(200, {
          suggestions: [
            {
              value: 'ООО "ВЕКТОР-СТРОЙ"',
              data: {
                inn: '7701234560',
                name: {
                  short_with_opf: 'ООО "ВЕКТОР-СТРОЙ"',
                  full_with_opf: 'ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ "ВЕКТОР-СТРОЙ"',
                },
                state: { status: 'ACTIVE' },
              },
            },
            {
              value: 'ООО "ЛИКВИДИРОВАНО"',
              data: {
                inn: '7700000009',
                name: { short_with_opf: 'ООО "ЛИКВИДИРОВАНО"' },
                state: { status: 'LIQUIDATED' },
              },
            },
          ],
        });
      });
      return;
    }
    if (url.startsWith('/egr/getShortInfoByRegName/')) {
      return send(200, [
        {
          ngrn: 190111223,
          vn: 'ООО "Вектор Бел"',
          vnaim: 'Общество с ограниченной ответственностью "Вектор Бел"',
          nsi00219: { nksost: 1, vnsostk: 'Действующий' },
        },
        {
          ngrn: 190333444,
          vn: 'ЧУП "Старый Вектор"',
          vnaim: 'Частное унитарное предприятие "Старый Вектор"',
          nsi00219: { nksost: 2, vnsostk: 'Ликвидирован' },
        },
      ]);
    }
    if (url === '/egr/getShortInfoByRegNum/190111223') {
      return send(200, {
        ngrn: 190111223,
        vn: 'ООО "Вектор Бел"',
        vnaim: 'Общество с ограниченной ответственностью "Вектор Бел"',
        nsi00219: { nksost: 1 },
      });
    }
    return send(404, {});
  });
  return {
    hits,
    setSlow: (v: boolean) => (slow = v),
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let api: TestServer;
const fake = fakeRegisters();
let origin = '';
beforeAll(async () => {
  api = await startTestServer({ products: 10 });
  origin = await fake.start();
});
afterAll(async () => {
  await fake.stop();
  await api.close();
});
afterEach(() => {
  for (const k of [
    'DADATA_API_KEY',
    'DADATA_SUGGEST_URL',
    'EGR_API_URL',
    'COMPANY_LOOKUP_TIMEOUT_MS',
  ])
    delete process.env[k];
  clearCompanyCache();
  fake.setSlow(false);
  fake.hits.length = 0;
});

const suggest = (text: string, country = 'all') =>
  api.request<Suggestion[]>(`/api/dd_party/${encodeURIComponent(text)}/?country=${country}`);

describe('company suggestions (dd_party)', () => {
  it('finds directory companies by part of the name, by УНП and by ИНН', async () => {
    const byName = await suggest('стройдом');
    expect(byName.status).toBe(200);
    expect(byName.body[0]).toMatchObject({ name: 'ООО «СтройДом»', unp: '192736453', inn: null });
    expect((await suggest('1927364')).body.map((s) => s.unp)).toContain('192736453');
    const ru = await suggest('Вектор-М', 'ru');
    expect(ru.body[0]?.inn).toMatch(/^7726\d{6}$/);
    expect((await suggest('Вектор-М', 'by')).body).toEqual([]);
  });

  it('treats LIKE wildcards as plain text and refuses too short a query', async () => {
    expect((await suggest('%%')).body).toEqual([]);
    expect((await suggest('a')).status).toBe(400);
  });

  it('asks DaData (with the key) and the Belarus register when configured, dropping closed companies', async () => {
    process.env.DADATA_API_KEY = 'test-key';
    process.env.DADATA_SUGGEST_URL = `${origin}/dadata/suggest/party`;
    process.env.EGR_API_URL = `${origin}/egr`;
    const res = await suggest('вектор');
    expect(res.status).toBe(200);
    const names = res.body.map((s) => s.name);
    expect(names).toContain('ООО "ВЕКТОР-СТРОЙ"');
    expect(names).toContain('ООО «Вектор Бел»');
    expect(names).not.toContain('ООО "ЛИКВИДИРОВАНО"');
    expect(names).not.toContain('ЧУП «Старый Вектор»');
    expect(res.body.find((s) => s.name === 'ООО "ВЕКТОР-СТРОЙ"')).toMatchObject({
      inn: '7701234560',
      unp: null,
    });
    expect(fake.hits).toContain('query=вектор');
  });

  it('looks a 9-digit УНП up by number in the register', async () => {
    process.env.EGR_API_URL = `${origin}/egr`;
    const res = await suggest('190111223', 'by');
    expect(res.body).toEqual([
      {
        name: 'ООО «Вектор Бел»',
        title: 'Общество с ограниченной ответственностью «Вектор Бел»',
        inn: null,
        unp: '190111223',
      },
    ]);
    expect(fake.hits).toContain('GET /egr/getShortInfoByRegNum/190111223');
  });

  it('asks only the register of the chosen country', async () => {
    process.env.DADATA_API_KEY = 'test-key';
    process.env.DADATA_SUGGEST_URL = `${origin}/dadata/suggest/party`;
    process.env.EGR_API_URL = `${origin}/egr`;
    await suggest('вектор', 'by');
    expect(fake.hits.some((h) => h.includes('/dadata/'))).toBe(false);
    expect(fake.hits.some((h) => h.includes('/egr/'))).toBe(true);
  });

  it('caches register answers', async () => {
    process.env.EGR_API_URL = `${origin}/egr`;
    await suggest('вектор', 'by');
    await suggest('Вектор', 'by');
    expect(fake.hits.filter((h) => h.includes('getShortInfoByRegName'))).toHaveLength(1);
  });

  it('gives up on a slow register after the timeout and still answers from the directory', async () => {
    process.env.EGR_API_URL = `${origin}/egr`;
    process.env.COMPANY_LOOKUP_TIMEOUT_MS = '200';
    fake.setSlow(true);
    const res = await suggest('стройдом');
    expect(res.status).toBe(200);
    expect(res.body[0]?.name).toBe('ООО «СтройДом»');
    expect(res.body.some((s) => s.unp === '190111223')).toBe(false);
  });

  it('survives a register that refuses (wrong key): directory answers only', async () => {
    const found = await suggestCompanies(api.db, 'стройдом', 'all', {
      dadataApiKey: 'wrong-key',
      dadataUrl: `${origin}/dadata/suggest/party`,
      timeoutMs: 1000,
    });
    expect(found.map((s) => s.name)).toEqual(['ООО «СтройДом»']);
  });
});
