import PrimeReact from 'primereact/api';

/**
 * PrimeReact's Dropdown draws two extra controls next to its focusable combobox: a hidden
 * native <select> (for forms) and a role="button" trigger that cannot take focus. Neither
 * has a name, so screen readers announced two unnamed controls per dropdown (axe
 * select-name, aria-command-name). Both duplicate the combobox, which keeps its label,
 * so they leave the accessibility tree. Set once, before any screen renders (lazyRoute).
 */
PrimeReact.pt = {
  ...PrimeReact.pt,
  dropdown: {
    select: { 'aria-hidden': true },
    trigger: { 'aria-hidden': true },
  },
};
