// `npx tsx scripts/modelShapes.ts [<machine>…]`: writes tests/model/shapes/<machine>.shape.ts, the chart's states and
// transitions as they are now. Run it after changing a chart on purpose, and read the diff: it is the change
// the generated paths will hold the chart to.
import { writeFileSync } from 'node:fs';
import { format } from 'prettier';
import { loadModel, MODEL_NAMES } from '../tests/model';
import { measureModel } from '../tests/model/testing/graphCoverage';

const names = process.argv.slice(2).length > 0 ? process.argv.slice(2) : MODEL_NAMES;
for (const name of names) {
  const model = await loadModel(name);
  if (!model) throw new Error(`no machine ${name} (${MODEL_NAMES.join(', ')})`);
  const { record } = measureModel(model);
  const source = `import type { ChartShape } from '../pathModel';

/** The ${name} chart's states and transitions, written down (scripts/modelShapes.ts wrote them; a change here is a change of the chart). */
export const ${name}Shape: ChartShape = {
  states: ${JSON.stringify([...record.states.all].sort())},
  transitions: ${JSON.stringify([...record.transitions.all].sort())},
};
`;
  const file = `tests/model/shapes/${name}.shape.ts`;
  writeFileSync(file, await format(source, { filepath: file, printWidth: 160, singleQuote: true }));
  console.log(`${file}: ${record.states.all.length} states, ${record.transitions.all.length} transitions`);
}
