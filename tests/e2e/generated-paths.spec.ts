import type { AnyStateMachine } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { orderUiModel } from '../model/order.ui';
import { paymentUiModel } from '../model/payment.ui';
import { sessionUiModel } from '../model/session.ui';
import { ticketingUiModel } from '../model/ticketing.ui';
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
const SUITES: { model: UiPathModel<AnyStateMachine>; page: PageModel; signedIn: boolean; serverSide?: true }[] = [
  { model: ticketingUiModel as UiPathModel<AnyStateMachine>, page: ticketingPage, signedIn: true },
  { model: paymentUiModel as UiPathModel<AnyStateMachine>, page: paymentPage, signedIn: true },
  { model: sessionUiModel as UiPathModel<AnyStateMachine>, page: sessionPage, signedIn: false },
  { model: orderUiModel as unknown as UiPathModel<AnyStateMachine>, page: orderPage, signedIn: true, serverSide: true },
];

for (const { model, page: pageModel, signedIn, serverSide } of SUITES) {
  test.describe(`${model.name} paths`, () => {
    test.use({ signedIn });

    for (const path of uiPaths(model)) {
      test(path.title, async ({ ctx }, info) => {
        test.setTimeout(60_000);
        const replay = serverSide ? replayPath(model.machine, path) : [];
        try {
          await runPath(pageModel, path, ctx, serverSide ? (i) => recordAsserted(info, model.machine.id, replay[i]!) : undefined);
        } finally {
          await collectRecordings(ctx.page, info);
        }
      });
    }

    test(`${model.name}: the UI runs reached every state a user can reach`, ({}, info) => {
      const ids = getStateNodes(model.machine.root).map((n) => n.id);
      expect(
        Object.keys(model.unreachable).filter((id) => !ids.includes(id)),
        'declared unreachable states exist',
      ).toEqual([]);
      const record = writeUiCoverage(model.name, model.machine, info);
      const missed = ids.filter((id) => !record.states.visited.includes(id) && !(id in model.unreachable));
      expect(missed).toEqual([]);
      if (model.unreachableTransitions) {
        // A model that names the transitions no gesture takes is held to every other one.
        const untaken = model.unreachableTransitions;
        expect(
          Object.keys(untaken).filter((t) => !allTransitions(model.machine).includes(t)),
          'declared untaken transitions exist',
        ).toEqual([]);
        expect(record.transitions.all.filter((t) => !record.transitions.taken.includes(t) && !(t in untaken))).toEqual([]);
      }
    });
  });
}
