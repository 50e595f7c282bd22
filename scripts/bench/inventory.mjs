// Inventory races (issue 10, point 4): 200 buyers for the last 50 suite rooms (a couple per room)
// and 100 for the last dormitory berth, twenty times
// each, on PGlite, on PostgreSQL and across two server processes on one PostgreSQL, plus the
// control run with the reservation guard off. It runs the soak file
// server/modules/orders/orders.concurrency.soak.test.ts (which also asserts every figure) and
// prints what each race reported. BENCH_DATABASE_URL as in api.mjs.
import { runSoak, median } from './_soakReport.mjs';

const FILE = 'server/modules/orders/orders.concurrency.soak.test.ts';
const PLACES = ['PGlite', 'PostgreSQL', 'two processes'];
const RACES = ['200 buyers for the last 50 rooms or berths', '100 buyers for the last room or berth'];

export default async function run({ log }) {
  const pglite = await runSoak({ files: [FILE], reportVar: 'RACE_REPORT', database: false, log });
  const postgres = await runSoak({ files: [FILE], reportVar: 'RACE_REPORT', database: true, log });
  const lines = [...pglite.lines, ...postgres.lines];
  const rows = [];
  const row = (figure, value, goal, ok) => rows.push({ section: 'inventory', figure, value, goal, ok });

  for (const where of PLACES) {
    for (const race of RACES) {
      const runs = lines.filter((l) => l.where === where && l.race === race);
      const name = `${where}, ${race}`;
      if (!runs.length) {
        row(`${name}: runs`, 'none ran', '20', false);
        continue;
      }
      const exact = runs.filter((l) => l.sold === l.capacity && l.final.sold === l.capacity && l.final.remaining === 0).length;
      const losers = runs.reduce((n, l) => n + l.buyers - l.capacity, 0);
      const answered = runs.reduce((n, l) => n + l.notEnough, 0);
      const badReadings = runs.reduce((n, l) => n + l.badSamples, 0);
      const readings = runs.reduce((n, l) => n + l.samples, 0);
      row(
        `${name}: runs selling exactly the capacity`,
        `${exact}/${runs.length}`,
        `${runs.length}/${runs.length} (20 runs)`,
        exact === runs.length && runs.length >= 20,
      );
      row(
        `${name}: oversells found`,
        runs.filter((l) => l.oversold).length,
        0,
        runs.every((l) => !l.oversold),
      );
      row(`${name}: losers answered 10409`, `${answered}/${losers}`, `${losers}/${losers}`, answered === losers && runs.every((l) => l.other === 0));
      row(`${name}: readings with sold + remaining ≠ capacity`, `${badReadings} of ${readings}`, 0, badReadings === 0);
      row(`${name}: median race time`, `${median(runs.map((l) => l.durationMs))} ms`, '', null);
    }
  }

  const control = lines.filter((l) => l.where === 'control, guard off');
  const oversold = control.filter((l) => l.oversold && l.badSamples > 0).length;
  row(
    'control (guard off, PostgreSQL): runs showing an oversell',
    control.length ? `${oversold}/${control.length}` : 'none ran',
    'every run',
    control.length > 0 && oversold === control.length,
  );
  if (control.length) row('control: most sold of 50 rooms', Math.max(...control.map((l) => l.sold)), '> 50', null);
  row('soak tests pass (PGlite run, PostgreSQL run)', `exit ${pglite.code}, exit ${postgres.code}`, 'exit 0, exit 0', pglite.code === 0 && postgres.code === 0);
  return rows;
}
