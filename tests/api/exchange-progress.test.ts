import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { generateExchangeFiles } from '@/bench/exchange-generate';
import { DEMO_EXCHANGE } from '@/demo/people';
import { exchangeSessions } from '@/server/db/schema/exchange';
import { call, login, startExchangeServer, type ExchangeTestServer } from './exchange-support';

// Issue #12: a long file is imported as a background job; mode=import answers `progress` after
// a slice while it runs (1C repeats the call), then `success` or `failure` once. The job's
// state is in exchange_sessions.jobs, so a call on another instance answers from it.

const FIXTURES = path.join(import.meta.dirname, '../fixtures/commerceml');
let ex: ExchangeTestServer;
let dir: string;

beforeAll(async () => {
  ex = await startExchangeServer();
  Object.assign(ex.cfg, { fileLimit: 16 * 1024 * 1024, maxBody: 64 * 1024 * 1024 });
  dir = await mkdtemp(path.join(tmpdir(), 'vitrina-progress-'));
}, 300_000);
afterAll(async () => {
  await ex.close();
  await rm(dir, { recursive: true, force: true });
});

const catalog = (cookie: string, mode: string, extra: Record<string, string> = {}, body?: Buffer) =>
  call(ex.api, { type: 'catalog', mode, ...extra }, { cookie, body });

async function upload(file: string, name = 'import.xml') {
  const cookie = await login(ex.api, 'catalog', DEMO_EXCHANGE.email, DEMO_EXCHANGE.password);
  await catalog(cookie, 'init');
  const sent = await catalog(cookie, 'file', { filename: name }, await readFile(file));
  expect(sent.text).toBe('success');
  return cookie;
}

async function jobOf(name = 'import.xml') {
  const rows = await ex.api.db
    .select({ jobs: exchangeSessions.jobs, stats: exchangeSessions.stats })
    .from(exchangeSessions)
    .orderBy(sql`${exchangeSessions.id} desc`)
    .limit(1);
  return { job: rows[0]?.jobs[name] as Record<string, unknown> | undefined, stats: rows[0]?.stats };
}

describe('mode=import of a long file', () => {
  it('answers progress while the job runs, then success once; the stats are logged', async () => {
    const files = await generateExchangeFiles(dir, 1500);
    const cookie = await upload(files.importPath);
    ex.cfg.importSliceMs = 20;
    const answers: string[] = [];
    for (let i = 0; i < 500; i += 1) {
      const answer = await catalog(cookie, 'import', { filename: 'import.xml' });
      answers.push(answer.text);
      if (answer.text !== 'progress') break;
    }
    expect(answers[0]).toBe('progress');
    expect(answers.at(-1)).toBe('success');
    expect(answers.filter((a) => a !== 'progress')).toEqual(['success']);
    const { job, stats } = await jobOf();
    expect(job).toMatchObject({ state: 'success', reported: true, error: null });
    expect(
      (stats as Record<string, { productsCreated: number }>)['import.xml']?.productsCreated,
    ).toBe(1500);
  }, 300_000);

  it('reports a refused file as failure with its reason (the job ends answered)', async () => {
    ex.cfg.importSliceMs = 20;
    const cookie = await upload(path.join(FIXTURES, 'generated/malformed.xml'));
    let answer = await catalog(cookie, 'import', { filename: 'import.xml' });
    for (let i = 0; answer.text === 'progress' && i < 500; i += 1)
      answer = await catalog(cookie, 'import', { filename: 'import.xml' });
    expect(answer.lines[0]).toBe('failure');
    expect(answer.lines[1]).toMatch(/XML/);
    expect((await jobOf()).job).toMatchObject({ state: 'failure', reported: true });
  }, 120_000);
});

describe('a job run by another instance', () => {
  async function pretend(cookie: string, job: Record<string, unknown>) {
    const [session] = await ex.api.db
      .select({ id: exchangeSessions.id })
      .from(exchangeSessions)
      .orderBy(sql`${exchangeSessions.id} desc`)
      .limit(1);
    await ex.api.db
      .update(exchangeSessions)
      .set({ jobs: { 'import.xml': job } })
      .where(eq(exchangeSessions.id, session?.id ?? 0));
    return catalog(cookie, 'import', { filename: 'import.xml' });
  }

  it('answers from the shared state: progress while it beats, success when it is done', async () => {
    ex.cfg.importSliceMs = 300;
    const cookie = await upload(path.join(FIXTURES, 'generated/import-status-deleted.xml'));
    const now = new Date().toISOString();
    const running = {
      state: 'running',
      startedAt: now,
      heartbeatAt: now,
      error: null,
      stats: null,
    };
    expect((await pretend(cookie, { ...running, reported: false })).text).toBe('progress');
    const done = await pretend(cookie, { ...running, state: 'success', reported: false });
    expect(done.text).toBe('success');
  });

  it('reports a job whose instance stopped beating as a failure, in Russian', async () => {
    ex.cfg.importSliceMs = 300;
    const cookie = await upload(path.join(FIXTURES, 'generated/import-status-deleted.xml'));
    const old = new Date(Date.now() - 10 * 60_000).toISOString();
    const answer = await pretend(cookie, {
      state: 'running',
      startedAt: old,
      heartbeatAt: old,
      error: null,
      stats: null,
      reported: false,
    });
    expect(answer.text).toBe(
      'failure\nИмпорт файла «import.xml» прервался: сервер, который его выполнял, перестал отвечать. Повторите обмен',
    );
    expect((await jobOf()).job).toMatchObject({ state: 'failure', reported: true });
  });
});
