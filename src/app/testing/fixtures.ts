import type { AnnouncementSummary, SiteConfig } from '../../domain/baseData';
import type { CustomerServices } from '../customerServices';
import type { Fakes } from './withFakes';

/** The demo company details, as the server seeds them. */
export const SITE_CONFIG: SiteConfig = {
  productName: { zh: '中日航运服务平台', ja: '日中航路サービス' },
  companyName: { zh: '东海渡轮航运有限公司', ja: '東海フェリー海運株式会社', en: 'East Sea Ferry & Shipping Co., Ltd.' },
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
      address: { zh: '上海市虹口区东大名路500号', ja: '中国上海市虹口区東大名路500号' },
    },
    {
      key: 'osaka',
      name: { zh: '大阪客服中心', ja: '大阪カスタマーセンター' },
      phone: '+81-6-6612-3400',
      fax: '+81-6-6612-3401',
      email: 'service-osk@eastsea-ferry.example',
      address: { zh: '日本大阪府大阪市住之江区南港北1-20-15', ja: '大阪府大阪市住之江区南港北1-20-15' },
    },
  ],
};

export const ANNOUNCEMENTS: AnnouncementSummary[] = [
  {
    uuid: 'a-1',
    type: 'NOTICE',
    title: { zh: '春节期间航班调整通知', ja: '春節期間の運航スケジュール変更のお知らせ' },
    publishTime: '2026-01-20 09:00:00',
  },
  {
    uuid: 'a 2',
    type: 'NEWS',
    title: { zh: '新船“东海号”投入上海—大阪航线', ja: '新造船「東海丸」上海—大阪航路に就航' },
    publishTime: '2026-01-10 10:30:00',
  },
];

/**
 * What the shell asks on every screen, answered with the demo data: the footer's company details
 * and the header's unread count. renderApp lays a test's own fakes over these.
 */
export const SHELL_CALLS: Fakes<CustomerServices> = {
  baseData: { getSiteConfig: async () => SITE_CONFIG },
  messages: { getUnreadCount: async () => 0 },
  passengerMessages: { getUnreadCount: async () => 0 },
};
