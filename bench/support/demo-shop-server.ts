import { runCommand, seedDemoShop } from './commands';
import { startProductionServer, type ProductionServer } from './production-server';

/** The data folder the phone benches (Lighthouse, main thread) share: seeded once, reused. */
const DEMO_DATA_DIR = '.data/lighthouse';

export interface DemoShopOptions {
  port: number;
  /** `next build` first (false reuses the last build). */
  build: boolean;
  /** Seeds `products` goods from scratch first (false reuses `.data/lighthouse`). */
  seed: boolean;
  products: string;
}

/**
 * The demo shop as a buyer's phone meets it: the production build on the embedded database,
 * behind the same server `npm start` runs. Both phone benches measure this one setup.
 */
export async function startDemoShopServer(options: DemoShopOptions): Promise<ProductionServer> {
  const env = {
    ...process.env,
    PGLITE_DIR: DEMO_DATA_DIR,
    SITE_ORIGIN: `http://127.0.0.1:${options.port}`,
    VITRINA_ALLOW_DEV_SECRET: '1',
    NODE_ENV: 'production' as const,
  };
  if (options.build) await runCommand('npm', ['run', 'build'], env);
  if (options.seed) await seedDemoShop(options.products, env);
  return startProductionServer(options.port, env);
}
