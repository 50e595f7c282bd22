import { Button } from 'primereact/button';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError } from '../../../domain/apiError';
import { fieldsOf } from '../../../ui/forms/serverErrors';
import { EstimateForm } from './EstimateForm';
import { EstimateResult } from './EstimateResult';
import { useEstimate } from './useEstimate';
import { useTariffs } from './useTariffs';
import '../shippingScreens.css';
import './dnd.css';

/**
 * Demurrage estimate (/dndQueryAndCalcRate in the container layout, /dndQueryAndCalcRateTwo in
 * the ticketing one; login required): port, container type, quantity and the period, then the
 * server's answer tier by tier with the total in the port's currency.
 */
export default function EstimatePage() {
  const intl = useIntl();
  const [tariffs, reload] = useTariffs();
  const { state, refusal, run } = useEstimate();
  const failure = state.status === 'failed' && Object.keys(fieldsOf(state.error)).length === 0 ? state.error : null;

  return (
    <section className="shipping-screen dnd-page dnd-estimate" aria-labelledby="dnd-estimate-title">
      <header className="shipping-screen__head">
        <div>
          <h1 id="dnd-estimate-title" className="shipping-screen__title">
            <FormattedMessage id="route.dndQueryAndCalcRate" />
          </h1>
          <p className="shipping-screen__intro">
            <FormattedMessage id="dnd.estimate.intro" />
          </p>
        </div>
      </header>

      {tariffs.status === 'failed' ? (
        <div className="shipping-screen__failed" role="alert">
          <FormattedMessage id="dnd.freeDays.loadFailed" />
          <Button type="button" text icon="pi pi-refresh" label={intl.formatMessage({ id: 'dnd.retry' })} onClick={reload} />
        </div>
      ) : tariffs.status === 'loading' ? (
        <p className="shipping-screen__muted" role="status">
          <i className="pi pi-spin pi-spinner" aria-hidden="true" /> <FormattedMessage id="app.loading" />
        </p>
      ) : (
        <div className="dnd-estimate__body">
          <EstimateForm tariffs={tariffs.data} busy={state.status === 'running'} refusal={refusal} onEstimate={run} />
          {failure !== null && (
            <div className="shipping-screen__failed" role="alert">
              {failure instanceof ApiError && failure.kind === 'business' ? failure.message : <FormattedMessage id="dnd.estimate.failed" />}
            </div>
          )}
          {state.status === 'done' && <EstimateResult estimate={state.estimate} />}
        </div>
      )}
    </section>
  );
}
