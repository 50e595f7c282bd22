import type { ChartShape } from '../pathModel';

/** The navigation chart's states and transitions, written down (scripts/modelShapes.ts wrote them; a change here is a change of the chart). */
export const navigationShape: ChartShape = {
  states: [
    'navigation.allowed',
    'navigation.checking',
    'navigation.checking.checkingAccess',
    'navigation.checking.loadingToken',
    'navigation.checking.loadingUserInfo',
    'navigation.checking.resolvingRoutes',
    'navigation.checking.resolvingToken',
    'navigation.checking.resolvingUser',
    'navigation.idle',
    'navigation.redirectingToLogin',
  ],
  transitions: [
    'navigation --navigation.requested--> navigation.checking',
    'navigation --session.changed--> navigation.checking',
    'navigation.checking.checkingAccess --always--> navigation.allowed [hasToken]',
    'navigation.checking.checkingAccess --always--> navigation.allowed [{"type":"isPublicRoute"}]',
    'navigation.checking.checkingAccess --always--> navigation.redirectingToLogin',
    'navigation.checking.loadingToken --xstate.done.actor.loadToken--> navigation.checking.resolvingUser',
    'navigation.checking.loadingToken --xstate.error.actor.loadToken--> navigation.checking.resolvingUser',
    'navigation.checking.loadingUserInfo --xstate.done.actor.loadUserInfo--> navigation.checking.resolvingRoutes',
    'navigation.checking.loadingUserInfo --xstate.error.actor.loadUserInfo--> navigation.checking.resolvingRoutes',
    'navigation.checking.resolvingRoutes --always--> navigation.checking.checkingAccess [areRoutesRegistered]',
    'navigation.checking.resolvingRoutes --always--> navigation.checking.resolvingToken',
    'navigation.checking.resolvingToken --always--> navigation.checking.loadingToken',
    'navigation.checking.resolvingToken --always--> navigation.checking.resolvingUser [hasToken]',
    'navigation.checking.resolvingUser --always--> navigation.checking.loadingUserInfo [hasToken]',
    'navigation.checking.resolvingUser --always--> navigation.checking.resolvingRoutes',
    'navigation.checking.resolvingUser --always--> navigation.checking.resolvingRoutes [hasUserId]',
    'navigation.idle --session.changed--> (stay)',
  ],
};
