import { describe, expect, it } from 'vitest';
import { encodeSegment, fillParams } from './routeRequests';

describe('path parameters in generated requests', () => {
  it('encodes ordinary text as encodeURIComponent does', () => {
    expect(encodeSegment('a b/ü東')).toBe(encodeURIComponent('a b/ü東'));
    expect(fillParams('/orders/:id/items/:n', { id: 'A/1', n: 2 })).toBe('/orders/A%2F1/items/2');
  });

  it('sends a lone surrogate as its raw bytes instead of throwing (CI failed on URIError here)', () => {
    expect(() => encodeURIComponent('x\uD800')).toThrow(URIError);
    expect(encodeSegment('x\uD800y')).toBe('x%ED%A0%80y');
    expect(encodeSegment('\uDFFF')).toBe('%ED%BF%BF');
    expect(encodeSegment('\uD83D\uDE00')).toBe(encodeURIComponent('\uD83D\uDE00'));
  });

  it('fills a missing parameter with a placeholder', () => {
    expect(fillParams('/a/:id')).toBe('/a/x');
  });
});
