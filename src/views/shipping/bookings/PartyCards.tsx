import { Button } from 'primereact/button';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLang } from '../../../app/AppActorsContext';
import { PARTY_ROLE_NAMES, type PartyRole } from '../../../domain/shipping/enums';
import type { BookingForm, BookingPartyForm } from '../../../domain/shipping/schemas';
import type { Party } from '../../../domain/shipping/types';
import { controlProps, FormField } from '../../../ui/forms/FormField';
import { fieldMessage } from '../../../ui/forms/serverErrors';
import { usePartyBook } from './bookingData';
import { emptyParty, FORM_ROLES, insertionIndex, REQUIRED_ROLES } from '../../../domain/shipping/bookingFormValues';
import { listMessage } from './ContainerRows';
import { useFieldText } from '../../forms/useFieldText';

type PartyField = 'name' | 'contact' | 'phone' | 'email' | 'countryCode' | 'address';
const COPIED: readonly PartyField[] = ['name', 'address', 'contact', 'phone', 'email', 'countryCode'];

/** The role's name on the booking form (the booking-side list: NF2 is the loading-place contact). */
export function useRoleName(): (role: string) => string {
  const lang = useLang();
  return (role) => {
    const names = PARTY_ROLE_NAMES[role as PartyRole];
    return names ? (lang === 'zh' ? names.zh : names.ja) : role;
  };
}

/**
 * The booking's parties of the booking-side role list, one card per role: each picked from the
 * enterprise's address book (its fields copied in, and the entry remembered) or typed. The
 * shipper and the consignee are always offered; the other roles are added when needed.
 */
export function PartyCards({ disabled }: { disabled: boolean }) {
  const intl = useIntl();
  const roleName = useRoleName();
  const text = useFieldText();
  const { control, register, setValue, formState } = useFormContext<BookingForm>();
  const { fields, insert, remove } = useFieldArray({ control, name: 'parties' });
  const parties = useWatch({ control, name: 'parties' }) ?? [];
  const [book, reloadBook] = usePartyBook();
  const roles = fields.map((f) => f.role);
  const missing = FORM_ROLES.filter((role) => !roles.includes(role));
  const listError = text(listMessage(formState.errors, 'parties'));

  const entriesFor = (role: string): Party[] => (book.status === 'ready' ? book.data.records.filter((p) => p.roles.includes(role as PartyRole)) : []);

  const pick = (index: number, uuid: string) => {
    setValue(`parties.${index}.partyUuid`, uuid, { shouldDirty: true });
    const entry = book.status === 'ready' ? book.data.records.find((p) => p.uuid === uuid) : undefined;
    if (!entry) return;
    for (const field of COPIED) setValue(`parties.${index}.${field}`, entry[field] ?? '', { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };

  const input = (index: number, field: PartyField, required = false) => {
    const id = `bf-parties-${index}-${field}`;
    const error = text(fieldMessage(formState.errors, `parties.${index}.${field}`));
    return (
      <FormField id={id} label={<FormattedMessage id={`bookingForm.party.${field}`} />} error={error} required={required}>
        {field === 'address' ? (
          <textarea
            {...controlProps(id, error, required)}
            className={`p-inputtext bf-textarea${error ? ' p-invalid' : ''}`}
            rows={2}
            autoComplete="off"
            {...register(`parties.${index}.${field}`)}
          />
        ) : (
          <input
            {...controlProps(id, error, required)}
            className={`p-inputtext${error ? ' p-invalid' : ''}`}
            type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
            maxLength={field === 'countryCode' ? 2 : undefined}
            autoComplete="off"
            {...register(`parties.${index}.${field}`)}
          />
        )}
      </FormField>
    );
  };

  const card = (party: { id: string; role: string }, index: number) => {
    const role = party.role;
    const name = roleName(role);
    const required = REQUIRED_ROLES.includes(role as PartyRole);
    const entries = entriesFor(role);
    const chosen = (parties[index] as BookingPartyForm | undefined)?.partyUuid ?? '';
    const pickerId = `bf-parties-${index}-pick`;
    return (
      <section key={party.id} className="bf-party" aria-labelledby={`bf-party-${index}-title`} data-role={role}>
        <header className="bf-party__head">
          <h3 id={`bf-party-${index}-title`} className="bf-party__title">
            {name} <span className="bf-party__code">{role}</span>
            {required && (
              <span className="bf-party__required">
                <FormattedMessage id="bookingForm.party.required" />
              </span>
            )}
          </h3>
          <label className="bf-party__picker" htmlFor={pickerId}>
            <span>
              <FormattedMessage id="bookingForm.party.pick" />
            </span>
            <select
              id={pickerId}
              className="p-inputtext bf-select"
              value={chosen}
              disabled={disabled || book.status !== 'ready'}
              onChange={(event) => pick(index, event.target.value)}
            >
              <option value="">{intl.formatMessage({ id: book.status === 'loading' ? 'bookingForm.party.bookLoading' : 'bookingForm.party.typed' })}</option>
              {entries.map((entry) => (
                <option key={entry.uuid} value={entry.uuid}>
                  {entry.name}
                </option>
              ))}
              {chosen && !entries.some((e) => e.uuid === chosen) && (
                <option value={chosen}>{(parties[index] as BookingPartyForm | undefined)?.name || chosen}</option>
              )}
            </select>
          </label>
          {!required && (
            <Button
              type="button"
              text
              severity="danger"
              size="small"
              icon="pi pi-times"
              aria-label={intl.formatMessage({ id: 'bookingForm.party.remove' }, { role: name })}
              title={intl.formatMessage({ id: 'bookingForm.party.remove' }, { role: name })}
              onClick={() => remove(index)}
            />
          )}
        </header>
        <div className="bf-grid bf-grid--party">
          <div className="bf-span-2">{input(index, 'name', true)}</div>
          {input(index, 'contact')}
          {input(index, 'phone')}
          <div className="bf-span-2">{input(index, 'address', role === 'SH' || role === 'CO')}</div>
          {input(index, 'email')}
          {input(index, 'countryCode')}
        </div>
      </section>
    );
  };

  return (
    <fieldset className="bf-group" disabled={disabled}>
      <legend>
        <FormattedMessage id="bookingForm.group.parties" />
      </legend>
      {book.status === 'failed' && (
        <p className="bf-inline-state" role="status">
          <FormattedMessage id="bookingForm.party.bookFailed" />{' '}
          <Button type="button" link size="small" className="bf-inline-button" label={intl.formatMessage({ id: 'bookingForm.retry' })} onClick={reloadBook} />
        </p>
      )}
      {listError && (
        <p id="bf-parties-message" className="form-field__message form-field__message--error" role="alert">
          {listError}
        </p>
      )}
      <div className="bf-parties">{fields.map(card)}</div>
      {missing.length > 0 && (
        <div className="bf-parties__add">
          <span className="bf-muted">
            <FormattedMessage id="bookingForm.party.add" />
          </span>
          {missing.map((role) => (
            <Button
              key={role}
              type="button"
              outlined
              size="small"
              icon="pi pi-plus"
              label={roleName(role)}
              aria-label={intl.formatMessage({ id: 'bookingForm.party.addRole' }, { role: roleName(role) })}
              onClick={() => {
                const index = insertionIndex(roles, role);
                // The new card starts at its name, where a keyboard user goes on typing.
                insert(index, emptyParty(role), { shouldFocus: true, focusName: `parties.${index}.name` });
              }}
            />
          ))}
        </div>
      )}
    </fieldset>
  );
}
