import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { CODES_PER_HOUR_PER_IP } from '@/lib/constants';
import { freshIp, postJson } from './support/http';
import { runScript, startServer, type RunningServer } from './support/server';

/**
 * Issue #17, defect 5, on the production server itself: with no proxy (TRUSTED_PROXY_HOPS=0,
 * the default) the /api route handler never sees the socket, so scripts/serve.mjs puts the
 * socket's address in X-Forwarded-For. A client inventing a new X-Forwarded-For on every request
 * stays one caller and meets the per-address limit; behind one trusted proxy (the main server
 * of this suite) the same requests are different callers.
 */
const PORT = Number(process.env.HARDENING_HOPS_PORT ?? 3172);
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = `vitrina_hops_${randomBytes(5).toString('hex')}`;
let server: RunningServer | undefined;

const askCodes = async (origin?: string) => {
  const statuses: number[] = [];
  const run = randomBytes(3).toString('hex');
  for (let i = 0; i <= CODES_PER_HOUR_PER_IP; i++) {
    const res = await postJson(
      '/api/auth/send_code/email/',
      { email: `hops-${run}-${i}@example.by` },
      { 'X-Forwarded-For': `${freshIp()}, ${freshIp()}` },
      origin,
    );
    statuses.push(res.status);
  }
  return statuses;
};

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const env = { DATABASE_URL: url.toString() };
  runScript(['tsx', '--conditions=react-server', 'demo/cli.ts', '--products', '20'], env);
  server = await startServer(PORT, { ...env, TRUSTED_PROXY_HOPS: '0' });
});

afterAll(async () => {
  await server?.stop();
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

describe('the client address on the production server', () => {
  it('without a proxy, an invented X-Forwarded-For does not escape the per-address limit', async () => {
    const statuses = await askCodes(server?.origin);
    expect(statuses.slice(0, CODES_PER_HOUR_PER_IP)).toEqual(
      Array(CODES_PER_HOUR_PER_IP).fill(200),
    );
    expect(statuses[CODES_PER_HOUR_PER_IP]).toBe(429);
  });

  it('behind one trusted proxy, the address the proxy appended is the caller', async () => {
    expect(await askCodes()).toEqual(Array(CODES_PER_HOUR_PER_IP + 1).fill(200));
  });
});
