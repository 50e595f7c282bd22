import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadModel, MODEL_NAMES } from '.';

const machinesDir = fileURLToPath(new URL('../../src/machines/', import.meta.url));

describe('path model registry', () => {
  it('has a model for every machine in src/machines, under its file name', () => {
    const machines = readdirSync(machinesDir)
      .filter((f) => f.endsWith('.machine.ts'))
      // a factory of charts, walked through its instances (parties, addresses, passengers)
      .filter((f) => f !== 'listEditor.machine.ts')
      .map((f) => f.replace('.machine.ts', ''));
    expect([...MODEL_NAMES].sort()).toEqual(machines.sort());
  });

  it('loads each model under its own name, with at least one walk', async () => {
    for (const name of MODEL_NAMES) {
      const model = await loadModel(name)!;
      expect(model.name).toBe(name);
      expect(model.walks.length).toBeGreaterThan(0);
    }
    // every chart and its fixtures imported one after another
  }, 60_000);

  it('knows no other name', () => {
    expect(loadModel('nope')).toBeUndefined();
    expect(loadModel('toString')).toBeUndefined();
  });
});
