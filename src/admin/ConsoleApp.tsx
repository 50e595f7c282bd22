import { Router, type BaseLocationHook, type BaseSearchHook } from 'wouter';
import { ToastHost } from '../app/ToastHost';
import { AdminRoutes } from './AdminRoutes';
import { ConsoleContext, type ConsoleDeps } from './ConsoleContext';
import { ConsoleIntlProvider } from './ConsoleIntlProvider';
import { StaffButtonsProvider } from './session/StaffButtons';

/** The console's page lives under /tickets/admin/. */
export const CONSOLE_BASE = '/tickets/admin';

interface ConsoleAppProps {
  deps: ConsoleDeps;
  /** tests pass wouter's memory location; the console uses the browser's */
  location?: { hook: BaseLocationHook; searchHook?: BaseSearchHook };
  base?: string;
}

export function ConsoleApp({ deps, location, base = CONSOLE_BASE }: ConsoleAppProps) {
  return (
    <ConsoleContext.Provider value={deps}>
      <ToastHost notifier={deps.notifier} />
      <ConsoleIntlProvider>
        <Router base={base} {...(location ? { hook: location.hook, searchHook: location.searchHook } : {})}>
          <StaffButtonsProvider session={deps.session}>
            <AdminRoutes />
          </StaffButtonsProvider>
        </Router>
      </ConsoleIntlProvider>
    </ConsoleContext.Provider>
  );
}
