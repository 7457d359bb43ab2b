import { describe, expect, it } from 'vitest';
import { cardBrandNames, knownCardBrandName } from './card-brand-names';
import { cardBrands } from './contracts';

describe('card brand names', () => {
  it('names every brand but unknown', () => {
    for (const brand of cardBrands) {
      expect(knownCardBrandName(brand)).toBe(brand === 'unknown' ? null : cardBrandNames[brand]);
    }
  });

  it('names nothing else, not even what every object has', () => {
    expect(knownCardBrandName('constructor')).toBeNull();
    expect(knownCardBrandName('')).toBeNull();
  });
});
