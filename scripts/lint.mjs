// `npm run lint`: ESLint (eslint.config.js), Prettier's check and knip, side by side (each runs on
// one core), each one's output kept together and printed when it ends; fails if any of them fails.
import { spawn } from 'node:child_process';

const TOOLS = [
  ['eslint', ['--max-warnings', '0', '.']],
  ['prettier', ['--check', '.', '--log-level', 'warn']],
  ['knip', ['--no-progress']],
];

/** Runs `npx <tool> <args>`; resolves with its exit code and everything it printed. */
function check([tool, args]) {
  return new Promise((resolve) => {
    const child = spawn('npx', [tool, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => resolve({ tool, code: code ?? (signal ? 1 : 0), output }));
  });
}

const results = await Promise.all(TOOLS.map(check));
for (const { tool, code, output } of results) {
  if (output.trim()) console.log(`── ${tool}\n${output.trimEnd()}`);
  console.log(`${code === 0 ? '✓' : '✗'} ${tool}`);
}
process.exit(results.some((result) => result.code !== 0) ? 1 : 0);
