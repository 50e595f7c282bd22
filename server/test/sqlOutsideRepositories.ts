import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * Counts the SQL statements written outside `*.repository.ts` under server/modules (the rule
 * eslint.config.js enforces: "SQL lives in *.repository.ts"). A statement is a query started on
 * a database or transaction handle (`db`, `tx`, `trx`) with select, selectDistinct, insert,
 * update, delete, execute or $with, or a `sql` template (or `sql.raw`/`sql.join` call) that is
 * not part of such a query. Tests are left out. `npx tsx server/test/sqlOutsideRepositories.ts`
 * prints the count and where each one is.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MODULES = join(ROOT, 'server/modules');
const HANDLES = new Set(['db', 'tx', 'trx']);
const QUERIES = new Set(['select', 'selectDistinct', 'insert', 'update', 'delete', 'execute', '$with']);

export interface SqlSite {
  file: string;
  line: number;
  text: string;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.repository.ts') ? [path] : [];
  });
}

function isSqlTag(node: ts.Node): boolean {
  return ts.isIdentifier(node) && node.text === 'sql';
}

/** A call on a query chain that starts on a handle (`tx.update(t).set(…).where(…)`, any link of it). */
function startsQuery(call: ts.CallExpression): boolean {
  let node: ts.Expression = call;
  while (ts.isCallExpression(node) || ts.isPropertyAccessExpression(node) || ts.isNonNullExpression(node)) {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const { expression: on, name } = node.expression;
      if (ts.isIdentifier(on) && HANDLES.has(on.text) && QUERIES.has(name.text)) return true;
    }
    node = node.expression;
  }
  return false;
}

/** Every SQL statement in one file's source: a query chain counts once, with the `sql` templates inside it. */
export function sqlSitesIn(file: string, source: string): SqlSite[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const sites: SqlSite[] = [];
  const add = (node: ts.Node) =>
    sites.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: node.getText().split('\n')[0]!.slice(0, 120) });
  const visit = (node: ts.Node, inQuery: boolean): void => {
    let counted = false;
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      counted = startsQuery(node) || isSqlTag(node.expression.expression);
    } else if (ts.isTaggedTemplateExpression(node)) {
      counted = isSqlTag(ts.isCallExpression(node.tag) ? node.tag.expression : node.tag);
    }
    if (counted && !inQuery) add(node);
    ts.forEachChild(node, (child) => visit(child, inQuery || counted));
  };
  visit(sf, false);
  return sites;
}

/** The SQL statements of server/modules outside its repositories. */
export function sqlOutsideRepositories(): SqlSite[] {
  return filesUnder(MODULES).flatMap((path) => sqlSitesIn(relative(ROOT, path), readFileSync(path, 'utf8')));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const sites = sqlOutsideRepositories();
  for (const site of sites) console.log(`${site.file}:${site.line}  ${site.text}`);
  console.log(`${sites.length} SQL statements outside *.repository.ts in server/modules`);
}
