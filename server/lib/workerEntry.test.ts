import { execFile } from 'node:child_process';
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xlsx } from '../test/shipping/import.testkit';
import { workerEntry } from './workerEntry';

/** A worker runs from the TypeScript source (here, under Vitest) and from the esbuild bundle of the server. */

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'worker-entry-'));
  // As in the repository and beside the bundle: .ts and .js files are ES modules.
  await writeFile(join(dir, 'package.json'), '{ "type": "module" }');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

describe('workerEntry', () => {
  it('from source, a worker thread runs a .ts module', async () => {
    const module = join(dir, 'answer.worker.ts');
    await writeFile(module, "import { parentPort } from 'node:worker_threads';\nconst asked: number = 41;\nparentPort!.postMessage(asked + 1);\n");
    const { thread } = workerEntry(pathToFileURL(module), 'answer.worker.js');
    const worker = new Worker(thread.filename, { eval: thread.eval });
    const answer = await new Promise((resolve, reject) => worker.once('message', resolve).once('error', reject));
    await worker.terminate();
    expect(answer).toBe(42);
  });

  it('from the bundle, the spreadsheet reader forks dist-server/spreadsheet.worker.js, built beside main.js', async () => {
    const main = join(dir, 'main.ts');
    await writeFile(
      main,
      `import { readFileSync } from 'node:fs';
import { createSheetReader } from ${JSON.stringify(source('./spreadsheet/sheetReader.ts'))};
const reader = createSheetReader();
const limits = { maxBytes: 2 * 1024 * 1024, maxUnpackedBytes: 50 * 1024 * 1024, maxRows: 500, columns: 2 };
console.log(JSON.stringify(await reader.read(readFileSync(process.argv[2]), limits)));
await reader.close();
`,
    );
    // As scripts/build-server.mjs builds the server: its entries, npm packages left to node_modules.
    const { SERVER_ENTRIES } = (await import(source('../../scripts/build-server.mjs') as string)) as { SERVER_ENTRIES: Record<string, string> };
    const bundled = Object.entries(SERVER_ENTRIES).find(([, path]) => path === 'server/lib/spreadsheet/parse.worker.ts')?.[0];
    expect(bundled).toBe('spreadsheet.worker');
    const out = join(dir, 'dist-server');
    await build({
      entryPoints: { main, [bundled!]: source('./spreadsheet/parse.worker.ts') },
      outdir: out,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      logLevel: 'silent',
    });
    await symlink(source('../../node_modules'), join(dir, 'node_modules'));
    const file = join(dir, 'import.xlsx');
    await writeFile(file, await xlsx([['from', 'the bundle']]));
    const { stdout } = await promisify(execFile)(process.execPath, [join(out, 'main.js'), file]);
    expect(JSON.parse(stdout)).toEqual([{ row: 2, cells: [{ text: 'from' }, { text: 'the bundle' }] }]);
  });
});
