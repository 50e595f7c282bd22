// `npm run soak`: the long correctness runs kept out of `npm test` (fuzzing at 1,000 runs per
// endpoint, 20 repetitions of the inventory races, kill -9 storms). SOAK=1 scales the shared
// tests up and adds the `soak` Vitest project (server/**/*.soak.test.ts). With DATABASE_URL
// (or CI_DATABASE_URL) set, the PostgreSQL runs are included.
import { spawnSync } from 'node:child_process';

const env = { ...process.env, SOAK: '1' };
const args = ['vitest', 'run', '--project', 'soak', ...process.argv.slice(2)];
console.log(`$ SOAK=1 npx ${args.join(' ')}`);
const r = spawnSync('npx', args, { stdio: 'inherit', env });
process.exit(r.status ?? 1);
