import { useRef, type KeyboardEvent } from 'react';

/**
 * Escape pressed in a popup inside a dialog (a dropdown's list, a calendar) closes that popup only.
 *
 * PrimeReact's Dropdown closes its list on Escape but lets the key go on to the document, where
 * the Dialog's own Escape handler closes the whole dialog (and what was typed with it). Spread the
 * handlers on an element inside the dialog's content: the popup still gets the key first and
 * closes; the key then stops here, short of the document. A popup is taken to be open when the
 * key comes from a PrimeReact component (its root carries data-pc-name) with an expanded part (a
 * Dropdown's focused input does not say aria-expanded itself, its trigger does), or from a panel
 * outside the dialog's own elements (PrimeReact puts the panels at the end of the body; React
 * still bubbles their keys here).
 */
export function useInnerEscape() {
  const inPopup = useRef(false);
  return {
    onKeyDownCapture(event: KeyboardEvent<HTMLElement>) {
      if (event.key !== 'Escape') return;
      const target = event.target as HTMLElement;
      const component = target.closest('[data-pc-name]');
      const expanded = component !== null && event.currentTarget.contains(component) && component.querySelector('[aria-expanded="true"]') !== null;
      inPopup.current = expanded || target.getAttribute('aria-expanded') === 'true' || !event.currentTarget.contains(target);
    },
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      if (event.key !== 'Escape' || !inPopup.current) return;
      inPopup.current = false;
      event.nativeEvent.stopPropagation();
    },
  };
}
