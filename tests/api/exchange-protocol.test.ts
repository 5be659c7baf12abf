import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { DEMO_EXCHANGE, DEMO_MANAGER } from '@/demo/people';
import { startSession } from '@/server/auth/sessions';
import { exchangeSessions } from '@/server/db/schema/exchange';
import { users as usersTable } from '@/server/db/schema/users';
import { upsertExchangeUser } from '@/server/exchange/exchange-users';
import { importExchangeFile, type ImportStats } from '@/server/exchange/import';
import { exportOrders, importOrderDocuments, markOrdersExported } from '@/server/exchange/sale';
import { PAIR_FREE_FAILURES } from '@/lib/constants';
import { bearer, post } from './auth-support';
import {
  basic,
  call,
  login,
  startExchangeServer,
  type ExchangeTestServer,
} from './exchange-support';

// The protocol is tested on its own: the import and the order exchange are stand-ins here
// (their own suites test them), recording what the protocol hands them.
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
beforeAll(async () => {
  ex = await startExchangeServer();
});
afterAll(() => ex.close());
beforeEach(() => {
  vi.mocked(importExchangeFile)
    .mockReset()
    .mockResolvedValue({ state: 'success', stats: {} as ImportStats });
});

const catalog = (mode: string, o: Parameters<typeof call>[2] = {}, extra = {}) =>
  call(ex.api, { type: 'catalog', mode, ...extra }, o);

describe('1C exchange: the address and the answers', () => {
  it.each(['/api/1c/exchange', '/api/1c/exchange/'])(
    '%s answers at once, text/plain',
    async (path) => {
      const answer = await call(
        ex.api,
        { type: 'catalog', mode: 'checkauth' },
        { path, auth: basic(DEMO_EXCHANGE.email, DEMO_EXCHANGE.password) },
      );
      expect(answer.status).toBe(200);
      expect(answer.headers.get('location')).toBeNull();
      expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(answer.lines).toEqual([
        'success',
        'vitrina_exchange',
        expect.stringMatching(/^[\w-]{40,}$/),
      ]);
    },
  );

  it('answers failure, not an error status, to an unknown type or mode', async () => {
    const unknownType = await call(ex.api, { type: 'nonsense', mode: 'init' });
    expect([unknownType.status, unknownType.lines[0]]).toEqual([200, 'failure']);
    expect(unknownType.lines[1]).toContain('Неизвестный тип обмена');
    const cookie = await login(ex.api, 'catalog', DEMO_EXCHANGE.email, DEMO_EXCHANGE.password);
    const unknownMode = await catalog('dance', { cookie });
    expect(unknownMode.text).toBe('failure\nНеизвестный режим обмена каталога: dance');
  });

  it('turns an unexpected error into failure with a Russian reason, never a 500', async () => {
    vi.mocked(importExchangeFile).mockRejectedValue(new Error('boom'));
    const cookie = await login(ex.api, 'catalog', DEMO_EXCHANGE.email, DEMO_EXCHANGE.password);
    await catalog('init', { cookie });
    await catalog(
      'file',
      { cookie, body: new TextEncoder().encode('<x/>') },
      { filename: 'import.xml' },
    );
    const answer = await catalog('import', { cookie }, { filename: 'import.xml' });
    expect(answer.status).toBe(200);
    expect(answer.lines[0]).toBe('failure');
    expect(answer.lines[1]).toMatch(/Внутренняя ошибка сайта/);
    expect(answer.text).not.toContain('boom');
  });
});

describe('1C exchange: checkauth and the session', () => {
  it('refuses a wrong password; a guessing address waits, 1C from its own address gets in', async () => {
    const email = 'lock@vitrina.by';
    const password = 'Lock-Test-2026!';
    await upsertExchangeUser(ex.api.db, { email, password });
    const guesser = '192.0.2.77';
    const wrong = await catalog('checkauth', { auth: basic(email, 'nope-nope'), ip: guesser });
    expect(wrong.text).toBe('failure\nНеверный логин или пароль');
    for (let i = 1; i < PAIR_FREE_FAILURES; i++)
      await catalog('checkauth', { auth: basic(email, `wrong-${i}`), ip: guesser });
    // Issue #17: the guessing address is slowed, the right password included…
    const slowed = await catalog('checkauth', { auth: basic(email, password), ip: guesser });
    expect(slowed.lines[0]).toBe('failure');
    expect(slowed.lines[1]).toMatch(/Слишком много неудачных попыток.*через \d+ с/);
    // …but the login is not locked: 1C calling from its own address signs in.
    const own = await catalog('checkauth', { auth: basic(email, password), ip: '192.0.2.10' });
    expect(own.lines[0]).toBe('success');
  });

  it('refuses an account of another role and a call without credentials', async () => {
    const manager = await catalog('checkauth', {
      auth: basic(DEMO_MANAGER.email, DEMO_MANAGER.password),
    });
    expect(manager.text).toBe('failure\nЭта учётная запись не предназначена для обмена с 1С');
    const none = await catalog('checkauth');
    expect(none.lines[0]).toBe('failure');
  });

  it('wants the session cookie for every other call, and refuses a stale one', async () => {
    const none = await catalog('init');
    expect(none.text).toBe('failure\nСеанс обмена истёк: выполните checkauth');
    const forged = await catalog('init', { cookie: 'vitrina_exchange=forged' });
    expect(forged.text).toBe(none.text);
    const cookie = await login(ex.api, 'catalog', DEMO_EXCHANGE.email, DEMO_EXCHANGE.password);
    expect((await catalog('init', { cookie })).text).toBe('zip=no\nfile_limit=1024');
    await ex.api.db.update(exchangeSessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await catalog('init', { cookie })).text).toBe(none.text);
  });

  it('keeps the token hashed and ends the session at complete', async () => {
    const cookie = await login(ex.api, 'catalog', DEMO_EXCHANGE.email, DEMO_EXCHANGE.password);
    const token = cookie.split('=')[1]!;
    const rows = await ex.api.db.select().from(exchangeSessions);
    expect(rows.some((r) => r.tokenHash.includes(token))).toBe(false);
    expect(rows.map((r) => r.tokenHash)).toContain(
      createHash('sha256').update(token).digest('hex'),
    );
    await catalog('init', { cookie });
    const lastRow = async () =>
      (await ex.api.db.select().from(exchangeSessions).orderBy(exchangeSessions.id)).at(-1);
    const dir = path.join(ex.cfg.dir, String((await lastRow())?.id));
    expect(existsSync(dir)).toBe(true);
    expect((await catalog('deactivate', { cookie })).text).toBe('success');
    expect((await catalog('complete', { cookie })).text).toBe('success');
    const row = await lastRow();
    expect(row?.status).toBe('success');
    expect(row?.finishedAt).toBeInstanceOf(Date);
    expect(existsSync(dir)).toBe(false);
    expect((await catalog('init', { cookie })).lines[0]).toBe('failure');
  });
});

describe('1C exchange: the exchange account is refused by the rest of the API', () => {
  it('gets no site login, and a token it holds opens nothing', async () => {
    const signIn = await ex.api.request<{ detail: string }>(
      '/api/auth/token/',
      post({ username: DEMO_EXCHANGE.email, password: DEMO_EXCHANGE.password }),
    );
    expect(signIn.status).toBe(403);
    expect(signIn.body.detail).toMatch(/только для обмена/);
    const [user] = await ex.api.db
      .select()
      .from(usersTable)
      .where(eq(usersTable.email, DEMO_EXCHANGE.email));
    // A login made before the account was turned into an exchange one: the token still says
    // customer, the database says exchange, and the database wins.
    const stale = await startSession(
      ex.api.db,
      { secret: ex.api.deps.jwtSecret },
      { id: user!.id, role: 'customer' },
    );
    for (const path of ['/api/user/personal/', '/api/cart/', '/api/configs/']) {
      const answer = await ex.api.request<{ detail: string }>(path, bearer(stale.access));
      expect([path, answer.status]).toEqual([path, 403]);
      expect(answer.body.detail).toMatch(/только для обмена данными/);
    }
    // A token naming the exchange role is not even taken for a token.
    const own = await startSession(
      ex.api.db,
      { secret: ex.api.deps.jwtSecret },
      { id: user!.id, role: 'exchange' },
    );
    expect((await ex.api.request('/api/user/personal/', bearer(own.access))).status).toBe(401);
  });
});

describe('1C exchange: type=sale', () => {
  it('sends the orders as XML, marks them exported and takes documents back', async () => {
    vi.mocked(exportOrders).mockResolvedValue('<?xml version="1.0"?><КоммерческаяИнформация/>');
    vi.mocked(markOrdersExported).mockResolvedValue();
    vi.mocked(importOrderDocuments).mockImplementation(async (_deps, file) => {
      expect(await readFile(file.path, 'utf8')).toBe('<documents/>');
      return { updated: 2 };
    });
    const cookie = await login(ex.api, 'sale', DEMO_EXCHANGE.email, DEMO_EXCHANGE.password);
    const sale = (mode: string, o = {}, extra = {}) =>
      call(ex.api, { type: 'sale', mode, ...extra }, { cookie, ...o });
    expect((await sale('init')).text).toBe('zip=no\nfile_limit=1024');
    const query = await sale('query');
    expect(query.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(query.text).toContain('КоммерческаяИнформация');
    expect(markOrdersExported).not.toHaveBeenCalled();
    expect((await sale('success')).text).toBe('success');
    expect(markOrdersExported).toHaveBeenCalledTimes(1);
    const body = new TextEncoder().encode('<documents/>');
    expect((await sale('file', { body }, { filename: 'orders.xml' })).text).toBe('success');
    expect((await sale('import', {}, { filename: 'orders.xml' })).text).toBe('success');
    expect(importOrderDocuments).toHaveBeenCalledTimes(1);
    // A catalog call on a sale session is refused.
    expect((await call(ex.api, { type: 'catalog', mode: 'init' }, { cookie })).lines[0]).toBe(
      'failure',
    );
  });
});
