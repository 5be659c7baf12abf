import { join } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';

export const repoRoot = join(import.meta.dirname, '../..');

// The project's own eslint.config.mjs decides; only the type-aware rules are off, so a snippet
// that is no file of the TypeScript project lints in a moment.
const eslint = new ESLint({ cwd: repoRoot, overrideConfig: [tseslint.configs.disableTypeChecked] });

/** ESLint's messages for `code` linted as the file at `filePath` (from the repository root). */
export async function lintSnippet(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, filePath) });
  return result?.messages ?? [];
}
