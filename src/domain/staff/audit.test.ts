import { describe, expect, it } from 'vitest';
import { AUDIT_READER } from './audit';

describe('AUDIT_READER', () => {
  it('lets each record’s audit trail be read by the staff who work on it', () => {
    expect(AUDIT_READER).toEqual({
      order: 'btn.staff.ticketing',
      ticket: 'btn.staff.ticketing',
      voyage: 'btn.staff.ticketing',
      fare: 'btn.staff.ticketing',
      fuelSurcharge: 'btn.staff.ticketing',
      setting: 'btn.staff.ticketing',
      page: 'btn.staff.content',
      announcement: 'btn.staff.content',
      booking: 'btn.staff.shipping',
      tariff: 'btn.staff.shipping',
      enterprise: 'btn.staff.enterpriseReview',
      user: 'btn.staff.admin',
    });
  });
});
