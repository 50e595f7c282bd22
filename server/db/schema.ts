/** The Drizzle schema: every table, one file per area under tables/. drizzle-kit reads this file. */
export * from './tables/baseData';
export * from './tables/settings';
export * from './tables/announcements';
export * from './tables/seedLog';
export * from './tables/identity';
export * from './tables/voyages';
export * from './tables/passengers';
export * from './tables/orders';
export * from './tables/payments';
export * from './tables/payouts';
export * from './tables/shipping';
export * from './tables/cargo';
export * from './tables/staff';
export * from './tables/documents';
export * from './tables/addresses';
export * from './tables/commissions';
export * from './tables/cacheVersions';
