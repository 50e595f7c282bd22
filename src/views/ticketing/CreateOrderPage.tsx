import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PageProps } from '../../app/routes';
import {
  selectAccount,
  selectDraft,
  selectDraftSave,
  selectIsEditing,
  selectIsSubmitting,
  selectLegs,
  selectNotice,
  selectOrderRules,
  selectOrderType,
  selectRefreshFailed,
  selectRefusal,
  selectServerError,
  selectStepIndex,
} from '../../machines/ticketing.selectors';
import { CreateOrderForm } from './createOrder/CreateOrderForm';
import { RefusalMessage } from './RefusalMessage';
import { StepBar } from './StepBar';
import { useTicketingScreen } from './ticketingActor';
import './ticketing.css';

/**
 * Fill the order (login required): the chosen sailings, kept across a reload and the
 * login detour, and the order form. Submitting hands the created order over to payment.
 */
export default function CreateOrderPage({ search }: PageProps) {
  const intl = useIntl();
  const actor = useTicketingScreen('createOrder', search);
  const step = useSelector(actor, selectStepIndex);
  const editing = useSelector(actor, selectIsEditing);
  const refreshFailed = useSelector(actor, selectRefreshFailed);
  const submitting = useSelector(actor, selectIsSubmitting);
  const orderType = useSelector(actor, selectOrderType);
  const legs = useSelector(actor, selectLegs);
  const draft = useSelector(actor, selectDraft);
  const serverError = useSelector(actor, selectServerError);
  const refusal = useSelector(actor, selectRefusal);
  const draftSave = useSelector(actor, selectDraftSave);
  const orderRules = useSelector(actor, selectOrderRules);
  const notice = useSelector(actor, selectNotice);
  const account = useSelector(actor, selectAccount);

  return (
    <section className="page ticketing-page" aria-labelledby="ticketing-title">
      <StepBar current={step} />
      <h1 id="ticketing-title" className="ticketing-page__title">
        <FormattedMessage id="ticketing.createOrder.title" />
      </h1>
      <RefusalMessage refusal={refusal} />
      {refreshFailed ? (
        <div className="sailing-list__state is-failed" role="alert">
          <FormattedMessage id="ticketing.createOrder.refreshFailed" />
          <Button
            type="button"
            text
            icon="pi pi-refresh"
            label={intl.formatMessage({ id: 'ticketing.list.retry' })}
            onClick={() => actor.send({ type: 'list.retry' })}
          />
          <Button
            type="button"
            text
            icon="pi pi-arrow-left"
            label={intl.formatMessage({ id: 'ticketing.createOrder.back' })}
            onClick={() => actor.send({ type: 'order.back' })}
          />
        </div>
      ) : editing && legs.length > 0 ? (
        <CreateOrderForm
          orderType={orderType}
          legs={legs}
          draft={draft}
          onDraftChange={(next) => actor.send({ type: 'draft.change', draft: next })}
          onSubmit={(next) => actor.send({ type: 'order.submit', draft: next })}
          onSaveDraft={(next) => actor.send({ type: 'order.saveDraft', draft: next })}
          draftSave={draftSave}
          submitting={submitting}
          serverError={serverError}
          onBack={() => actor.send({ type: 'order.back' })}
          orderRules={orderRules}
          onRetryRules={() => actor.send({ type: 'orderRules.retry' })}
          notice={notice}
          onRetryNotice={() => actor.send({ type: 'notice.retry' })}
          account={account}
        />
      ) : (
        <div className="sailing-list__state" role="status" aria-busy="true">
          <i className="pi pi-spin pi-spinner" aria-hidden="true" />
          <FormattedMessage id="ticketing.createOrder.loading" />
        </div>
      )}
    </section>
  );
}
