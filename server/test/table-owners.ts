import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One module's SQL naming a table. */
export interface TableUse {
  module: string;
  file: string;
  table: string;
}

/**
 * The text of every string in a TypeScript source (quoted strings and template literals, a template's
 * parts joined by a space where its `${...}` stood): SQL lives there, and comments never do.
 */
export function stringsOf(source: string): string[] {
  const file = ts.createSourceFile('source.ts', source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const strings: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) strings.push(node.text);
    else if (ts.isTemplateExpression(node)) strings.push([node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' '));
    ts.forEachChild(node, visit);
  };
  visit(file);
  return strings;
}

/** Where SQL names a table: after from, join, update, into, using, table (and each entry of a `from a x, b y` list). */
const TABLE_AFTER = /\b(?:from|join|update|into|using|table)\s+((?:"?\w+"?(?:\s+(?:as\s+)?(?!where\b|on\b|set\b)\w+)?\s*,\s*)*"?\w+"?)/gi;

/** The tables of `tables` a piece of SQL names. */
export function tablesNamed(sql: string, tables: ReadonlySet<string>): string[] {
  const named = new Set<string>();
  for (const match of sql.matchAll(TABLE_AFTER)) {
    for (const entry of match[1]!.split(',')) {
      const name = entry.trim().split(/\s+/)[0]!.replace(/"/g, '').toLowerCase();
      if (tables.has(name)) named.add(name);
    }
  }
  return [...named];
}

/** Every table the migrations create. */
export function schemaTables(migrationsDir: string): string[] {
  const tables = new Set<string>();
  for (const file of readdirSync(migrationsDir).filter((name) => name.endsWith('.ts'))) {
    for (const match of readFileSync(path.join(migrationsDir, file), 'utf8').matchAll(/create table (?:if not exists )?"?(\w+)"?/gi)) tables.add(match[1]!);
  }
  return [...tables].sort();
}

/** The tables each module's non-test sources name in SQL. */
export function tableUses(modulesDir: string, tables: ReadonlySet<string>): TableUse[] {
  const uses: TableUse[] = [];
  for (const file of readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const module = file.split(path.sep)[0]!;
    const named = new Set(stringsOf(readFileSync(path.join(modulesDir, file), 'utf8')).flatMap((text) => tablesNamed(text, tables)));
    for (const table of named) uses.push({ module, file, table });
  }
  return uses;
}
