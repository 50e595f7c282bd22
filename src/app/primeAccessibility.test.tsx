import { cleanup, render } from '@testing-library/react';
import { Dropdown } from 'primereact/dropdown';
import { afterEach, expect, it } from 'vitest';
import './primeAccessibility';

afterEach(cleanup);

it('leaves only the labelled combobox of a dropdown in the accessibility tree', () => {
  const { container } = render(
    <>
      <label htmlFor="size">Rows</label>
      <Dropdown inputId="size" value={10} options={[10, 20]} onChange={() => undefined} />
    </>,
  );
  expect(container.querySelector('select')?.getAttribute('aria-hidden')).toBe('true');
  expect(container.querySelector('[role="button"]')?.getAttribute('aria-hidden')).toBe('true');
  const combobox = container.querySelector('#size');
  expect(combobox?.getAttribute('aria-hidden')).toBeNull();
  expect(combobox?.getAttribute('aria-haspopup')).toBe('listbox');
});
