import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirectTarget';

describe('where a login goes', () => {
  it.each([
    ['', '/'],
    ['?redirect=%2Forders', '/orders'],
    ['?redirect=%2Forders%3Fpage%3D2', '/orders?page=2'],
    ['?redirect=%2Fticketing%2Fcreate_order%3Fvoyage%3DV1', '/ticketing/create_order?voyage=V1'],
    ['?redirect=%2F%2Fevil.example%2Fx', '/'],
    ['?redirect=%2F%5Cevil.example', '/'],
    ['?redirect=https%3A%2F%2Fevil.example', '/'],
    ['?redirect=javascript%3Aalert(1)', '/'],
    ['?redirect=orders', '/'],
    ['?redirect=%2Flogin%3Fredirect%3D%252Forders', '/'],
    ['?redirect=%2Fregister', '/'],
    ['?redirect=%2F', '/'],
  ])('%s → %s', (search, target) => expect(redirectTarget(search)).toBe(target));
});
