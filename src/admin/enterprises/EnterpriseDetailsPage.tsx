import { Button } from 'primereact/button';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { formatDateTime } from '../../domain/format';
import type { EnterpriseReviewItem } from '../../domain/identityApi';
import type { AdminPageProps } from '../adminRoutes';
import type { AdminMessageId } from '../i18n/adminCatalogues';
import { AuditTrail } from '../common/AuditTrail';
import { ConfirmReason } from '../common/ConfirmReason';
import { useConsole } from '../ConsoleContext';
import { useConsoleLoaded, useConsoleServices, type ConsoleServices } from '../consoleServices';
import { allowedMoves, type EnterpriseMove } from './enterpriseMoves';
import { LicenceView } from './LicenceView';
import { StateTag } from './StateTag';
import './enterprises.css';
import { Permitted } from '../../app/Permitted';

/** What each move's button and dialog say, and what it sends. */
const MOVES: Record<EnterpriseMove, { label: AdminMessageId; ask: AdminMessageId; done: AdminMessageId; danger: boolean; reason: 'required' | 'none' }> = {
  'enterprise.approve': {
    label: 'admin.enterprises.approve',
    ask: 'admin.enterprises.approveAsk',
    done: 'admin.enterprises.approved',
    danger: false,
    reason: 'none',
  },
  'enterprise.reject': {
    label: 'admin.enterprises.reject',
    ask: 'admin.enterprises.rejectAsk',
    done: 'admin.enterprises.rejected',
    danger: true,
    reason: 'required',
  },
  'enterprise.disable': {
    label: 'admin.enterprises.disable',
    ask: 'admin.enterprises.disableAsk',
    done: 'admin.enterprises.disabled',
    danger: true,
    reason: 'none',
  },
  'enterprise.enable': {
    label: 'admin.enterprises.enable',
    ask: 'admin.enterprises.enableAsk',
    done: 'admin.enterprises.enabled',
    danger: false,
    reason: 'none',
  },
};

function send(calls: ConsoleServices['enterprises'], move: EnterpriseMove, enterpriseId: string, reason: string) {
  switch (move) {
    case 'enterprise.approve':
      return calls.reviewEnterprise({ enterpriseId, approved: true });
    case 'enterprise.reject':
      return calls.reviewEnterprise({ enterpriseId, approved: false, reason });
    case 'enterprise.disable':
      return calls.setEnterpriseDisabled({ enterpriseId, disabled: true });
    case 'enterprise.enable':
      return calls.setEnterpriseDisabled({ enterpriseId, disabled: false });
  }
}

/** One enterprise: its details and licence, the moves its state allows, and its audit trail. */
export default function EnterpriseDetailsPage({ params }: AdminPageProps) {
  const intl = useIntl();
  const { notifier } = useConsole();
  const userId = params.userId ?? '';
  const [version, setVersion] = useState(0);
  const [asking, setAsking] = useState<EnterpriseMove | null>(null);
  const { enterprises } = useConsoleServices();
  const [details, reload] = useConsoleLoaded((services) => services.enterprises.enterpriseOfUser(userId), `${userId}:${version}`);

  const back = (
    <Link href="/enterprises" className="admin-back">
      <i className="pi pi-arrow-left" aria-hidden="true" /> <FormattedMessage id="admin.enterprises.backToList" />
    </Link>
  );

  if (details.status !== 'ready') {
    return (
      <section className="admin-page">
        {back}
        {details.status === 'loading' ? (
          <p role="status">{intl.formatMessage({ id: 'app.loading' })}</p>
        ) : (
          <p className="admin-error" role="alert">
            <FormattedMessage id="admin.enterprises.loadFailed" />{' '}
            <Button type="button" link label={intl.formatMessage({ id: 'admin.audit.retry' })} onClick={reload} />
          </p>
        )}
      </section>
    );
  }

  const item: EnterpriseReviewItem = details.data;
  const moves = allowedMoves(item.state);
  const move = asking ? MOVES[asking] : null;

  return (
    <section className="admin-page" aria-labelledby="enterprise-title">
      {back}
      <div className="enterprise-head">
        <h1 id="enterprise-title" className="admin-page__title">
          {item.companyName}
        </h1>
        <StateTag state={item.state} />
      </div>
      <div className="enterprise-layout">
        <div className="admin-panel">
          <h2 className="admin-panel__title">
            <FormattedMessage id="admin.enterprises.details" />
          </h2>
          <dl className="enterprise-facts">
            <dt>{intl.formatMessage({ id: 'admin.enterprises.creditCode' })}</dt>
            <dd>{item.creditCode}</dd>
            <dt>{intl.formatMessage({ id: 'admin.enterprises.contact' })}</dt>
            <dd>{item.contactName}</dd>
            <dt>{intl.formatMessage({ id: 'field.loginName' })}</dt>
            <dd>{item.logonId}</dd>
            <dt>{intl.formatMessage({ id: 'admin.enterprises.email' })}</dt>
            <dd>{item.email}</dd>
            <dt>{intl.formatMessage({ id: 'admin.enterprises.phone' })}</dt>
            <dd>{item.phone}</dd>
            <dt>{intl.formatMessage({ id: 'admin.enterprises.registeredAt' })}</dt>
            <dd>{formatDateTime(item.createdAt)}</dd>
            {item.reviewReason && (
              <>
                <dt>{intl.formatMessage({ id: 'admin.audit.field.reviewReason' })}</dt>
                <dd>{item.reviewReason}</dd>
              </>
            )}
          </dl>
          {moves.length > 0 && (
            <div className="enterprise-actions">
              <Permitted button="btn.staff.enterpriseReview">
                {moves.map((name) => (
                  <Button
                    key={name}
                    type="button"
                    label={intl.formatMessage({ id: MOVES[name].label })}
                    severity={MOVES[name].danger ? 'danger' : undefined}
                    outlined={MOVES[name].danger}
                    onClick={() => setAsking(name)}
                  />
                ))}
              </Permitted>
            </div>
          )}
        </div>
        <div className="admin-panel">
          <h2 className="admin-panel__title">
            <FormattedMessage id="admin.enterprises.licence" />
          </h2>
          {item.licenseFileId ? (
            <LicenceView enterpriseId={item.enterpriseId} companyName={item.companyName} />
          ) : (
            <p>
              <FormattedMessage id="admin.enterprises.noLicence" />
            </p>
          )}
        </div>
      </div>
      <AuditTrail recordType="enterprise" recordId={item.enterpriseId} version={version} />
      <ConfirmReason
        visible={asking !== null}
        header={move ? intl.formatMessage({ id: move.label }) : ''}
        message={move ? intl.formatMessage({ id: move.ask }, { name: item.companyName }) : ''}
        confirmLabel={move ? intl.formatMessage({ id: move.label }) : ''}
        danger={move?.danger}
        reason={move?.reason}
        onConfirm={(reason) => (asking ? send(enterprises, asking, item.enterpriseId, reason) : Promise.resolve(null))}
        onDone={() => {
          if (!asking) return;
          notifier.notify(intl.formatMessage({ id: MOVES[asking].done }, { name: item.companyName }), 'success');
          setVersion((n) => n + 1);
        }}
        onHide={() => setAsking(null)}
      />
    </section>
  );
}
