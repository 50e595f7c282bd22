import * as auth from '../services/auth';
import * as baseData from '../services/baseData';
import * as dnd from '../services/shipping/dnd';
import * as audit from './services/audit';
import * as contentStaff from './services/contentStaff';
import * as dashboard from './services/dashboard';
import * as enterprises from './services/enterprises';
import * as moneyBack from './services/moneyBack';
import * as notificationsStaff from './services/notificationsStaff';
import * as railCommissionsStaff from './services/railCommissionsStaff';
import * as shippingStaff from './services/shippingStaff';
import * as staffAccounts from './services/staffAccounts';
import * as ticketingStaff from './services/ticketingStaff';
import { createServicesContext } from '../app/createServicesContext';

/** Every call the console makes, by area: what its main.tsx sets and console tests replace. */
export const consoleServices = {
  auth,
  baseData,
  dnd,
  audit,
  contentStaff,
  dashboard,
  enterprises,
  moneyBack,
  notificationsStaff,
  railCommissionsStaff,
  shippingStaff,
  staffAccounts,
  ticketingStaff,
};

export type ConsoleServices = typeof consoleServices;

export const {
  ServicesProvider: ConsoleServicesProvider,
  useServices: useConsoleServices,
  useLoaded: useConsoleLoaded,
} = createServicesContext<ConsoleServices>(consoleServices);
