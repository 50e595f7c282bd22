import { useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';

interface DropdownProps {
  /** what the trigger button shows */
  trigger: ReactNode;
  /** the trigger's accessible name when its content is not enough */
  triggerLabel?: string;
  /** the panel's items: links and buttons, one per <li> */
  children: ReactNode;
  className?: string;
  align?: 'start' | 'end';
}

const ITEM_SELECTOR = 'a[href], button:not([disabled])';

/**
 * A header dropdown (disclosure pattern): opens on hover and on keyboard focus,
 * Enter / Space / ArrowDown move into it, arrows move between items, Escape closes
 * it and returns focus to the trigger, leaving it (Tab or pointer) closes it.
 */
export function Dropdown({ trigger, triggerLabel, children, className, align = 'end' }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLUListElement>(null);
  // After Escape, focus goes back to the trigger; that focus must not reopen the panel.
  const stayClosedOnFocus = useRef(false);
  const panelId = useId();

  const items = () => Array.from(panel.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? []);
  const focusItem = (index: number) => {
    const list = items();
    if (list.length === 0) return;
    list[(index + list.length) % list.length]?.focus();
  };

  const onFocus = () => {
    if (stayClosedOnFocus.current) return;
    setOpen(true);
  };
  const onBlur = (event: FocusEvent) => {
    if (root.current?.contains(event.relatedTarget as Node | null)) return;
    stayClosedOnFocus.current = false;
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    switch (event.key) {
      case 'Escape':
        if (!open) return;
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        stayClosedOnFocus.current = true;
        button.current?.focus();
        return;
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        stayClosedOnFocus.current = false;
        // the panel renders open before focus moves into it
        requestAnimationFrame(() => focusItem(current + 1));
        return;
      case 'ArrowUp':
        if (current < 0) return;
        event.preventDefault();
        focusItem(current - 1);
        return;
      default:
    }
  };
  const onTriggerClick = (event: MouseEvent) => {
    stayClosedOnFocus.current = false;
    // A pointer has already opened it by hover, and a click must not close it under
    // the pointer; a keyboard press (Enter/Space report detail 0) also moves in.
    setOpen(true);
    if (event.detail === 0) requestAnimationFrame(() => focusItem(0));
  };

  return (
    <div
      ref={root}
      className={`dropdown${open ? ' dropdown--open' : ''}${className ? ` ${className}` : ''}`}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <button
        ref={button}
        type="button"
        className="dropdown__trigger"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={triggerLabel}
        onClick={onTriggerClick}
      >
        {trigger}
        <i className="pi pi-angle-down dropdown__caret" aria-hidden="true" />
      </button>
      <ul ref={panel} id={panelId} className={`dropdown__panel dropdown__panel--${align}`} hidden={!open} onClick={() => setOpen(false)}>
        {children}
      </ul>
    </div>
  );
}
