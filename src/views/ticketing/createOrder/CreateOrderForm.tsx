import { Button } from 'primereact/button';
import { useEffect, useMemo, useRef, type BaseSyntheticEvent } from 'react';
import { FormProvider, get, useForm, useWatch, type FieldError, type Path } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLang } from '../../../app/AppActorsContext';
import type { AccountInfo } from '../../../domain/identityApi';
import type { OrderType } from '../../../domain/orderEnums';
import type { LegChoice, OrderDraft, PassengerNotice } from '../../../domain/ticketing/order';
import type { OrderRuleData } from '../../../domain/ticketing/orderRules';
import type { Loadable } from '../../../machines/ticketing.machine';
import type { DraftSave } from '../../../machines/ticketing.selectors';
import { ContactSection } from './ContactSection';
import { ExtraBedField } from './ExtraBedField';
import { LegSummary } from './LegSummary';
import { legLinesOfChoices, type LegTitleId } from './legLines';
import { NoticeSection } from './NoticeSection';
import {
  checkDraft,
  dictName,
  extraBedOffer,
  messageSeparator,
  passengerName,
  ruleSetOf,
  serverFieldTexts,
  ticketTypeOptions,
  toDraft,
  violationText,
  visibleRuleMessages,
  type OrderServerError,
  type RuleSet,
} from './orderFormState';
import { orderResolver } from './orderResolver';
import { PassengersSection } from './PassengersSection';
import { PriceBreakdownTable } from './PriceBreakdownTable';
import { useContactPrefill } from './useContactPrefill';
import { useDraftSync } from './useDraftSync';
import { useMessageText } from './useMessageText';
import '../../../ui/forms/forms.css';
import './createOrder.css';

export interface CreateOrderFormProps {
  orderType: OrderType;
  legs: readonly LegChoice[];
  draft: OrderDraft;
  onDraftChange(draft: OrderDraft): void;
  onSubmit(draft: OrderDraft): void;
  /** keep the form as it is on the server, to come back to from the orders list */
  onSaveDraft?(draft: OrderDraft): void;
  draftSave?: DraftSave;
  submitting: boolean;
  serverError: OrderServerError;
  onBack(): void;
  /** what the rules check against (the dictionaries, the adult age), as the ticketing chart read it */
  orderRules: Loadable<OrderRuleData>;
  onRetryRules(): void;
  /** the passenger notice; it comes on its own, so a slow notice never holds back the price */
  notice: Loadable<PassengerNotice>;
  onRetryNotice(): void;
  /** the signed-in user's details, for the contact fields the draft left empty */
  account: AccountInfo | null;
}

type LoadedRules = { data: OrderRuleData; rules: RuleSet };

/**
 * The CreateOrder form (spec 5 "Ticketing"): contact, passengers, extra bed, the notice,
 * and the price as the server will store it. The page owns the flow, storage and the
 * call; this form hands it the draft as typed and, once every rule holds, to submit.
 */
export function CreateOrderForm(props: CreateOrderFormProps) {
  const intl = useIntl();
  const { orderRules } = props;
  const loaded = useMemo<LoadedRules | null>(
    () => (orderRules.status === 'ready' ? { data: orderRules.data, rules: ruleSetOf(orderRules.data) } : null),
    [orderRules],
  );
  if (!loaded) {
    return (
      <div className="create-order__loading" role={orderRules.status === 'failed' ? 'alert' : 'status'} aria-busy={orderRules.status === 'loading'}>
        {orderRules.status === 'failed' ? (
          <>
            <FormattedMessage id="createOrder.rulesFailed" />
            <Button type="button" text icon="pi pi-refresh" label={intl.formatMessage({ id: 'createOrder.retry' })} onClick={props.onRetryRules} />
          </>
        ) : (
          <FormattedMessage id="createOrder.rulesLoading" />
        )}
      </div>
    );
  }
  return <OrderForm {...props} loaded={loaded} />;
}

type OrderFormProps = CreateOrderFormProps & { loaded: LoadedRules };

function OrderForm({
  orderType,
  legs,
  draft,
  onDraftChange,
  onSubmit,
  onSaveDraft,
  draftSave = 'unsaved',
  submitting,
  serverError,
  onBack,
  loaded,
  notice,
  onRetryNotice,
  account,
}: OrderFormProps) {
  const intl = useIntl();
  const lang = useLang();
  const text = useMessageText();
  const { data, rules } = loaded;
  const resolver = useMemo(() => orderResolver(orderType, legs), [orderType, legs]);
  const form = useForm<OrderDraft>({ resolver, defaultValues: toDraft(draft) });
  const { control, formState, setError, handleSubmit, watch, getValues } = form;
  const { errors, isSubmitted, touchedFields, dirtyFields } = formState;

  const flushDraft = useDraftSync(watch, onDraftChange);
  useContactPrefill(form, account);

  const server = useMemo(() => serverFieldTexts(serverError, lang), [serverError, lang]);
  useEffect(() => {
    Object.entries(server.inputs).forEach(([path, message], index) => {
      setError(path as Path<OrderDraft>, { type: 'server', message }, { shouldFocus: index === 0 });
    });
  }, [server, setError]);

  const values = useWatch({ control }) as OrderDraft;
  const check = useMemo(() => checkDraft(toDraft(values), orderType, legs, rules), [values, orderType, legs, rules]);
  const touched = (path: string) => Boolean(get(touchedFields, path) || get(dirtyFields, path));
  const live = visibleRuleMessages(check.violations, isSubmitted, touched, (v) => violationText(v, lang, data.ticketTypes), messageSeparator(lang));
  const messages: Record<string, string> = { ...server.rules, ...live };
  const schemaPassengers = get(errors, 'passengers') as (FieldError & { root?: FieldError }) | undefined;
  const passengersMessage = messages.passengers ?? text(schemaPassengers?.message ?? schemaPassengers?.root?.message);

  const options = useMemo(() => ticketTypeOptions(legs, data, rules, lang), [legs, data, rules, lang]);
  const extraBed = useMemo(() => extraBedOffer(legs, lang), [legs, lang]);
  const legTitle = (id: LegTitleId) => intl.formatMessage({ id });
  const legLines = legLinesOfChoices(legs, orderType, lang, legTitle, messages);
  const breakdown = check.price?.ok ? check.price.breakdown : null;

  const formRef = useRef<HTMLFormElement>(null);
  const validSubmit = handleSubmit((valid) => {
    // The schema passed; the rules that need the sailings must too (their messages are shown now).
    const draftToSend = toDraft(valid as OrderDraft);
    // The version of the text the user read, so that the server can refuse an agreement to an older notice.
    if (notice.status === 'ready') draftToSend.noticeVersion = notice.data.version;
    const final = checkDraft(draftToSend, orderType, legs, rules);
    if (final.violations.length === 0 && final.price?.ok) return onSubmit(draftToSend);
    // No input holds these messages, so nothing takes the focus: bring the first one into view.
    requestAnimationFrame(() => formRef.current?.querySelector('[role="alert"]')?.scrollIntoView?.({ block: 'center' }));
  });
  const submit = (event?: BaseSyntheticEvent) => {
    flushDraft();
    return validSubmit(event);
  };

  return (
    <FormProvider {...form}>
      <form ref={formRef} className="create-order" noValidate onSubmit={submit} aria-busy={submitting}>
        <div className="create-order__main">
          <section className="create-order__card" aria-labelledby="co-journey-title">
            <h2 id="co-journey-title" className="create-order__card-title">
              <FormattedMessage id="createOrder.journey" />
            </h2>
            <LegSummary legs={legLines} />
          </section>
          <section className="create-order__card" aria-labelledby="co-contact-title">
            <h2 id="co-contact-title" className="create-order__card-title">
              <FormattedMessage id="createOrder.contact" />
            </h2>
            <ContactSection disabled={submitting} />
          </section>
          <section className="create-order__card" aria-labelledby="co-passengers-title">
            <h2 id="co-passengers-title" className="create-order__card-title">
              <FormattedMessage id="createOrder.passengers" />
            </h2>
            <p className="create-order__intro">
              <i className="pi pi-info-circle" aria-hidden="true" /> <FormattedMessage id="createOrder.passengersHint" />
            </p>
            <PassengersSection
              legs={legs}
              rules={rules}
              options={options}
              messages={{ ...messages, ...(passengersMessage ? { passengers: passengersMessage } : {}) }}
              legTicketTypes={check.legTicketTypes}
              ticketTypeName={(code) => dictName(data.ticketTypes, code, lang)}
              disabled={submitting}
            />
            <ExtraBedField available={extraBed.available} fees={extraBed.fees} error={messages.extraBed} disabled={submitting} />
          </section>
          <section className="create-order__card" aria-labelledby="co-notice-title">
            <h2 id="co-notice-title" className="create-order__card-title">
              <FormattedMessage id="createOrder.notice" />
            </h2>
            <NoticeSection
              notice={notice}
              onRetry={onRetryNotice}
              lang={lang}
              error={text((get(errors, 'noticeAgreed') as FieldError | undefined)?.message)}
              disabled={submitting}
            />
          </section>
        </div>
        <aside className="create-order__aside" aria-labelledby="co-price-title">
          <div className="create-order__card create-order__summary">
            <h2 id="co-price-title" className="create-order__card-title">
              <FormattedMessage id="createOrder.price" />
            </h2>
            {breakdown ? (
              <PriceBreakdownTable
                breakdown={breakdown}
                legTitles={legLines.map((leg) => `${leg.title} · ${leg.cabin}`)}
                passengerName={(index) =>
                  passengerName(values.passengers?.[index], lang) || intl.formatMessage({ id: 'createOrder.passengerTitle' }, { num: index + 1 })
                }
                ticketTypeName={(code) => dictName(data.ticketTypes, code, lang)}
              />
            ) : (
              <p className="create-order__empty" data-testid="price-empty">
                <FormattedMessage id="createOrder.priceEmpty" />
              </p>
            )}
            {serverError?.message && (
              <p className="create-order__server-error" role="alert">
                {serverError.message}
              </p>
            )}
            <div className="create-order__actions">
              <Button
                type="submit"
                label={intl.formatMessage({ id: 'createOrder.submit' })}
                loading={submitting && draftSave !== 'saving'}
                disabled={submitting}
              />
              {onSaveDraft && (
                <Button
                  type="button"
                  outlined
                  icon="pi pi-save"
                  label={intl.formatMessage({ id: 'createOrder.saveDraft' })}
                  loading={draftSave === 'saving'}
                  disabled={submitting}
                  onClick={() => {
                    flushDraft();
                    onSaveDraft(toDraft(getValues()));
                  }}
                />
              )}
              <Button
                type="button"
                outlined
                label={intl.formatMessage({ id: 'createOrder.back' })}
                icon="pi pi-arrow-left"
                onClick={onBack}
                disabled={submitting}
              />
            </div>
            {draftSave === 'saved' && (
              <p className="create-order__saved" role="status">
                <i className="pi pi-check-circle" aria-hidden="true" /> <FormattedMessage id="createOrder.draftSaved" />
              </p>
            )}
          </div>
        </aside>
      </form>
    </FormProvider>
  );
}
