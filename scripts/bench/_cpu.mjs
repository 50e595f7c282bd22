// Where the machine's CPU goes during a load run (Linux /proc): the server process, PostgreSQL's
// processes and this process (autocannon, the load generator), against every core's time. It
// explains a throughput figure: on a machine whose cores are all busy, a request costs the sum.
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

const TICK_MS = 10; // USER_HZ is 100 on Linux

function processTicks(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null; // gone meanwhile
  }
}

/** PostgreSQL's processes on this machine (backends included): their CPU ticks summed. */
function postgresTicks() {
  let ticks = 0;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const p = processTicks(name);
    if (p && (p.comm === 'postgres' || p.comm.startsWith('postgres:'))) ticks += p.ticks;
  }
  return ticks;
}

function machineTicks() {
  const [cpuLine] = readFileSync('/proc/stat', 'utf8').split('\n');
  const values = cpuLine.trim().split(/\s+/).slice(1).map(Number);
  const idle = values[3] + (values[4] ?? 0);
  return { busy: values.reduce((a, b) => a + b, 0) - idle, total: values.reduce((a, b) => a + b, 0) };
}

/** Starts counting; the returned function gives each part's CPU milliseconds since then. */
export function cpuMeter(serverPid) {
  const start = { server: processTicks(serverPid)?.ticks ?? 0, postgres: postgresTicks(), self: process.cpuUsage(), machine: machineTicks() };
  return () => {
    const machine = machineTicks();
    const self = process.cpuUsage(start.self);
    return {
      serverMs: ((processTicks(serverPid)?.ticks ?? 0) - start.server) * TICK_MS,
      postgresMs: (postgresTicks() - start.postgres) * TICK_MS,
      loadMs: (self.user + self.system) / 1000,
      busyShare: (machine.busy - start.machine.busy) / Math.max(1, machine.total - start.machine.total),
      cores: cpus().length,
    };
  };
}
