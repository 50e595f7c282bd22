// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, type StoredChoices } from './ticketing.machine';
import { OUTBOUND } from './ticketing.fixtures';
import { decrypt } from '../services/storage';
import { CHOICES_KEY, createChoiceStore } from './ticketing.actors';

const CHOICES: StoredChoices = {
  criteria: { departurePort: 'CNSHA', arrivalPort: 'JPOSA', tripType: 'ONE_WAY', outboundDate: '2026-12-03', returnDate: '' },
  outbound: { voyage: OUTBOUND, cabinClass: 'SUITE' },
  returnLeg: null,
  draft: { ...EMPTY_DRAFT, contactName: '张三', contactPhone: '13800000000' },
};

afterEach(() => window.sessionStorage.clear());

describe('ticketing choice store', () => {
  const store = createChoiceStore(() => window.sessionStorage);

  it('keeps the choices in session storage, encrypted (the draft is personal data)', () => {
    store.write(CHOICES);
    const raw = window.sessionStorage.getItem(CHOICES_KEY)!;
    expect(raw).not.toContain('张三');
    expect(raw).not.toContain('13800000000');
    expect(JSON.parse(decrypt(raw))).toEqual(CHOICES);
    expect(store.read()).toEqual(CHOICES);
  });

  it('reads nothing when nothing was stored', () => {
    expect(store.read()).toBeNull();
  });

  it('drops what it cannot read or does not recognise', () => {
    window.sessionStorage.setItem(CHOICES_KEY, 'not ours');
    expect(store.read()).toBeNull();
    store.write({ ...CHOICES, criteria: { ...CHOICES.criteria, tripType: 'BOTH' as never } });
    expect(store.read()).toBeNull();
    expect(window.sessionStorage.getItem(CHOICES_KEY)).toBeNull();
  });

  it('a storage that refuses to write keeps the journey going in memory', () => {
    const full = createChoiceStore(
      () =>
        ({
          ...window.sessionStorage,
          setItem: () => {
            throw new Error('QuotaExceededError');
          },
          getItem: () => null,
        }) as unknown as Storage,
    );
    expect(() => full.write(CHOICES)).not.toThrow();
    expect(full.read()).toBeNull();
  });
});
