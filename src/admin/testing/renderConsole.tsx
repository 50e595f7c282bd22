import { ConsoleServicesProvider, consoleServices, type ConsoleServices } from '../consoleServices';
import { withFakes, type Fakes } from '../../app/testing/withFakes';
import { render } from '@testing-library/react';
import { memoryLocation } from 'wouter/memory-location';
import { createNotifier } from '../../app/notifier';
import type { Lang } from '../../domain/lang';
import type { StaffRole } from '../../domain/roles';
import type { TokenInfo } from '../../domain/session';
import { ConsoleApp } from '../ConsoleApp';
import { loadConsoleCatalogue } from '../i18n/adminCatalogues';
import { createConsoleLanguage } from '../i18n/consoleLanguage';
import { configureConsoleHttp } from '../consoleHttp';
import { createStaffSession } from '../session/consoleSession';
import { createStaffStorage } from '../session/staffStorage';
import { decrypt, encrypt } from '../../services/storage';
import type { StaffUser } from '../session/staffUser';

export const STAFF_NAMES: Record<StaffRole, string> = {
  reviewer: '审核员小王',
  ticketingClerk: '票务员小李',
  shippingClerk: '航运员小张',
  editor: '编辑小陈',
  admin: '管理员老赵',
};

export function staffUser(role: StaffRole): StaffUser {
  return { userId: `user-${role}`, logonId: `demo.${role}`, name: STAFF_NAMES[role], role, mustChangePassword: false };
}

export function tokenFor(logonId: string): TokenInfo {
  return {
    access_token: `access-${logonId}`,
    refresh_token: `refresh-${logonId}`,
    expires_in: 7200,
    token_type: 'bearer',
    scope: 'server',
    logon_id: logonId,
    user_id: `user-${logonId}`,
    user_name: logonId,
    user_cnnme: '',
    enterprise_id: '',
    enterprise_cnnme: '',
    tenant_id: '',
    sap_id: '',
    license: '',
    member_level: 1,
    phone: '',
    wximgurl: '',
    activeTime: Date.now() + 7_200_000,
    version: 1,
  };
}

/**
 * The console at `path`, signed in as `role` (or signed out), in `lang`, over window.localStorage
 * (cleared first). Calls go to whatever `consoleFetch` answers.
 */
export function renderConsole(
  path: string,
  {
    role,
    lang = 'zh',
    mustChangePassword = false,
    calls = {},
  }: { role?: StaffRole; lang?: Lang; mustChangePassword?: boolean; calls?: Fakes<ConsoleServices> } = {},
) {
  window.localStorage.clear();
  const storage = createStaffStorage(() => window.localStorage, { encrypt, decrypt });
  if (role) {
    const user = { ...staffUser(role), mustChangePassword };
    storage.write(tokenFor(user.logonId), user);
  }
  const location = memoryLocation({ path, record: true });
  const services = withFakes(consoleServices, calls);
  const session = createStaffSession(storage, services.auth);
  const language = createConsoleLanguage(lang, () => {});
  const notifier = createNotifier();
  const toasts: string[] = [];
  notifier.attach({ show: (message) => toasts.push(message.detail) });
  configureConsoleHttp({ session, language, notifier, navigate: (to, options) => location.navigate(to, options) });
  session.start();
  const view = render(
    <ConsoleServicesProvider services={services}>
      <ConsoleApp
        deps={{ session, language, notifier, loadCatalogue: loadConsoleCatalogue }}
        location={{ hook: location.hook, searchHook: location.searchHook }}
        base=""
      />
    </ConsoleServicesProvider>,
  );
  return { ...view, location, session, language, toasts };
}
