import type { MessageId } from '../i18n/catalogues';
import type { ClientRoutePath } from '../domain/clientRoutes';
import { lazyRoute, type LazyRoute } from './lazyRoute';

/** Design widths (spec section 9): 1920 px ticketing site, 1280 px container-shipping side. */
export type LayoutKind = 'ticketing' | 'shipping';

// The menu keys are shared with the server, which builds each user's list from them.
export { MENU_KEYS, type MenuKey } from '../domain/roles';
import type { MenuKey } from '../domain/roles';

/** What every screen receives from the router. */
export interface PageProps {
  route: AppRoute;
  /** the location's path inside the base, as asked for (an unknown path for the error page) */
  path: string;
  /** the query string, with its leading `?` or empty */
  search: string;
}

export interface AppRoute {
  path: string;
  name: string;
  /** the route's own part of the page title; none on the home page */
  titleId?: MessageId;
  /** DOMAIN "Who may open what": opened without logging in */
  public: boolean;
  homePage?: true;
  layout: LayoutKind;
  /**
   * A permission-driven ("dynamic") route: registered only when the stored menu
   * list grants this key. Public routes stay open to everyone; their key only
   * decides whether they appear in the container menus.
   */
  menu?: MenuKey;
  page: LazyRoute<PageProps>;
}

// Every screen is its own chunk.
const home = lazyRoute<PageProps>(() => import('../views/home/HomePage'));
const timetable = lazyRoute<PageProps>(() => import('../views/timetable/TimetablePage'));
const errorPage = lazyRoute<PageProps>(() => import('../views/errors/ErrorPage'));
const login = lazyRoute<PageProps>(() => import('../views/auth/LoginPage'));
const register = lazyRoute<PageProps>(() => import('../views/auth/RegisterPage'));
const forgetPassword = lazyRoute<PageProps>(() => import('../views/auth/ForgotPasswordPage'));
const passwordMgt = lazyRoute<PageProps>(() => import('../views/account/PasswordMgtPage'));
const account = lazyRoute<PageProps>(() => import('../views/account/AccountPage'));
const ticketSearch = lazyRoute<PageProps>(() => import('../views/ticketing/SearchPage'));
const oneWay = lazyRoute<PageProps>(() => import('../views/ticketing/OneWayPage'));
const roundTrip = lazyRoute<PageProps>(() => import('../views/ticketing/RoundTripPage'));
const createOrder = lazyRoute<PageProps>(() => import('../views/ticketing/CreateOrderPage'));
const orders = lazyRoute<PageProps>(() => import('../views/orders/OrdersPage'));
const passengerMessages = lazyRoute<PageProps>(() => import('../views/messages/PassengerMessagesPage'));
const orderDetails = lazyRoute<PageProps>(() => import('../views/orders/OrderDetailsPage'));
const passengers = lazyRoute<PageProps>(() => import('../views/passengers/PassengersPage'));
const payment = lazyRoute<PageProps>(() => import('../views/payment/PaymentPage'));
const paymentSuccess = lazyRoute<PageProps>(() => import('../views/payment/SuccessPage'));
const notice = lazyRoute<PageProps>(() => import('../views/info/NoticePage'));
const aboutUs = lazyRoute<PageProps>(() => import('../views/info/AboutPage'));
const information = lazyRoute<PageProps>(() => import('../views/info/InformationPage'));
const newsDetail = lazyRoute<PageProps>(() => import('../views/info/NewsDetailPage'));
const bookingForm = lazyRoute<PageProps>(() => import('../views/shipping/bookings/BookingFormPage'));
const myBookings = lazyRoute<PageProps>(() => import('../views/shipping/bookings/MyBookingsPage'));
const myTemplates = lazyRoute<PageProps>(() => import('../views/shipping/bookings/MyTemplatesPage'));
const parties = lazyRoute<PageProps>(() => import('../views/shipping/parties/PartiesPage'));
// One screen for both bill routes: the list, and with ?blNo= one bill searched out of it (BillsPage).
const bills = lazyRoute<PageProps>(() => import('../views/shipping/bills/BillsPage'));
const importBooking = lazyRoute<PageProps>(() => import('../views/shipping/import/ImportBookingPage'));
const uploadContainer = lazyRoute<PageProps>(() => import('../views/shipping/import/UploadContainerPage'));
const documents = lazyRoute<PageProps>(() => import('../views/shipping/documents/DocumentsPage'));
const loadingAddresses = lazyRoute<PageProps>(() => import('../views/shipping/addresses/AddressesPage'));
const entrust = lazyRoute<PageProps>(() => import('../views/shipping/commissions/EntrustPage'));
const myCommissions = lazyRoute<PageProps>(() => import('../views/shipping/commissions/MyCommissionsPage'));
const myMessages = lazyRoute<PageProps>(() => import('../views/shipping/messages/MessagesPage'));
const accountMgt = lazyRoute<PageProps>(() => import('../views/shipping/account/AccountMgtPage'));
// One screen each for the plain route (container layout) and its "Two" (ticketing layout).
const schedule = lazyRoute<PageProps>(() => import('../views/shipping/schedule/SchedulePage'));
const cargoTracking = lazyRoute<PageProps>(() => import('../views/shipping/tracking/TrackingPage'));
const dndFreeDays = lazyRoute<PageProps>(() => import('../views/shipping/dnd/FreeDaysPage'));
const dndQuery = lazyRoute<PageProps>(() => import('../views/shipping/dnd/DemurragePage'));
// One estimate screen for both layouts (/dndQueryAndCalcRate and /dndQueryAndCalcRateTwo).
const dndEstimate = lazyRoute<PageProps>(() => import('../views/shipping/dnd/EstimatePage'));

// A route's path must be one of the shared list, which the server reads to answer 404 for the rest.
type RouteInit = Omit<AppRoute, 'layout' | 'public' | 'path'> & { path: ClientRoutePath } & Partial<Pick<AppRoute, 'layout' | 'public'>>;

const ticketing = (init: RouteInit): AppRoute => ({ layout: 'ticketing', public: false, ...init });
const shipping = (init: RouteInit): AppRoute => ({ layout: 'shipping', public: false, ...init });

/** The route table of spec section 2, in its order. Paths are relative to the base /tickets. */
export const ROUTES: readonly AppRoute[] = [
  ticketing({ path: '/', name: 'Home', public: true, homePage: true, page: home }),
  ticketing({ path: '/login', name: 'Login', titleId: 'route.login', public: true, page: login }),
  ticketing({ path: '/register', name: 'Register', titleId: 'route.register', public: true, page: register }),
  ticketing({ path: '/forgetPassword', name: 'ForgetPassword', titleId: 'route.forgetPassword', public: true, page: forgetPassword }),
  shipping({ path: '/passwordMgt', name: 'PasswordMgt', titleId: 'route.passwordMgt', menu: 'menu.passwordMgt', page: passwordMgt }),
  ticketing({ path: '/account', name: 'Account', titleId: 'route.account', page: account }),
  ticketing({ path: '/passengers', name: 'Passengers', titleId: 'route.passengers', page: passengers }),
  ticketing({ path: '/infoUS', name: 'InfoUS', titleId: 'route.infoUS', public: true, page: aboutUs }),
  ticketing({ path: '/notice', name: 'Notice', titleId: 'route.notice', public: true, page: notice }),
  ticketing({ path: '/timetable', name: 'Timetable', titleId: 'route.timetable', public: true, page: timetable }),
  ticketing({ path: '/information', name: 'Information', titleId: 'route.information', public: true, page: information }),
  ticketing({ path: '/newsDetail', name: 'NewsDetail', titleId: 'route.newsDetail', public: true, page: newsDetail }),
  ticketing({ path: '/detail', name: 'Detail', titleId: 'route.newsDetail', public: true, page: newsDetail }),
  ticketing({ path: '/orders', name: 'Orders', titleId: 'route.orders', page: orders }),
  ticketing({ path: '/order/details', name: 'OrderDetails', titleId: 'route.orderDetails', page: orderDetails }),
  ticketing({ path: '/messages', name: 'Messages', titleId: 'route.messages', page: passengerMessages }),
  ticketing({ path: '/ticketing/search', name: 'Search', titleId: 'route.search', public: true, page: ticketSearch }),
  ticketing({ path: '/ticketing/one_way', name: 'OneWay', titleId: 'route.oneWay', public: true, page: oneWay }),
  ticketing({ path: '/ticketing/round_trip', name: 'RoundTrip', titleId: 'route.roundTrip', public: true, page: roundTrip }),
  // Logging in is asked for here, not earlier (DOMAIN "Who may open what").
  ticketing({ path: '/ticketing/create_order', name: 'CreateOrder', titleId: 'route.createOrder', page: createOrder }),
  ticketing({ path: '/ticketing/pay', name: 'Payment', titleId: 'route.payment', page: payment }),
  ticketing({ path: '/ticketing/success', name: 'Success', titleId: 'route.success', page: paymentSuccess }),
  ticketing({ path: '/errorPageJump', name: 'ErrorPage', titleId: 'route.error', public: true, page: errorPage }),
  shipping({ path: '/booking', name: 'Booking', titleId: 'route.booking', menu: 'menu.booking', page: bookingForm }),
  shipping({ path: '/myBooking', name: 'MyBooking', titleId: 'route.myBooking', menu: 'menu.myBooking', page: myBookings }),
  shipping({ path: '/myCommission', name: 'MyCommission', titleId: 'route.myCommission', menu: 'menu.booking', page: myCommissions }),
  shipping({ path: '/myMessage', name: 'MyMessage', titleId: 'route.myMessage', page: myMessages }),
  shipping({ path: '/myTemplate', name: 'MyTemplate', titleId: 'route.myTemplate', page: myTemplates }),
  shipping({ path: '/downloadBls', name: 'DownloadBls', titleId: 'route.downloadBls', menu: 'menu.downloadBls', page: bills }),
  shipping({ path: '/importBooking', name: 'ImportBooking', titleId: 'route.importBooking', page: importBooking }),
  shipping({ path: '/addressMgt', name: 'AddressMgt', titleId: 'route.addressMgt', menu: 'menu.booking', page: loadingAddresses }),
  shipping({ path: '/cargoTracking', name: 'CargoTracking', titleId: 'route.cargoTracking', menu: 'menu.cargoTracking', page: cargoTracking }),
  // The "Two" routes are the same tools inside the ticketing site's layout (DOMAIN).
  ticketing({ path: '/cargoTrackingTwo', name: 'CargoTrackingTwo', titleId: 'route.cargoTracking', page: cargoTracking }),
  shipping({
    path: '/dndChargeFreeDayIndex',
    name: 'DndChargeFreeDayIndex',
    titleId: 'route.dndChargeFreeDayIndex',
    public: true,
    menu: 'menu.dndChargeFreeDayIndex',
    page: dndFreeDays,
  }),
  shipping({
    path: '/dndChargeQueryIndex',
    name: 'DndChargeQueryIndex',
    titleId: 'route.dndChargeQueryIndex',
    menu: 'menu.dndChargeQueryIndex',
    page: dndQuery,
  }),
  shipping({
    path: '/dndQueryAndCalcRate',
    name: 'DndQueryAndCalcRate',
    titleId: 'route.dndQueryAndCalcRate',
    menu: 'menu.dndQueryAndCalcRate',
    page: dndEstimate,
  }),
  ticketing({ path: '/dndQueryAndCalcRateTwo', name: 'DndQueryAndCalcRateTwo', titleId: 'route.dndQueryAndCalcRate', page: dndEstimate }),
  shipping({ path: '/scheduleMgt', name: 'ScheduleMgt', titleId: 'route.scheduleMgt', public: true, menu: 'menu.scheduleMgt', page: schedule }),
  ticketing({ path: '/scheduleMgtTwo', name: 'ScheduleMgtTwo', titleId: 'route.scheduleMgt', public: true, page: schedule }),
  shipping({ path: '/accountMgt', name: 'AccountMgt', titleId: 'route.accountMgt', menu: 'menu.accountMgt', page: accountMgt }),
  shipping({ path: '/partyMgt', name: 'PartyMgt', titleId: 'route.partyMgt', menu: 'menu.partyMgt', page: parties }),
  shipping({ path: '/billoflading', name: 'BillOfLading', titleId: 'route.billoflading', page: bills }),
  shipping({ path: '/entrust', name: 'Entrust', titleId: 'route.entrust', menu: 'menu.booking', page: entrust }),
  shipping({ path: '/documentMgt', name: 'DocumentMgt', titleId: 'route.documentMgt', menu: 'menu.booking', page: documents }),
  shipping({ path: '/uploadContainer', name: 'UploadContainer', titleId: 'route.uploadContainer', page: uploadContainer }),
];

/** The catch-all: unknown paths, and dynamic routes the user's menu list does not grant. */
export const NOT_FOUND_ROUTE: AppRoute = {
  path: '*',
  name: 'NotFound',
  titleId: 'route.notFound',
  public: true,
  layout: 'ticketing',
  page: errorPage,
};
