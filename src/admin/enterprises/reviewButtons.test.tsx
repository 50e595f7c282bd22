import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { createNotifier } from '../../app/notifier';
import type { EnterpriseReviewItem } from '../../domain/identityApi';
import type { StaffRole } from '../../domain/roles';
import { decrypt, encrypt } from '../../services/storage';
import { ADMIN_ROUTES } from '../adminRoutes';
import { ConsoleContext } from '../ConsoleContext';
import { ConsoleIntlProvider } from '../ConsoleIntlProvider';
import { configureConsoleHttp } from '../consoleHttp';
import { consoleServices, ConsoleServicesProvider } from '../consoleServices';
import { loadConsoleCatalogue } from '../i18n/adminCatalogues';
import { createConsoleLanguage } from '../i18n/consoleLanguage';
import { createStaffSession } from '../session/consoleSession';
import { StaffButtonsProvider } from '../session/StaffButtons';
import { createStaffStorage } from '../session/staffStorage';
import { consoleFetch, FileAnswer, okTs, okWeb } from '../testing/consoleFetch';
import { renderConsole, staffUser, tokenFor } from '../testing/renderConsole';
import EnterpriseDetailsPage from './EnterpriseDetailsPage';

/**
 * Spec 6 in the console: the review moves call routes the server guards by
 * btn.staff.enterpriseReview, so they show only to a staff member whose stored session
 * grants that key.
 */
const INFO = '/api/web/simp2/business/eb/ebUserInfo';
const PENDING: EnterpriseReviewItem = {
  enterpriseId: 'ent-1',
  userId: 'user-1',
  logonId: 'tokai.trading',
  companyName: '东海贸易有限公司',
  creditCode: '91310000MA1FL5LX3X',
  contactName: '王芳',
  email: 'wang@example.com',
  phone: '13800138000',
  state: 'PENDING_REVIEW',
  licenseFileId: 'file-1',
  reviewReason: null,
  createdAt: '2026-11-23T06:30:00.000Z',
};

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:licence');
  URL.revokeObjectURL = vi.fn();
  consoleFetch({
    [`${INFO}/selectCustomersById`]: okWeb(PENDING),
    [`${INFO}/businessLicense`]: new FileAnswer('png', 'image/png'),
    '/api/web-ts/simp2/staff/audit/list': okTs([]),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The real details page under the console's own button list, for a stored session of `role`, past the route's role gate. */
function detailsFor(role: StaffRole) {
  window.localStorage.clear();
  const storage = createStaffStorage(() => window.localStorage, { encrypt, decrypt });
  storage.write(tokenFor(`demo.${role}`), staffUser(role));
  const session = createStaffSession(storage, consoleServices.auth);
  const language = createConsoleLanguage('zh', () => {});
  const notifier = createNotifier();
  configureConsoleHttp({ session, language, notifier, navigate: () => {} });
  session.start();
  const route = ADMIN_ROUTES.find((r) => r.path === '/enterprises/:userId')!;
  render(
    <ConsoleServicesProvider services={consoleServices}>
      <ConsoleContext.Provider value={{ session, language, notifier, loadCatalogue: loadConsoleCatalogue }}>
        <ConsoleIntlProvider>
          <Router base="">
            <StaffButtonsProvider session={session}>
              <EnterpriseDetailsPage route={route} path="/enterprises/user-1" search="" params={{ userId: 'user-1' }} />
            </StaffButtonsProvider>
          </Router>
        </ConsoleIntlProvider>
      </ConsoleContext.Provider>
    </ConsoleServicesProvider>,
  );
}

describe('enterprise review buttons under button permissions', { timeout: 30_000 }, () => {
  it('a reviewer, whose stored session grants btn.staff.enterpriseReview, sees approve and reject on the console page', async () => {
    renderConsole('/enterprises/user-1', { role: 'reviewer' });
    expect(await screen.findByRole('heading', { name: '东海贸易有限公司' }, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByRole('button', { name: '审核通过' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '驳回' })).toBeTruthy();
  });

  it('the same page for a stored session without the key shows the application but no move', async () => {
    detailsFor('ticketingClerk');
    expect(await screen.findByRole('heading', { name: '东海贸易有限公司' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('tokai.trading')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '审核通过' })).toBeNull();
    expect(screen.queryByRole('button', { name: '驳回' })).toBeNull();
  });

  it('and with the key, through the same provider, the moves are back', async () => {
    detailsFor('reviewer');
    expect(await screen.findByRole('button', { name: '审核通过' }, { timeout: 10_000 })).toBeTruthy();
  });
});
