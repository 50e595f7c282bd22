import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Controller, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { japanToday, type PassengerForm } from '../../domain/validation/passengerSchema';
import type { MessageId } from '../../i18n/catalogues';
import { controlProps, FormField } from '../../ui/forms/FormField';
import { fieldMessage } from '../../ui/forms/serverErrors';
import { useFieldText } from '../forms/useFieldText';
import type { Option, PassengerOptions } from './passengerOptions';
import { usePassengerOptions } from './usePassengerOptions';
import '../../ui/forms/forms.css';
import './passengers.css';

type FieldName = keyof PassengerForm;

interface PassengerFieldsProps {
  /** put before every field name: '' for the passenger form, 'passengers.0.' inside the order form */
  prefix: string;
  disabled?: boolean;
}

/** The spec's required passenger fields (section 5, DOMAIN: the Japanese mobile and address always). */
const REQUIRED: ReadonlySet<FieldName> = new Set([
  'cnSurname',
  'cnGivenName',
  'enSurname',
  'enGivenName',
  'nationality',
  'gender',
  'certificateType',
  'certificateNo',
  'certificateExpiry',
  'birthDate',
  'jpMobile',
  'jpAddress',
]);

const LABEL: Record<FieldName, MessageId> = {
  cnSurname: 'passenger.field.cnSurname',
  cnGivenName: 'passenger.field.cnGivenName',
  enSurname: 'passenger.field.enSurname',
  enGivenName: 'passenger.field.enGivenName',
  nationality: 'passenger.field.nationality',
  gender: 'passenger.field.gender',
  certificateType: 'passenger.field.certificateType',
  certificateNo: 'passenger.field.certificateNo',
  certificateExpiry: 'passenger.field.certificateExpiry',
  secondCertificateType: 'passenger.field.secondCertificateType',
  secondCertificateNo: 'passenger.field.secondCertificateNo',
  secondCertificateExpiry: 'passenger.field.secondCertificateExpiry',
  birthDate: 'passenger.field.birthDate',
  career: 'passenger.field.career',
  email: 'passenger.field.email',
  cnMobile: 'passenger.field.cnMobile',
  jpMobile: 'passenger.field.jpMobile',
  jpAddress: 'passenger.field.jpAddress',
  sailingPurpose: 'passenger.field.sailingPurpose',
};

type TextSpec = { type?: 'text' | 'email' | 'tel' | 'date'; max?: string; wide?: boolean };

/**
 * Every field of the spec's Passenger (section 3) for react-hook-form, inside a
 * FormProvider whose values hold a PassengerForm at `prefix`. Validation is the form's
 * resolver (passengerSchema); this only shows each field's message at the field.
 */
export function PassengerFields({ prefix, disabled }: PassengerFieldsProps) {
  const intl = useIntl();
  const text = useFieldText();
  const { register, control, formState } = useFormContext<FieldValues>();
  const [options, reloadOptions] = usePassengerOptions();
  const lists: Partial<PassengerOptions> = options.status === 'ready' ? options.data : {};
  const listsLoading = options.status === 'loading';

  const name = (field: FieldName) => `${prefix}${field}` as Path<FieldValues>;
  // Ids must stay unique when an order shows several passengers, and valid in CSS selectors.
  const idOf = (field: FieldName) => `pf-${prefix.replace(/[^A-Za-z0-9]+/g, '-')}${field}`;
  const errorOf = (field: FieldName) => text(fieldMessage(formState.errors, name(field)));
  const label = (field: FieldName) => <FormattedMessage id={LABEL[field]} />;

  const textField = (field: FieldName, spec: TextSpec = {}) => {
    const id = idOf(field);
    const error = errorOf(field);
    const required = REQUIRED.has(field);
    const node = (
      <FormField key={field} id={id} label={label(field)} error={error} required={required}>
        <InputText
          {...controlProps(id, error, required)}
          type={spec.type ?? 'text'}
          // Someone else's details are typed here, not the user's own: no autofill.
          autoComplete="off"
          max={spec.max}
          disabled={disabled}
          {...register(name(field))}
        />
      </FormField>
    );
    return spec.wide ? (
      <div key={field} className="form-field--wide">
        {node}
      </div>
    ) : (
      node
    );
  };

  const selectField = (field: FieldName, list: readonly Option[] | undefined, filter = false) => {
    const id = idOf(field);
    const error = errorOf(field);
    const required = REQUIRED.has(field);
    return (
      <FormField key={field} id={id} label={label(field)} error={error} required={required}>
        <Controller
          name={name(field)}
          control={control}
          render={({ field: control }) => (
            <Dropdown
              {...controlProps(id, error, required)}
              id={undefined}
              inputId={id}
              // RHF focuses the first field at fault through this ref.
              focusInputRef={control.ref}
              value={control.value || null}
              options={list ? [...list] : []}
              optionLabel="label"
              optionValue="value"
              // An optional list can be emptied again; the form keeps '' for "none".
              onChange={(event: { value?: string | null }) => control.onChange(event.value ?? '')}
              onBlur={control.onBlur}
              placeholder={intl.formatMessage({ id: 'passenger.choose' })}
              emptyMessage={intl.formatMessage({ id: 'passenger.noOptions' })}
              showClear={!required && Boolean(control.value)}
              filter={filter}
              filterInputAutoFocus
              resetFilterOnHide
              loading={listsLoading}
              disabled={disabled}
            />
          )}
        />
      </FormField>
    );
  };

  return (
    <div className="passenger-fields">
      {options.status === 'failed' && (
        <div className="passenger-fields__failed" role="alert">
          <FormattedMessage id="passenger.optionsFailed" />
          <Button type="button" text size="small" icon="pi pi-refresh" label={intl.formatMessage({ id: 'passenger.retry' })} onClick={reloadOptions} />
        </div>
      )}
      <fieldset className="passenger-fields__group" disabled={disabled}>
        <legend>
          <FormattedMessage id="passenger.group.name" />
        </legend>
        <div className="passenger-fields__grid">
          {textField('cnSurname')}
          {textField('cnGivenName')}
          {textField('enSurname')}
          {textField('enGivenName')}
          {selectField('nationality', lists.countries, true)}
          {selectField('gender', lists.genders)}
          {textField('birthDate', { type: 'date', max: japanToday() })}
          {selectField('career', lists.careers)}
        </div>
      </fieldset>
      <fieldset className="passenger-fields__group" disabled={disabled}>
        <legend>
          <FormattedMessage id="passenger.group.certificate" />
        </legend>
        <div className="passenger-fields__grid">
          {selectField('certificateType', lists.certificateTypes)}
          {textField('certificateNo')}
          {textField('certificateExpiry', { type: 'date' })}
          <p className="passenger-fields__note">
            <FormattedMessage id="passenger.secondIdHint" />
          </p>
          {selectField('secondCertificateType', lists.certificateTypes)}
          {textField('secondCertificateNo')}
          {textField('secondCertificateExpiry', { type: 'date' })}
        </div>
      </fieldset>
      <fieldset className="passenger-fields__group" disabled={disabled}>
        <legend>
          <FormattedMessage id="passenger.group.contact" />
        </legend>
        <div className="passenger-fields__grid">
          {textField('jpMobile', { type: 'tel' })}
          {textField('cnMobile', { type: 'tel' })}
          {textField('email', { type: 'email' })}
          {textField('jpAddress', { wide: true })}
          {textField('sailingPurpose', { wide: true })}
        </div>
      </fieldset>
    </div>
  );
}
