import { lazy, Suspense, type ComponentProps } from 'react';
import type { SailingDateField } from '../ticketing/search/SailingDateField';

const HomeDateField = lazy(() => import('./HomeDateField'));

type DateFieldProps = ComponentProps<typeof SailingDateField>;

/**
 * The sailing-day calendar, code-split from the home page. Until it arrives a read-only box of
 * the same size stands in its place, showing the day already chosen.
 */
export function LazyDateField(props: DateFieldProps) {
  return (
    <Suspense fallback={<DateFieldPlaceholder {...props} />}>
      <HomeDateField {...props} />
    </Suspense>
  );
}

function DateFieldPlaceholder({ id, label, value }: DateFieldProps) {
  return (
    <div className="search-field">
      <label htmlFor={id} className="search-field__label">
        {label}
      </label>
      <input id={id} className="p-inputtext p-component home-search__placeholder" value={value} readOnly disabled />
    </div>
  );
}
