import { createContext } from 'react';
import type { ButtonKey } from '../domain/roles';

/**
 * Where a site keeps the signed-in user's button list. The customer site reads its session
 * (the decrypted stored list) without a provider; the console, which keeps its session
 * apart, hands its own list through this context, since nothing here may import the console.
 */
export interface ButtonList {
  subscribe(onChange: () => void): () => void;
  has(key: ButtonKey): boolean;
}

export const PermittedButtonsContext = createContext<ButtonList | null>(null);
