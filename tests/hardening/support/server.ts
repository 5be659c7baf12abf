import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * A production server of a case's own (`npm start`, as scripts/hardening.sh starts the main one),
 * in its own process group so it stops with everything it spawned.
 */
export interface RunningServer {
  origin: string;
  pid: number;
  log: string;
  alive: () => boolean;
  stop: () => Promise<void>;
}

export async function startServer(
  port: number,
  env: Record<string, string>,
): Promise<RunningServer> {
  const origin = `http://127.0.0.1:${port}`;
  const log = path.join(os.tmpdir(), `vitrina-hardening-server-${port}.log`);
  const out = fs.openSync(log, 'w');
  const child = spawn('npm', ['start'], {
    detached: true,
    stdio: ['ignore', out, out],
    env: {
      ...process.env,
      PORT: String(port),
      SITE_ORIGIN: origin,
      JWT_SECRET: `hardening-${randomBytes(24).toString('hex')}`,
      TRUSTED_PROXY_HOPS: '1',
      SEED_ON_START: 'false',
      ...env,
    },
  });
  const pid = child.pid as number;
  const alive = () => child.exitCode === null && child.signalCode === null;
  const deadline = Date.now() + 90_000;
  for (;;) {
    const ok = await fetch(`${origin}/api/health/`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (!alive() || Date.now() > deadline)
      throw new Error(
        `Сервер на ${port} не поднялся:\n${fs.readFileSync(log, 'utf8').slice(-3000)}`,
      );
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    origin,
    pid,
    log,
    alive,
    stop: async () => {
      try {
        process.kill(-pid, 'SIGTERM');
      } catch {
        return;
      }
      await new Promise<void>((resolve) => {
        if (!alive()) resolve();
        child.once('exit', () => resolve());
        setTimeout(resolve, 10_000);
      });
    },
  };
}

/** Runs a package script with the given environment (seeding a database), failing loudly. */
export function runScript(args: string[], env: Record<string, string>) {
  const res = spawnSync('npx', args, {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 240_000,
  });
  if (res.status !== 0)
    throw new Error(`${args.join(' ')}: ${res.status}\n${res.stdout}\n${res.stderr}`);
}
