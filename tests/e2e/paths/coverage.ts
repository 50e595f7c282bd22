import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { initialTransition, transition, type AnyStateMachine, type AnyTransitionDefinition, type EventObject } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { MACHINE_RECORDS_KEY, type MachineRecording } from '../../../src/app/machineInspection';
import { describeTransition } from '../../../src/machines/transitionName';
import type { CoverageRecord } from '../../model/pathModel';
import { stateIdsOf } from '../../../src/machines/stateIds';
import type { UiPath } from './generatePaths';

type Tally = Record<string, MachineRecording>;

/**
 * What the app's actors recorded in this project's tests, by machine id: kept in the run's
 * output folder, because a failed test restarts the worker and its memory with it.
 */
const tallyFile = (info: TestInfo) => join(info.project.outputDir, `machine-recordings-${info.project.name}.json`);

function readTally(info: TestInfo): Tally {
  return existsSync(tallyFile(info)) ? (JSON.parse(readFileSync(tallyFile(info), 'utf8')) as Tally) : {};
}

/**
 * Asks the page to record its statecharts (src/app/machineInspection.ts): before the first navigation.
 * Only a build made with `vite build --mode e2e` holds the recorder (src/app/machineInspector.ts).
 */
export async function recordMachines(page: Page) {
  await page.addInitScript(() => {
    window.__recordMachines = true;
  });
}

/** Adds what the page's actors recorded (the page's localStorage) to this project's tally. */
export async function collectRecordings(page: Page, info: TestInfo) {
  if (!page.url().startsWith('http')) return;
  // A path may end while the page reloads (a logout): read the storage once the new page is there.
  for (let attempt = 1; ; attempt++) {
    try {
      await page.waitForLoadState();
      const raw = await page.evaluate((key) => window.localStorage.getItem(key), MACHINE_RECORDS_KEY);
      addToTally(info, JSON.parse(raw ?? '{}') as Tally);
      return;
    } catch (error) {
      if (attempt === 3 || !/context was destroyed|navigat/i.test(String(error))) throw error;
    }
  }
}

function addToTally(info: TestInfo, recordings: Tally) {
  const tally = readTally(info);
  for (const [machineId, recording] of Object.entries(recordings)) {
    const mine = tally[machineId] ?? { states: [], transitions: [] };
    tally[machineId] = {
      states: [...new Set([...mine.states, ...recording.states])],
      transitions: [...new Set([...mine.transitions, ...recording.transitions])],
    };
  }
  mkdirSync(info.project.outputDir, { recursive: true });
  writeFileSync(tallyFile(info), JSON.stringify(tally));
}

/**
 * A chart that runs on the server (the order lifecycle) has no actor in the page to record: its
 * path is replayed here on the chart, and what each step makes of it (the states then active,
 * ancestors included, and the transitions taken) counts once the screens showed that state.
 * Index 0 is the start; index i + 1 follows the path's step i.
 */
export function replayPath(machine: AnyStateMachine, path: UiPath): MachineRecording[] {
  const activeStates = stateIdsOf(machine).active;
  let [snapshot] = initialTransition(machine, path.input);
  const steps: MachineRecording[] = [{ states: activeStates(snapshot), transitions: [] }];
  for (const { event } of path.steps) {
    const taken = machine.getTransitionData(snapshot as never, event as EventObject).map(describeTransition);
    [snapshot] = transition(machine, snapshot, event);
    steps.push({ states: activeStates(snapshot), transitions: taken });
  }
  return steps;
}

/** Adds to this project's tally what the screens showed of a server-side chart (see replayPath). */
export function recordAsserted(info: TestInfo, machineId: string, asserted: MachineRecording) {
  addToTally(info, { [machineId]: asserted });
}

/** Every transition of a chart, named as the recordings name them. */
export function allTransitions(machine: AnyStateMachine): string[] {
  const defined = new Set<AnyTransitionDefinition>();
  for (const node of [machine.root, ...getStateNodes(machine.root)]) {
    for (const list of node.transitions.values()) for (const t of list) defined.add(t);
    for (const t of node.always ?? []) defined.add(t);
  }
  return [...new Set([...defined].map(describeTransition))];
}

/** The UI runs' coverage of a machine, written where the coverage report reads it. */
export function writeUiCoverage(name: string, machine: AnyStateMachine, info: TestInfo): CoverageRecord {
  const states = getStateNodes(machine.root).map((n) => n.id);
  const transitions = allTransitions(machine);
  const mine = readTally(info)[machine.id];
  const record: CoverageRecord = {
    machine: name,
    source: 'ui',
    states: { all: states, visited: states.filter((id) => mine?.states.includes(id)) },
    transitions: { all: transitions, taken: transitions.filter((t) => mine?.transitions.includes(t)) },
  };
  const folder = join('.test-reports', 'machine-coverage', 'ui');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, `${name}.json`), `${JSON.stringify(record, null, 2)}\n`);
  return record;
}
