// The mutation score per folder, from Stryker's JSON reports (reports/stryker/<group>.json, written
// by `npm run mutate`; the files given, or every report there): killed, survived, no coverage and timeout per folder, and the score. Exits 1
// when a folder scores under the break threshold: Stryker's own `break` judges the run as a whole,
// where a strong folder would hide a weak one. `--survivors` lists each surviving mutant
// (file:line mutator → replacement); `--incremental` reads the incremental files instead, which
// also hold what an interrupted run had tested so far.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';

const REPORTS = 'reports/stryker';
export const BREAK = 85;

/** The folders scored: a file belongs to the first that starts its path. */
const FOLDERS = ['src/machines', 'src/domain', 'server/modules/orders'];

/** The folder a report's file path is scored under. */
export function folderOf(file) {
  return FOLDERS.find((f) => file.startsWith(`${f}/`)) ?? file.split('/').slice(0, 2).join('/');
}

/**
 * Counts and score per folder. Timeouts count as detected (Stryker's own rule: the mutant made the
 * tests hang); compile and runtime errors and ignored mutants count in neither.
 */
export function scoresByFolder(reports) {
  const rows = new Map();
  for (const [path, file] of reports.flatMap((report) => Object.entries(report.files))) {
    const name = isAbsolute(path) ? relative(process.cwd(), path) : path;
    const folder = folderOf(name);
    const row = rows.get(folder) ?? { folder, killed: 0, survived: 0, noCoverage: 0, timeout: 0, survivors: [] };
    for (const m of file.mutants) {
      if (m.status === 'Killed') row.killed++;
      else if (m.status === 'Timeout') row.timeout++;
      else if (m.status === 'NoCoverage') row.noCoverage++;
      else if (m.status === 'Survived') row.survived++;
      if (m.status === 'Survived' || m.status === 'NoCoverage')
        row.survivors.push({ file: name, line: m.location.start.line, mutator: m.mutatorName, replacement: m.replacement ?? '', status: m.status });
    }
    rows.set(folder, row);
  }
  return [...rows.values()]
    .map((row) => {
      const detected = row.killed + row.timeout;
      const valid = detected + row.survived + row.noCoverage;
      return { ...row, score: valid === 0 ? null : (100 * detected) / valid };
    })
    .sort((a, b) => a.folder.localeCompare(b.folder));
}

function main() {
  const given = process.argv.slice(2).filter((a) => a.endsWith('.json'));
  const incremental = process.argv.includes('--incremental');
  const all = existsSync(REPORTS) ? readdirSync(REPORTS).filter((f) => f.endsWith('.json') && f.endsWith('.incremental.json') === incremental) : [];
  const files = (given.length > 0 ? given : all.map((f) => join(REPORTS, f))).filter((f) => existsSync(f));
  if (files.length === 0) {
    console.error(`No mutation report in ${REPORTS}: run npm run mutate first.`);
    process.exit(1);
  }
  const rows = scoresByFolder(files.map((f) => JSON.parse(readFileSync(f, 'utf8'))));
  const pad = (value, width) => String(value).padStart(width);
  console.log(`${'folder'.padEnd(24)}${pad('killed', 8)}${pad('survived', 10)}${pad('no cov', 8)}${pad('timeout', 9)}${pad('score', 9)}`);
  for (const r of rows) {
    const score = r.score === null ? 'n/a' : `${r.score.toFixed(1)} %`;
    console.log(`${r.folder.padEnd(24)}${pad(r.killed, 8)}${pad(r.survived, 10)}${pad(r.noCoverage, 8)}${pad(r.timeout, 9)}${pad(score, 9)}`);
  }
  if (process.argv.includes('--survivors')) {
    for (const r of rows) {
      for (const s of r.survivors) {
        const shown = s.replacement.replace(/\s+/g, ' ').slice(0, 60);
        console.log(`${s.file}:${s.line} ${s.mutator}${s.status === 'NoCoverage' ? ' (no coverage)' : ''} → ${shown}`);
      }
    }
  }
  const weak = rows.filter((r) => r.score !== null && r.score < BREAK);
  if (weak.length > 0) {
    console.error(`Under ${BREAK} %: ${weak.map((r) => r.folder).join(', ')}`);
    process.exitCode = 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
