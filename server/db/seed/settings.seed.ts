import type { SiteConfig } from '../../../src/domain/baseData';
import type { BankTransferDetails } from '../schema';
import { putSetting } from './putSetting';
import type { SeedStep } from './seedStep';

// Demo values of the company details (DOMAIN "Company details"); the company is fictional.
export const demoSiteConfig: SiteConfig = {
  productName: { zh: '中日航运服务平台', ja: '日中航路サービス' },
  companyName: {
    zh: '东海渡轮航运有限公司',
    ja: '東海フェリー海運株式会社',
    en: 'East Sea Ferry & Shipping Co., Ltd.',
  },
  icpNumber: '沪ICP备2026000000号-1',
  businessRegistrationUrl: 'https://www.gsxt.gov.cn/',
  wechatAccount: '东海渡轮服务号',
  offices: [
    {
      key: 'shanghai',
      name: { zh: '上海客服中心', ja: '上海カスタマーセンター' },
      phone: '+86-21-6595-8000',
      fax: '+86-21-6595-8001',
      email: 'service-sh@eastsea-ferry.example',
      address: {
        zh: '上海市虹口区东大名路500号 上海港国际客运中心 12楼',
        ja: '中国上海市虹口区東大名路500号 上海港国際フェリーターミナル 12階',
      },
    },
    {
      key: 'osaka',
      name: { zh: '大阪客服中心', ja: '大阪カスタマーセンター' },
      phone: '+81-6-6612-3400',
      fax: '+81-6-6612-3401',
      email: 'service-osk@eastsea-ferry.example',
      address: {
        zh: '日本大阪府大阪市住之江区南港北1-20-15 大阪南港国际渡轮码头 3楼',
        ja: '大阪府大阪市住之江区南港北1-20-15 大阪南港国際フェリーターミナル 3階',
      },
    },
  ],
};

const bankTransfer: BankTransferDetails = {
  payee: { zh: '东海渡轮航运有限公司', ja: '東海フェリー海運株式会社' },
  bank: { zh: '中国银行上海市分行营业部', ja: '中国銀行 上海市分行 営業部' },
  account: '4500 1234 5678 9012 345',
};

export const settingsSeed: SeedStep = {
  name: 'base.settings',
  demoOnly: false,
  async run(db) {
    await putSetting(db, 'adultAge', 12);
    await putSetting(db, 'siteConfig', demoSiteConfig);
    await putSetting(db, 'bankTransfer', bankTransfer);
  },
};
