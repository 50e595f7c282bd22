import * as account from '../services/account';
import * as announcements from '../services/announcements';
import * as auth from '../services/auth';
import * as baseData from '../services/baseData';
import * as information from '../services/information';
import * as orders from '../services/orders';
import * as passengerMessages from '../services/passengerMessages';
import * as passengers from '../services/passengers';
import * as payments from '../services/payments';
import * as voyages from '../services/voyages';
import * as addresses from '../services/shipping/addresses';
import * as bills from '../services/shipping/bills';
import * as bookings from '../services/shipping/bookings';
import * as commissions from '../services/shipping/commissions';
import * as dnd from '../services/shipping/dnd';
import * as documents from '../services/shipping/documents';
import * as enterpriseAccount from '../services/shipping/enterpriseAccount';
import * as imports from '../services/shipping/imports';
import * as messages from '../services/shipping/messages';
import * as parties from '../services/shipping/parties';
import * as sailings from '../services/shipping/sailings';
import * as schedule from '../services/shipping/schedule';
import * as tracking from '../services/shipping/tracking';
import { createServicesContext } from './createServicesContext';

/** Every call the customer site makes, by area: what main.tsx sets and screen tests replace. */
export const customerServices = {
  account,
  announcements,
  auth,
  baseData,
  information,
  orders,
  passengerMessages,
  passengers,
  payments,
  voyages,
  // the container side
  addresses,
  bills,
  bookings,
  commissions,
  dnd,
  documents,
  enterpriseAccount,
  imports,
  messages,
  parties,
  sailings,
  schedule,
  tracking,
};

export type CustomerServices = typeof customerServices;

export const { ServicesProvider, useServices, useLoaded } = createServicesContext<CustomerServices>(customerServices);
