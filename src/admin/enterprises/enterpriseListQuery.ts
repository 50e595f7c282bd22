import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../domain/envelope';
import type { EnterpriseState } from '../../domain/roles';
import { ENTERPRISE_STATES } from '../../machines/enterprise.machine';

/** The reviewer's list as its URL says: the state (null: every state), page and size. */
export interface EnterpriseListQuery {
  state: EnterpriseState | null;
  current: number;
  size: number;
}

const isState = (value: string | null): value is EnterpriseState => ENTERPRISE_STATES.includes(value as EnterpriseState);

/** Without a state in the URL the list is the review queue (PENDING_REVIEW); `state=ALL` lists every one. */
export function enterpriseListQuery(search: string): EnterpriseListQuery {
  const params = new URLSearchParams(search);
  const state = params.get('state');
  const current = Number(params.get('current'));
  const size = Number(params.get('size'));
  return {
    state: state === 'ALL' ? null : isState(state) ? state : 'PENDING_REVIEW',
    current: Number.isInteger(current) && current >= 1 ? current : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

export function enterpriseListSearch({ state, current, size }: EnterpriseListQuery): string {
  const params = new URLSearchParams({ state: state ?? 'ALL' });
  if (current > 1) params.set('current', String(current));
  if (size !== DEFAULT_PAGE_SIZE) params.set('size', String(size));
  return `?${params.toString()}`;
}
