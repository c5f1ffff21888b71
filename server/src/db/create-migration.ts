import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm run migration:create -w server -- <name>`: writes an empty migration named for the time and the
 * given name, and appends it to the committed list (migrations/index.ts). The SQL is written by hand:
 * the schema comes only from migrations (triggers and functions too, which a schema diff would miss).
 */
export function createMigration(name: string, dir: string, now = new Date()): string {
  if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`The name must be lower-case letters, digits and underscores, got "${name}"`);
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  const className = `Migration${stamp}_${name}`;
  const indexFile = path.join(dir, 'index.ts');
  const index = readFileSync(indexFile, 'utf8');
  if (index.includes(`'${className}'`)) throw new Error(`${className} exists already`);
  writeFileSync(
    path.join(dir, `${className}.ts`),
    `import { Migration } from '@mikro-orm/migrations';\n\n/** TODO: what this migration changes, and why. */\nexport class ${className} extends Migration {\n  override async up(): Promise<void> {\n    this.addSql(\`\`);\n  }\n}\n`,
    { flag: 'wx' },
  );
  const withImport = index.replace(/((?:^import .*\n)+)/m, `$1import { ${className} } from './${className}.js';\n`);
  const withEntry = withImport.replace(/\n\];\s*$/, `\n  { name: '${className}', class: ${className} },\n];\n`);
  if (withEntry === withImport) throw new Error(`${indexFile}: the migrations list was not found`);
  writeFileSync(indexFile, withEntry);
  return className;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const name = process.argv[2];
  if (!name) {
    console.error('Usage: npm run migration:create -w server -- <name>   (e.g. cart_lines)');
    process.exit(1);
  }
  const created = createMigration(name, path.join(import.meta.dirname, 'migrations'));
  console.log(`Created src/db/migrations/${created}.ts and listed it in src/db/migrations/index.ts`);
}
