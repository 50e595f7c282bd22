// Kill -9 storms (issue 10, point 5): 1,000 order creations against a real server process
// killed with SIGKILL at random points and started again, 20 times on PostgreSQL and 5 on
// PGlite. It runs the soak file server/modules/orders/orders.crash.soak.test.ts (which also
// asserts the PostgreSQL goals) and prints what each storm reported. BENCH_DATABASE_URL as in api.mjs.
import { runSoak } from './_soakReport.mjs';

const FILE = 'server/modules/orders/orders.crash.soak.test.ts';
const KILLS = { PostgreSQL: 20, PGlite: 5 };

export default async function run({ log }) {
  const { lines, code } = await runSoak({ files: [FILE], reportVar: 'CRASH_REPORT', database: true, log });
  const rows = [];
  const row = (figure, value, goal, ok) => rows.push({ section: 'crash', figure, value, goal, ok });
  for (const where of ['PostgreSQL', 'PGlite']) {
    const storm = lines.find((l) => l.where === where);
    if (!storm) {
      row(`${where}: storm`, 'did not run', 'runs', false);
      continue;
    }
    const kills = KILLS[where];
    const strict = where === 'PostgreSQL';
    row(
      `${where}: kills / restarts`,
      `${storm.kills} / ${storm.restarts}`,
      `${kills} / ${kills}`,
      storm.kills === kills && storm.restarts === kills && !storm.startFailure,
    );
    row(`${where}: slowest restart after a kill`, `${(storm.slowestRestartMs / 1000).toFixed(1)} s`, '', null);
    row(`${where}: orders answered with success (of ${storm.attempts} sent)`, storm.succeeded, '', null);
    row(`${where}: requests cut off by a kill`, storm.unanswered, '', null);
    row(`${where}: answered orders lost`, storm.lost, strict ? 0 : 'reported', strict ? storm.lost === 0 : null);
    row(`${where}: answered orders incomplete`, storm.incomplete, strict ? 0 : 'reported', strict ? storm.incomplete === 0 : null);
    row(`${where}: half-written orders`, storm.halfWritten, 0, storm.halfWritten === 0);
    row(`${where}: orders written whose answer the kill cut off`, storm.committedUnanswered, '', null);
    row(`${where}: cabin classes where inventory + sold ≠ capacity`, storm.berthMismatches, 0, storm.berthMismatches === 0);
  }
  row('soak tests pass', `exit ${code}`, 'exit 0', code === 0);
  return rows;
}
