const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs: anything else is answered as not found before it reaches the database (which would refuse it), and refused by the forms that carry one. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
