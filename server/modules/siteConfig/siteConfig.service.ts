import type { SiteConfig } from '../../../src/domain/baseData';
import type { CompanyProfile } from '../../../src/domain/information';
import { qrPng } from '../../lib/qr';
import type { SettingsRepository } from '../settings/settings.repository';

export function createSiteConfigService({ settings }: { settings: SettingsRepository }) {
  return {
    siteConfig: (): Promise<SiteConfig> => settings.require('siteConfig'),

    /** The about page's introduction and fleet; the base seed puts it, so missing is a 500. */
    companyProfile: (): Promise<CompanyProfile> => settings.require('companyProfile'),

    /** The footer's QR code: the WeChat account name, for a phone's scanner. */
    async wechatQr(): Promise<Buffer> {
      const { wechatAccount } = await settings.require('siteConfig');
      return qrPng(wechatAccount);
    },
  };
}
export type SiteConfigService = ReturnType<typeof createSiteConfigService>;
