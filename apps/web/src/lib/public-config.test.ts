import { describe, expect, it } from 'vitest';
import { publicConfigSchema } from '@waymark/shared/public-config';
import { parsePublicConfig } from '@/lib/public-config';

const operator = {
  name: 'Waymark GmbH',
  address: 'Hauptstraße 1\n10115 Berlin',
  email: 'hello@waymark.example',
};
const valid = {
  productName: 'Waymark',
  feedbackUrl: 'https://example.com/f',
  version: '1.2.3',
  operator,
  oauthProviders: ['github'],
};

const samples: unknown[] = [
  valid,
  { ...valid, extra: 'ignored' },
  { ...valid, feedbackUrl: 'http://localhost:3000/feedback' },
  { ...valid, productName: '' },
  { ...valid, feedbackUrl: 'not a url' },
  { ...valid, version: 3 },
  { productName: 'Waymark', version: '1' },
  { ...valid, operator: { name: 'Waymark', address: null, email: null } },
  { ...valid, operator: { ...operator, email: 'not an address' } },
  { ...valid, operator: { ...operator, name: '' } },
  { ...valid, operator: { ...operator, address: '' } },
  { ...valid, operator: { name: 'Waymark' } },
  { ...valid, operator: null },
  { ...valid, oauthProviders: [] },
  { ...valid, oauthProviders: ['github', 'google'] },
  { ...valid, oauthProviders: ['twitter'] },
  { ...valid, oauthProviders: 'github' },
  { ...valid, oauthProviders: undefined },
  { productName: 'Waymark', feedbackUrl: 'https://example.com/f', version: '1' },
  null,
  'Waymark',
  [],
];

function accepts(parse: () => unknown): boolean {
  try {
    parse();
    return true;
  } catch {
    return false;
  }
}

describe('parsePublicConfig', () => {
  it('returns exactly the fields of the contract', () => {
    expect(parsePublicConfig({ ...valid, extra: 'x' })).toEqual(valid);
  });

  it.each(samples.map((sample) => [JSON.stringify(sample), sample]))(
    'agrees with publicConfigSchema on %s',
    (_label, sample) => {
      expect(accepts(() => parsePublicConfig(sample))).toBe(
        publicConfigSchema.safeParse(sample).success,
      );
    },
  );

  it('reads a missing oauthProviders (an older server) as none', () => {
    const older: Record<string, unknown> = { ...valid };
    delete older.oauthProviders;
    expect(parsePublicConfig(older).oauthProviders).toEqual([]);
  });

  it('refuses links that are not http(s), which the feedback button would open', () => {
    expect(() => parsePublicConfig({ ...valid, feedbackUrl: 'javascript:alert(1)' })).toThrow(
      TypeError,
    );
  });
});
