import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Footer } from './footer/Footer';
import { Header } from './header/Header';
import type { LayoutKind } from './routes';

interface AppShellProps {
  layout: LayoutKind;
  routeName: string;
  path: string;
  children: ReactNode;
}

/**
 * The frame every screen renders in (spec section 2): header, main, footer. It
 * stays mounted across route changes, so the footer's company details load once.
 */
export function AppShell({ layout, routeName, path, children }: AppShellProps) {
  return (
    <div className="app-shell" data-layout={layout}>
      <a className="skip-link" href="#main">
        <FormattedMessage id="app.skipToContent" />
      </a>
      <Header layout={layout} routeName={routeName} path={path} />
      <main id="main" className="app-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
