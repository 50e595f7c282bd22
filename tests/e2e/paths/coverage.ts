import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { AnyStateMachine, AnyTransitionDefinition } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { describeTransition, MACHINE_RECORDS_KEY, type MachineRecording } from '../../../src/app/machineInspection';
import type { CoverageRecord } from '../../../src/machines/models/pathModel';

/** What the app's actors recorded in this worker's tests, by machine id. */
const recorded = new Map<string, { states: Set<string>; transitions: Set<string> }>();

/** Asks the page to record its statecharts (src/app/machineInspection.ts): before the first navigation. */
export async function recordMachines(page: Page) {
  await page.addInitScript(() => {
    window.__recordMachines = true;
  });
}

/** Adds what the page's actors recorded so far (the tab's sessionStorage) to this worker's tally. */
export async function collectRecordings(page: Page) {
  if (!page.url().startsWith('http')) return;
  const raw = await page.evaluate((key) => window.sessionStorage.getItem(key), MACHINE_RECORDS_KEY);
  const all = JSON.parse(raw ?? '{}') as Record<string, MachineRecording>;
  for (const [machineId, recording] of Object.entries(all)) {
    const mine = recorded.get(machineId) ?? { states: new Set<string>(), transitions: new Set<string>() };
    recording.states.forEach((s) => mine.states.add(s));
    recording.transitions.forEach((t) => mine.transitions.add(t));
    recorded.set(machineId, mine);
  }
}

function allTransitions(machine: AnyStateMachine): string[] {
  const defined = new Set<AnyTransitionDefinition>();
  for (const node of [machine.root, ...getStateNodes(machine.root)]) {
    for (const list of node.transitions.values()) for (const t of list) defined.add(t);
    for (const t of node.always ?? []) defined.add(t);
  }
  return [...new Set([...defined].map(describeTransition))];
}

/** The UI runs' coverage of a machine, written where the coverage report reads it. */
export function writeUiCoverage(name: string, machine: AnyStateMachine): CoverageRecord {
  const states = getStateNodes(machine.root).map((n) => n.id);
  const transitions = allTransitions(machine);
  const mine = recorded.get(machine.id);
  const record: CoverageRecord = {
    machine: name,
    source: 'ui',
    states: { all: states, visited: states.filter((id) => mine?.states.has(id)) },
    transitions: { all: transitions, taken: transitions.filter((t) => mine?.transitions.has(t)) },
  };
  const folder = join('.test-reports', 'machine-coverage', 'ui');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, `${name}.json`), `${JSON.stringify(record, null, 2)}\n`);
  return record;
}
