import type { AnyStateMachine } from 'xstate';
import type { PathModel } from './pathModel';

/**
 * The part of a machine a user drives through the screens: walks whose events are the
 * gestures a user can make (and the answers the real server gives), with payloads that
 * stand for the demo data. The states no gesture reaches are listed with the reason, so
 * the UI runs are held to cover every other one.
 */
export interface UiPathModel<TMachine extends AnyStateMachine = AnyStateMachine> extends PathModel<TMachine> {
  /** state node id → why no user gesture on the demo data reaches it */
  unreachable: Record<string, string>;
  /**
   * Transitions (as the coverage records name them: `<source id> --<event>--> <targets>[ [guard]]`)
   * no gesture takes, with the reason. The UI runs are held to take every other one of the chart's shape.
   */
  unreachableTransitions: Record<string, string>;
  /**
   * What each generated path reaches that no other does: a move (default: an event and the states it
   * enters, wherever from) or an edge (the same, from each source state: when one event is another
   * gesture in another state).
   */
  pathPer?: 'move' | 'edge';
}
