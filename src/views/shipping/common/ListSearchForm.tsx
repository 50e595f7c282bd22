import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import type { FormEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';

interface ListSearchFormProps {
  /** `<prefix>.search.submit` and `<prefix>.search.reset` name the buttons */
  prefix: 'addresses' | 'parties';
  /** the buttons act only while the list may be asked again */
  canAct: boolean;
  onSearch: () => void;
  onReset: () => void;
  /** the filters, before the buttons */
  children: ReactNode;
}

/** The search form above an address-book list: its filters, then search and reset. */
export function ListSearchForm({ prefix, canAct, onSearch, onReset, children }: ListSearchFormProps) {
  const intl = useIntl();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <form className="shipping-screen__filters" role="search" onSubmit={submit}>
      {children}
      <Button type="submit" icon="pi pi-search" label={intl.formatMessage({ id: `${prefix}.search.submit` })} disabled={!canAct} />
      <Button type="button" outlined label={intl.formatMessage({ id: `${prefix}.search.reset` })} disabled={!canAct} onClick={onReset} />
    </form>
  );
}

interface SearchTextProps {
  id: string;
  label: ReactNode;
  placeholder: string;
  value: string;
  maxLength: number;
  onChange: (value: string) => void;
}

/** A free-text filter of a ListSearchForm, its label around the input. */
export function SearchText({ id, label, placeholder, value, maxLength, onChange }: SearchTextProps) {
  return (
    <label className="shipping-screen__filter" htmlFor={id}>
      {label}
      <InputText id={id} value={value} maxLength={maxLength} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}
