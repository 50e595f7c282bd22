import { Button } from 'primereact/button';
import { Column } from '../../ui/table/Column';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { ANNOUNCEMENT_TYPES, type AnnouncementType } from '../../domain/baseData';
import { DEFAULT_PAGE_SIZE } from '../../domain/envelope';
import { formatDateTime } from '../../domain/format';
import { pick } from '../../domain/lang';
import type { StaffAnnouncement } from '../../domain/staff/content';
import { PagedTable } from '../../ui/PagedTable';
import { useConsoleLoaded } from '../consoleServices';
import { useConsoleLang } from '../ConsoleContext';
import { PublishButton } from './PublishButton';
import '../shipping/shippingAdmin.css';
import './content.css';
import { Permitted } from '../../app/Permitted';

type Published = 'all' | 'published' | 'draft';
interface Query {
  current: number;
  size: number;
  type?: AnnouncementType;
  published: Published;
}

/** Every announcement, published or not, last changed first; filtered by type and state; each edited, published or withdrawn. */
export default function AnnouncementsPage() {
  const intl = useIntl();
  const lang = useConsoleLang();
  const [, navigate] = useLocation();
  const [query, setQuery] = useState<Query>({ current: 1, size: DEFAULT_PAGE_SIZE, published: 'all' });
  const [list, reload] = useConsoleLoaded(
    (services, signal) =>
      services.contentStaff.getAnnouncementPage(
        {
          current: query.current,
          size: query.size,
          ...(query.type ? { type: query.type } : {}),
          ...(query.published === 'all' ? {} : { published: query.published === 'published' }),
        },
        { signal },
      ),
    JSON.stringify(query),
  );
  const page = list.status === 'ready' ? list.data : null;
  const loading = list.status === 'loading';
  const typeOptions = [
    { value: 'ALL', label: intl.formatMessage({ id: 'admin.content.anyType' }) },
    ...ANNOUNCEMENT_TYPES.map((t) => ({ value: t, label: intl.formatMessage({ id: `home.announcementType.${t}` }) })),
  ];
  const stateOptions = (['all', 'published', 'draft'] as const).map((value) => ({ value, label: intl.formatMessage({ id: `admin.content.state.${value}` }) }));

  return (
    <section className="admin-page" aria-labelledby="announcements-title" aria-busy={loading}>
      <div className="admin-page__toolbar">
        <h1 id="announcements-title" className="admin-page__title">
          <FormattedMessage id="admin.content.announcements.title" />
        </h1>
        <Permitted button="btn.staff.content">
          <Button
            type="button"
            icon="pi pi-plus"
            label={intl.formatMessage({ id: 'admin.content.new' })}
            onClick={() => navigate('/content/announcements/new')}
          />
        </Permitted>
      </div>
      <div className="staff-shipping__filters" role="search">
        <label className="staff-shipping__filter" htmlFor="announcements-type">
          <FormattedMessage id="admin.content.type" />
          <Dropdown
            inputId="announcements-type"
            value={query.type ?? 'ALL'}
            options={typeOptions}
            onChange={(e) => setQuery({ ...query, current: 1, type: e.value === 'ALL' ? undefined : (e.value as AnnouncementType) })}
          />
        </label>
        <label className="staff-shipping__filter" htmlFor="announcements-state">
          <FormattedMessage id="admin.content.state" />
          <Dropdown
            inputId="announcements-state"
            value={query.published}
            options={stateOptions}
            onChange={(e) => setQuery({ ...query, current: 1, published: e.value as Published })}
          />
        </label>
      </div>
      {list.status === 'failed' ? (
        <div className="admin-error" role="alert">
          <FormattedMessage id="admin.shipping.loadFailed" />{' '}
          <Button type="button" link label={intl.formatMessage({ id: 'admin.shipping.retry' })} onClick={reload} />
        </div>
      ) : (
        <PagedTable
          page={page}
          current={query.current}
          size={query.size}
          loading={loading}
          onPage={(current, size) => setQuery({ ...query, current, size })}
          emptyMessage={<FormattedMessage id="admin.content.empty" />}
          label={intl.formatMessage({ id: 'admin.content.announcements.title' })}
          totalText={(total) => intl.formatMessage({ id: 'admin.shipping.total' }, { total })}
        >
          <Column
            header={intl.formatMessage({ id: 'admin.content.col.title' })}
            body={(a: StaffAnnouncement) => (
              <Link href={`/content/announcements/${a.uuid}`} className="content-list__title">
                {pick(a.title, lang)}
              </Link>
            )}
          />
          <Column
            header={intl.formatMessage({ id: 'admin.content.type' })}
            body={(a: StaffAnnouncement) => intl.formatMessage({ id: `home.announcementType.${a.type}` })}
          />
          <Column header={intl.formatMessage({ id: 'admin.content.state' })} body={(a: StaffAnnouncement) => <PublishedTag published={a.published} />} />
          <Column
            header={intl.formatMessage({ id: 'admin.content.col.publishTime' })}
            body={(a: StaffAnnouncement) => <span className="staff-shipping__nowrap">{formatDateTime(a.publishTime)}</span>}
          />
          <Column
            header={intl.formatMessage({ id: 'admin.content.col.updatedAt' })}
            body={(a: StaffAnnouncement) => <span className="staff-shipping__nowrap">{formatDateTime(a.updatedAt)}</span>}
          />
          <Column
            header={intl.formatMessage({ id: 'admin.shipping.tariffs.actions' })}
            body={(a: StaffAnnouncement) => <PublishButton announcement={a} onChanged={reload} />}
          />
        </PagedTable>
      )}
    </section>
  );
}

export function PublishedTag({ published }: { published: boolean }) {
  return (
    <span className={`staff-shipping__tag ${published ? 'staff-shipping__tag--Confirmed' : ''}`}>
      <FormattedMessage id={published ? 'admin.content.state.published' : 'admin.content.state.draft'} />
    </span>
  );
}
