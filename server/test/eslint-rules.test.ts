import { ESLint } from 'eslint';
import path from 'node:path';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/**
 * The module rules of the root eslint.config.js still catch what they are there for: a rule that is
 * misspelt, scoped to the wrong files or stops working after an upgrade passes `npm run lint` silently.
 * The repository's own config is used, with the type-aware rules off (they need a TypeScript program,
 * seconds to build, and none of the rules here reads types); `ignore: false` reaches the fixtures the
 * lint itself ignores.
 */
const root = path.resolve(import.meta.dirname, '..', '..');
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: path.join(root, 'eslint.config.js'),
  overrideConfig: tseslint.configs.disableTypeChecked,
  ignore: false,
});

async function messages(file: string, code?: string) {
  const filePath = path.join(root, file);
  const [result] = code === undefined ? await eslint.lintFiles([filePath]) : await eslint.lintText(code, { filePath });
  return result!.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

async function severity(file: string, rule: string) {
  const config = (await eslint.calculateConfigForFile(path.join(root, file))) as { rules: Record<string, unknown> };
  const setting = config.rules[rule];
  return Array.isArray(setting) ? setting[0] : setting;
}

describe('import cycles', () => {
  it('a cycle of type-only imports is one (eslint-rules/no-cycle.js counts them)', async () => {
    expect(await messages('eslint-rules/fixtures/type-cycle/first.ts')).toEqual([{ ruleId: 'local/no-cycle', message: 'Dependency cycle detected' }]);
  });

  it('the client, the e2e tests and the benchmark are held to it; the server to no cycle at run time', async () => {
    for (const file of ['client/src/app/router.tsx', 'client/src/admin/AdminApp.tsx', 'e2e/tests/home.spec.ts', 'bench/src/engines.ts']) {
      expect(await severity(file, 'local/no-cycle'), file).toBe(2);
    }
    expect(await severity('server/src/app.ts', 'local/no-cycle')).toBe(0);
    expect(await severity('server/src/app.ts', 'import-x/no-cycle')).toBe(2);
  });
});
