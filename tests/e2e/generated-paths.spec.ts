import type { AnyStateMachine } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { orderUiModel } from '../model/order.ui';
import { paymentUiModel } from '../model/payment.ui';
import { passengersUiModel } from '../model/passengers.ui';
import { passengersShape } from '../model/shapes/passengers.shape';
import { passengersPage } from './paths/passengers.page';
import { sessionUiModel } from '../model/session.ui';
import { ticketingUiModel } from '../model/ticketing.ui';
import type { ChartShape } from '../model/pathModel';
import { orderShape } from '../model/shapes/order.shape';
import { paymentShape } from '../model/shapes/payment.shape';
import { sessionShape } from '../model/shapes/session.shape';
import { ticketingShape } from '../model/shapes/ticketing.shape';
import type { UiPathModel } from '../model/uiModel';
import { expect } from './fixtures';
import { allTransitions, collectRecordings, recordAsserted, replayPath, writeUiCoverage } from './paths/coverage';
import { uiPaths } from './paths/generatePaths';
import type { PageModel } from './paths/pageModel';
import { test } from './paths/pathsTest';
import { runPath } from './paths/runPath';
import { orderPage } from './paths/order.page';
import { paymentPage } from './paths/payment.page';
import { sessionPage } from './paths/session.page';
import { ticketingPage } from './paths/ticketing.page';

/**
 * The statecharts' paths through the real app and server: generated from each machine now
 * (tests/model/<name>.ui.ts), one test per path, titled by its events as
 * `npm run paths` prints them. Each machine's last test holds the UI runs to every state a
 * user can reach and writes the coverage the running actors recorded. A chart the server runs
 * (`serverSide`: the order lifecycle) has no actor in the page: its coverage is what the
 * screens showed, step by step (paths/coverage.ts, replayPath).
 */
const SUITES: { model: UiPathModel<AnyStateMachine>; shape: ChartShape; page: PageModel; signedIn: boolean; serverSide?: true }[] = [
  { model: ticketingUiModel as UiPathModel<AnyStateMachine>, shape: ticketingShape, page: ticketingPage, signedIn: true },
  { model: paymentUiModel as UiPathModel<AnyStateMachine>, shape: paymentShape, page: paymentPage, signedIn: true },
  { model: sessionUiModel as UiPathModel<AnyStateMachine>, shape: sessionShape, page: sessionPage, signedIn: false },
  { model: orderUiModel as unknown as UiPathModel<AnyStateMachine>, shape: orderShape, page: orderPage, signedIn: true, serverSide: true },
  { model: passengersUiModel as UiPathModel<AnyStateMachine>, shape: passengersShape, page: passengersPage, signedIn: true },
];

for (const { model, shape, page: pageModel, signedIn, serverSide } of SUITES) {
  test.describe(`${model.name} paths`, () => {
    test.use({ signedIn });

    for (const path of uiPaths(model)) {
      test(path.title, async ({ ctx }, info) => {
        test.setTimeout(60_000);
        const replay = serverSide ? replayPath(model.machine, path) : [];
        try {
          if (serverSide) await runPath(pageModel, path, ctx, (i) => recordAsserted(info, model.machine.id, replay[i]!));
          else await runPath(pageModel, path, ctx, undefined, model.machine.id);
        } finally {
          await collectRecordings(ctx.page, info);
        }
      });
    }

    // Held to the chart's shape as written down (tests/model/shapes): a transition removed or
    // redirected in the chart is one the runs no longer take, and fails here as well.
    test(`${model.name}: the UI runs reached every state and took every transition a user can`, ({}, info) => {
      const chart = { states: getStateNodes(model.machine.root).map((n) => n.id), transitions: allTransitions(model.machine) };
      expect({ states: [...chart.states].sort(), transitions: [...chart.transitions].sort() }, 'the chart has exactly the shape written down').toEqual({
        states: [...shape.states].sort(),
        transitions: [...shape.transitions].sort(),
      });
      expect(
        Object.keys(model.unreachable).filter((id) => !shape.states.includes(id)),
        'declared unreachable states exist',
      ).toEqual([]);
      expect(
        Object.keys(model.unreachableTransitions).filter((t) => !shape.transitions.includes(t)),
        'declared untaken transitions exist',
      ).toEqual([]);
      const record = writeUiCoverage(model.name, model.machine, info);
      expect(shape.states.filter((id) => !record.states.visited.includes(id) && !(id in model.unreachable))).toEqual([]);
      expect(shape.transitions.filter((t) => !record.transitions.taken.includes(t) && !(t in model.unreachableTransitions))).toEqual([]);
      // and the lists stay true: what a run reached is not declared out of reach
      expect(
        record.states.visited.filter((id) => id in model.unreachable),
        'declared unreachable, yet visited',
      ).toEqual([]);
      expect(
        record.transitions.taken.filter((t) => t in model.unreachableTransitions),
        'declared untaken, yet taken',
      ).toEqual([]);
    });
  });
}
