import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputNumber } from 'primereact/inputnumber';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DndTariffView } from '../../domain/shipping/cargoTypes';
import { MINOR_DIGITS } from '../../domain/shipping/dnd';
import { controlProps, FormField } from '../../ui/forms/FormField';
import '../../ui/forms/forms.css';
import { useConsoleServices } from '../consoleServices';
import { useConsoleWrite } from '../common/useConsoleWrite';
import { AuditTrail } from '../common/AuditTrail';
import { serverFields } from './containerForms';
import { useFieldText } from '../common/useFieldText';
import { bodyOf, checkTariff, fromDays, valuesOf, type TariffValues } from './tariffForm';

/**
 * One port's tariff for one container type: free days, then up to ten tiers, each from the day
 * after the one before to the day typed (the last open-ended), at a daily rate per container.
 */
export function TariffEditor({ tariff, onSaved, onHide }: { tariff: DndTariffView; onSaved(saved: DndTariffView): void; onHide(): void }) {
  const intl = useIntl();
  const text = useFieldText();
  const { control, handleSubmit, setError, clearErrors, formState } = useForm<TariffValues>({ defaultValues: valuesOf(tariff) });
  const tiers = useFieldArray({ control, name: 'tiers' });
  const values = useWatch({ control }) as TariffValues;
  const from = fromDays(values);
  const errors = formState.errors;
  const digits = MINOR_DIGITS[tariff.currency];

  const { shippingStaff } = useConsoleServices();
  const write = useConsoleWrite(shippingStaff.saveTariff, {
    succeeded: onSaved,
    failed: (error) => {
      for (const [name, message] of serverFields(error)) setError(name as 'tiers', { message });
    },
  });
  // Busy from the schema's check (asynchronous) to the server's answer.
  const busy = formState.isSubmitting || write.busy;
  const submit = handleSubmit(async (typed) => {
    const checked = await checkTariff(bodyOf(tariff, typed));
    if (!checked.ok) {
      for (const [name, message] of checked.errors) setError(name as 'tiers', { message });
      return;
    }
    write.send(checked.body);
  });

  const tierError = (i: number, field: 'toDay' | 'rate') => text(errors.tiers?.[i]?.[field]?.message);
  const listError = text(errors.tiers?.message ?? errors.tiers?.root?.message);
  const last = tiers.fields.length - 1;

  const footer = (
    <div className="staff-form__actions">
      <Button type="button" outlined label={intl.formatMessage({ id: 'admin.confirm.cancel' })} disabled={busy} onClick={onHide} />
      <Button type="submit" form="tariff-form" icon="pi pi-check" label={intl.formatMessage({ id: 'admin.shipping.tariffs.save' })} loading={busy} />
    </div>
  );

  return (
    <Dialog
      visible
      header={intl.formatMessage({ id: 'admin.shipping.tariffs.editTitle' }, { port: tariff.portCode, type: tariff.containerType })}
      footer={footer}
      onHide={() => !busy && onHide()}
      style={{ width: 'min(720px, 96vw)' }}
      draggable={false}
      modal
    >
      <form
        id="tariff-form"
        className="tariff-editor"
        onSubmit={(event) => {
          // The shared schema's messages are set by hand: each try starts without the last one's.
          clearErrors();
          void submit(event);
        }}
        noValidate
      >
        <p className="staff-shipping__muted">
          <FormattedMessage id="admin.shipping.tariffs.rule" values={{ currency: intl.formatMessage({ id: `dnd.currency.${tariff.currency}` }) }} />
        </p>
        <div className="tariff-editor__free">
          <FormField id="tariff-free-days" label={<FormattedMessage id="dnd.col.freeDays" />} error={text(errors.freeDays?.message)} required>
            <Controller
              control={control}
              name="freeDays"
              render={({ field }) => (
                <InputNumber
                  inputId="tariff-free-days"
                  {...controlProps('tariff-free-days', text(errors.freeDays?.message))}
                  id={undefined}
                  value={field.value}
                  min={0}
                  max={60}
                  useGrouping={false}
                  onValueChange={(e) => field.onChange(e.value ?? null)}
                />
              )}
            />
          </FormField>
        </div>
        <table className="staff-shipping__table tariff-editor__tiers">
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'admin.shipping.tariffs.fromDay' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'admin.shipping.tariffs.toDay' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'admin.shipping.tariffs.rate' }, { currency: tariff.currency })}</th>
              <th scope="col">
                <span className="visually-hidden">{intl.formatMessage({ id: 'admin.shipping.tariffs.remove' }, { n: '' })}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {tiers.fields.map((tier, i) => (
              <tr key={tier.id}>
                <td>{from[i]}</td>
                <td>
                  {i === last ? (
                    <FormattedMessage id="dnd.tier.onwards" />
                  ) : (
                    <Controller
                      control={control}
                      name={`tiers.${i}.toDay`}
                      render={({ field }) => (
                        <InputNumber
                          inputId={`tier-to-${i}`}
                          aria-label={intl.formatMessage({ id: 'admin.shipping.tariffs.toDayOf' }, { n: i + 1 })}
                          value={field.value}
                          min={1}
                          useGrouping={false}
                          invalid={Boolean(tierError(i, 'toDay'))}
                          onValueChange={(e) => field.onChange(e.value ?? null)}
                        />
                      )}
                    />
                  )}
                  <small className="form-field__message form-field__message--error">{tierError(i, 'toDay')}</small>
                </td>
                <td>
                  <Controller
                    control={control}
                    name={`tiers.${i}.rate`}
                    render={({ field }) => (
                      <InputNumber
                        inputId={`tier-rate-${i}`}
                        aria-label={intl.formatMessage({ id: 'admin.shipping.tariffs.rateOf' }, { n: i + 1 })}
                        value={field.value}
                        min={0}
                        minFractionDigits={0}
                        maxFractionDigits={digits}
                        invalid={Boolean(tierError(i, 'rate'))}
                        onValueChange={(e) => field.onChange(e.value ?? null)}
                      />
                    )}
                  />
                  <small className="form-field__message form-field__message--error">{tierError(i, 'rate')}</small>
                </td>
                <td>
                  {tiers.fields.length > 1 && (
                    <Button
                      type="button"
                      text
                      icon="pi pi-trash"
                      aria-label={intl.formatMessage({ id: 'admin.shipping.tariffs.remove' }, { n: i + 1 })}
                      onClick={() => tiers.remove(i)}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {listError && (
          <p className="admin-error" role="alert">
            {listError}
          </p>
        )}
        {tiers.fields.length < 10 && (
          <Button
            type="button"
            outlined
            icon="pi pi-plus"
            label={intl.formatMessage({ id: 'admin.shipping.tariffs.addTier' })}
            // The new tier goes before the open-ended last one.
            onClick={() => tiers.insert(last, { toDay: null, rate: null })}
          />
        )}
      </form>
      <AuditTrail recordType="tariff" recordId={`${tariff.portCode}:${tariff.containerType}`} />
    </Dialog>
  );
}
