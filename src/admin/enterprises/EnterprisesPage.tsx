import { Column } from '../../ui/table/Column';
import { Dropdown } from 'primereact/dropdown';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { formatDateTime } from '../../domain/format';
import type { EnterpriseReviewItem } from '../../domain/identityApi';
import type { EnterpriseState } from '../../domain/roles';
import { ENTERPRISE_STATES } from '../../machines/enterprise.machine';
import { PagedTable } from '../../ui/PagedTable';
import type { AdminPageProps } from '../adminRoutes';
import { useConsoleLoaded } from '../consoleServices';
import { StateTag } from './StateTag';
import { enterpriseListQuery, enterpriseListSearch, type EnterpriseListQuery } from './enterpriseListQuery';

/** The reviewer's list: the queue of applications by default, every enterprise by state on request. */
export default function EnterprisesPage({ search }: AdminPageProps) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const query = enterpriseListQuery(search);
  const [page, reload] = useConsoleLoaded(
    (services) => services.enterprises.pageEnterprises({ current: query.current, size: query.size, state: query.state ?? undefined }),
    enterpriseListSearch(query),
  );
  const go = (next: Partial<EnterpriseListQuery>) => navigate(`/enterprises${enterpriseListSearch({ ...query, ...next })}`);
  const rows = page.status === 'ready' ? { ...page.data, records: page.data.records.map((row) => ({ ...row, uuid: row.enterpriseId })) } : null;
  const stateOptions = [
    ...ENTERPRISE_STATES.map((state) => ({ value: state as EnterpriseState | 'ALL', label: intl.formatMessage({ id: `enterpriseState.${state}` }) })),
    { value: 'ALL' as const, label: intl.formatMessage({ id: 'admin.enterprises.allStates' }) },
  ];

  return (
    <section className="admin-page" aria-labelledby="enterprises-title">
      <h1 id="enterprises-title" className="admin-page__title">
        <FormattedMessage id="admin.enterprises.title" />
      </h1>
      <div className="admin-page__toolbar">
        <label htmlFor="enterprise-state">
          <FormattedMessage id="admin.enterprises.state" />
        </label>
        <Dropdown
          inputId="enterprise-state"
          value={query.state ?? 'ALL'}
          options={stateOptions}
          onChange={(event) => go({ state: event.value === 'ALL' ? null : (event.value as EnterpriseState), current: 1 })}
        />
      </div>
      {page.status === 'failed' && (
        <p className="admin-error" role="alert">
          <FormattedMessage id="admin.enterprises.loadFailed" />{' '}
          <button type="button" className="p-button p-button-link" onClick={reload}>
            <FormattedMessage id="admin.audit.retry" />
          </button>
        </p>
      )}
      <PagedTable<EnterpriseReviewItem & { uuid: string }>
        page={rows}
        current={query.current}
        size={query.size}
        loading={page.status === 'loading'}
        onPage={(current, size) => go({ current, size })}
        emptyMessage={<FormattedMessage id={query.state === 'PENDING_REVIEW' ? 'admin.enterprises.queueEmpty' : 'admin.enterprises.empty'} />}
        label={intl.formatMessage({ id: 'admin.enterprises.title' })}
        totalText={(total) => intl.formatMessage({ id: 'admin.enterprises.total' }, { total })}
      >
        <Column
          header={intl.formatMessage({ id: 'admin.enterprises.companyName' })}
          body={(row: EnterpriseReviewItem) => (
            <Link href={`/enterprises/${row.userId}`} className="admin-link">
              {row.companyName}
            </Link>
          )}
        />
        <Column field="creditCode" header={intl.formatMessage({ id: 'admin.enterprises.creditCode' })} />
        <Column field="contactName" header={intl.formatMessage({ id: 'admin.enterprises.contact' })} />
        <Column field="logonId" header={intl.formatMessage({ id: 'field.loginName' })} />
        <Column header={intl.formatMessage({ id: 'admin.enterprises.registeredAt' })} body={(row: EnterpriseReviewItem) => formatDateTime(row.createdAt)} />
        <Column header={intl.formatMessage({ id: 'admin.enterprises.state' })} body={(row: EnterpriseReviewItem) => <StateTag state={row.state} />} />
      </PagedTable>
    </section>
  );
}
