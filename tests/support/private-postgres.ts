import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * A PostgreSQL of a test's own (issue #17, the database-down case): Debian's binaries, a cluster
 * initdb'd into a temporary folder, trust auth, on its own port, so the test may stop and start
 * it without touching the shared server on 5432. initdb and the server refuse to run as root:
 * as root, both run as the `postgres` user.
 */
const BIN = process.env.PG_BIN_DIR ?? '/usr/local/bin';

export interface PrivatePostgres {
  url: string;
  port: number;
  dir: string;
  start: () => Promise<void>;
  /** `immediate` is a crash as far as clients are concerned: no goodbye to open connections. */
  stop: (mode?: 'fast' | 'immediate') => void;
  destroy: () => void;
}

function run(cmd: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', path.join(BIN, cmd), ...args]]
    : [path.join(BIN, cmd), args];
  return execFileSync(file, argv, { stdio: 'pipe', timeout: 60_000 }).toString();
}

export async function startPrivatePostgres(
  port = 55432,
  database = 'vitrina',
): Promise<PrivatePostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-pg-'));
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'server.log');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  // fsync off: the machine does not crash, only the server process, and written WAL survives
  // that in the OS. synchronous_commit stays on: with it off, a commit answered in the last
  // few hundred ms before `stop -m immediate` is not yet written and is lost, and the test's
  // «every order answered 201 exists» would catch the test's own setting, not the shop.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const startOnce = () =>
    void run('pg_ctl', ['start', '-D', data, '-l', log, '-w', '-t', '60', '-o', options]);
  // The port may be held for a moment by a client socket that drew it as its ephemeral port
  // (the range covers 55432): try again for a few seconds before giving up.
  const start = async (): Promise<void> => {
    for (let attempt = 1; ; attempt++) {
      try {
        startOnce();
        return;
      } catch (error) {
        if (attempt >= 5) {
          const tail = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').slice(-1500) : '';
          throw new Error(`PostgreSQL на порту ${port} не запустился:\n${tail}`, { cause: error });
        }
        await new Promise((r) => setTimeout(r, 2000));
      }
    }
  };
  const stop = (mode: 'fast' | 'immediate' = 'fast') =>
    void run('pg_ctl', ['stop', '-D', data, '-m', mode, '-w', '-t', '60']);
  try {
    await start();
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const admin = new pg.Client({
    connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
  });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    port,
    dir,
    start,
    stop,
    destroy: () => {
      try {
        stop('immediate');
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
