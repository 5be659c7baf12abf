import fs from 'node:fs';
import path from 'node:path';

/** Every stylesheet of the shop's own code: app, components and features. */
export const shopStylesheets = (): string[] =>
  ['app', 'components', 'features'].flatMap((dir) =>
    fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css'))
      .map((file) => path.join(dir, file)),
  );
