/**
 * The operator console's calls (the staff routes besides STAFF_ORDER_PATHS and
 * STAFF_BOOKING_PATHS), under /api. Each is checked by role on the server: a customer or a
 * staff member of another role is answered 10403 (HTTP 200) and stays logged in.
 */
const STAFF = '/web-ts/simp2/staff';

export const STAFF_PATHS = {
  /** GET ?recordType&recordId: AuditEntryView[] of one record, newest first */
  audit: `${STAFF}/audit/list`,

  /** GET ?current&size&routeCode&code&departFrom&departTo&status: Page<StaffVoyage> */
  voyagePage: `${STAFF}/voyage/page`,
  /** POST VoyageCreateBody: StaffVoyage */
  voyageCreate: `${STAFF}/voyage/create`,
  /** POST { uuid, departureTime, arrivalTime }: StaffVoyage (berths unchanged) */
  voyageReschedule: `${STAFF}/voyage/reschedule`,
  /** POST { uuid, reason }: VoyageCancelAnswer — unpaid orders cancelled, paid ones voided and refunded in full */
  voyageCancel: `${STAFF}/voyage/cancel`,
  /** GET ?uuid: VoyageAffectedOrder[] — the orders holding berths on the sailing, who a cancel or new times would reach */
  voyageAffected: `${STAFF}/voyage/affected`,
  /** POST { uuid, cabinClass, totalBerths }: StaffVoyage (never below the berths sold) */
  voyageInventory: `${STAFF}/voyage/inventory`,

  /** GET ?routeCode: FareRow[] (every period) */
  fareList: `${STAFF}/fare/list`,
  /** POST FareBody: the new fare from effectiveFrom; the open period of the same fare ends there */
  fareSave: `${STAFF}/fare/save`,
  /** GET: FuelSurchargeRow[] (every period) */
  bafList: `${STAFF}/baf/list`,
  /** POST BafBody: the new surcharge from effectiveFrom; the open period ends there */
  bafSave: `${STAFF}/baf/save`,
  /** POST { adultAge }: { adultAge } */
  adultAge: `${STAFF}/setting/adultAge`,

  /** GET ?ticketNo: CheckInTicket (what the QR code's ticket number opens) */
  ticketLoad: `${STAFF}/ticket/load`,
  /** POST { ticketNo }: CheckInTicket, USED; or 10500 with the reason and nothing changed */
  ticketCheckIn: `${STAFF}/ticket/checkIn`,

  /** GET ?current&size&type&published: Page<StaffAnnouncement> (drafts too) */
  announcementPage: `${STAFF}/announcement/page`,
  /** GET ?uuid: StaffAnnouncement, published or not */
  announcementLoad: `${STAFF}/announcement/load`,
  /** POST AnnouncementBody (uuid to update): StaffAnnouncement, bodies sanitised on save */
  announcementSave: `${STAFF}/announcement/save`,
  /** POST { uuid, published }: StaffAnnouncement */
  announcementPublish: `${STAFF}/announcement/publish`,

  /** GET: RouteInstructions (the notice page's boarding, baggage and documents; editor) */
  routeInstructions: `${STAFF}/page/routeInstructions`,
  /** POST { routes }: RouteInstructions saved with the next version */
  routeInstructionsSave: `${STAFF}/page/routeInstructions/save`,
  /** GET: CompanyProfile (the about page; editor) */
  companyProfile: `${STAFF}/page/companyProfile`,
  /** POST CompanyProfile: CompanyProfile as saved */
  companyProfileSave: `${STAFF}/page/companyProfile/save`,

  /** GET ?current&size&role: Page<StaffAccount> of staff accounts (administrator) */
  accountPage: `${STAFF}/account/page`,
  /** POST StaffAccountBody: StaffAccount */
  accountCreate: `${STAFF}/account/create`,
  /** POST { userId, disabled }: StaffAccount; disabling ends every session of the account at once */
  accountDisable: `${STAFF}/account/disable`,
  /** POST PasswordResetBody: PasswordResetAnswer (a generated temporary password, shown once; must be changed; sessions end) */
  accountResetPassword: `${STAFF}/account/resetPassword`,
  /** POST RoleChangeBody: StaffAccount (not one's own; never leaves no active administrator; the account's sessions end) */
  accountRole: `${STAFF}/account/role`,

  /** POST ChangePasswordForm (oldPassword, newPassword, confirmPassword): StaffAccount, one's own (every staff role; also while a change is required) */
  passwordChange: `${STAFF}/password/change`,
} as const;
