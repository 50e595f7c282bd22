import { useEffect, useRef } from 'react';

/**
 * While `open`, remembers what had the focus when it opened, and gives the focus back
 * there when it closes, so a keyboard user goes on from the button that opened a dialog.
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return;
    }
    const target = opener.current;
    opener.current = null;
    // After the dialog's own closing work, and only if the button is still on the page.
    if (target) requestAnimationFrame(() => target.isConnected && !target.hasAttribute('disabled') && target.focus());
  }, [open]);
}
