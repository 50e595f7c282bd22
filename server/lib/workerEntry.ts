/**
 * Where the code of a worker (a child process or a worker thread) is, from source or from the
 * server bundle; one rule for every heavy path that runs off the event loop.
 *
 * - From the TypeScript source (tsx, Vitest): this module's own URL ends in .ts, and the
 *   worker runs `source` with tsx's loader.
 * - From the bundle (esbuild, every entry flat in dist-server/): this module is inside
 *   dist-server/main.js, and the worker's entry was built beside it as `bundledName`.
 */
export interface WorkerEntry {
  /** the worker's module */
  url: URL;
  /** what a child process needs to run it: `fork(fileURLToPath(url), [], { execArgv })` */
  execArgv: string[];
  /**
   * What a worker thread needs: `new Worker(thread.filename, { eval: thread.eval })`. A thread
   * inherits no loader and, on Node 20, ignores `--import tsx` in its execArgv for a .ts entry:
   * from source it runs a short script that registers tsx in the thread, then imports `url`.
   */
  thread: { filename: string | URL; eval: boolean };
}

const fromSource = import.meta.url.endsWith('.ts');

/** `source`: the worker's .ts file (`new URL('./x.worker.ts', import.meta.url)`); `bundledName`: its file in dist-server/. */
export function workerEntry(source: URL, bundledName: string): WorkerEntry {
  if (!fromSource) {
    const url = new URL(`./${bundledName}`, import.meta.url);
    return { url, execArgv: [], thread: { filename: url, eval: false } };
  }
  const script = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
    .then((tsx) => tsx.register())
    .then(() => import(${JSON.stringify(source.href)}));`;
  return { url: source, execArgv: ['--import', import.meta.resolve('tsx')], thread: { filename: script, eval: true } };
}
