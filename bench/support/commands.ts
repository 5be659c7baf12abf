import { spawn } from 'node:child_process';

/** Runs a command with the bench's environment, its output on ours; rejects on a non-zero exit. */
export function runCommand(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')}: ${code}`)),
    );
  });
}

/** The demo shop with `products` goods in the database `env` names (PGLITE_DIR), from scratch. */
export function seedDemoShop(products: string, env: NodeJS.ProcessEnv): Promise<void> {
  return runCommand(
    'npx',
    ['tsx', '--conditions=react-server', 'demo/cli.ts', '--products', products, '--reset'],
    env,
  );
}
