import { generate } from '@graphql-codegen/cli';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');

it('generated code is what codegen makes from the schema files and the operations now (run `npm run codegen`)', async () => {
  const cwd = process.cwd();
  process.chdir(root);
  try {
    const { default: config } = await import(path.join(root, 'codegen.ts'));
    const outputs: { filename: string; content: string }[] = await generate({ ...config, cwd: root, silent: true }, false);
    expect(outputs.length).toBeGreaterThan(1);
    for (const { filename, content } of outputs) {
      const onDisk = readFileSync(path.resolve(root, filename), 'utf8');
      expect(onDisk, `${filename} is stale: run npm run codegen`).toBe(content);
    }
  } finally {
    process.chdir(cwd);
  }
}, 60_000);
