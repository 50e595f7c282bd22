import type { ReactNode } from 'react';
import type { ButtonKey } from '../domain/roles';
import { usePermitted } from './usePermitted';

/** Renders its children only when the user's button list holds `button`; otherwise nothing at all. */
export function Permitted({ button, children }: { button: ButtonKey; children: ReactNode }) {
  return usePermitted(button) ? children : null;
}
