import { vi } from 'vitest';
import { ANNOUNCEMENTS } from '../../../../app/testing/fixtures';
import type { CustomerServices } from '../../../../app/customerServices';
import type { PortItem } from '../../../../domain/baseData';

/**
 * The calls the booking screens make, handed in through the services context: the page
 * around them (dictionaries, ports, announcements) answers at once, every booking call
 * waits for the test to say what it answers. A fresh set per test file.
 */
export function bookingCalls({ ports = [] }: { ports?: PortItem[] } = {}) {
  return {
    baseData: {
      getDictList: vi.fn<CustomerServices['baseData']['getDictList']>(async () => []),
      getContainerPorts: vi.fn<CustomerServices['baseData']['getContainerPorts']>(async () => ports),
    },
    announcements: {
      getLatestAnnouncements: vi.fn<CustomerServices['announcements']['getLatestAnnouncements']>(async () => ANNOUNCEMENTS),
    },
    bookings: {
      saveBookingDraft: vi.fn<CustomerServices['bookings']['saveBookingDraft']>(),
      submitBooking: vi.fn<CustomerServices['bookings']['submitBooking']>(),
      getBookingPage: vi.fn<CustomerServices['bookings']['getBookingPage']>(),
      loadBooking: vi.fn<CustomerServices['bookings']['loadBooking']>(),
      cancelBooking: vi.fn<CustomerServices['bookings']['cancelBooking']>(),
      saveBookingTemplate: vi.fn<CustomerServices['bookings']['saveBookingTemplate']>(),
      getTemplatePage: vi.fn<CustomerServices['bookings']['getTemplatePage']>(),
      loadBookingTemplate: vi.fn<CustomerServices['bookings']['loadBookingTemplate']>(),
      renameBookingTemplate: vi.fn<CustomerServices['bookings']['renameBookingTemplate']>(),
      deleteBookingTemplate: vi.fn<CustomerServices['bookings']['deleteBookingTemplate']>(),
    },
  };
}
