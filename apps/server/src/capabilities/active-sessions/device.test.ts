import { describe, expect, it } from 'vitest';
import { UNKNOWN_LOCATION } from '@waymark/shared/sessions';
import { describeDevice, locationFromHeaders } from '@/capabilities/active-sessions/device';

describe('describeDevice', () => {
  it('names browser and system, and tells desktops, phones and tablets apart', () => {
    expect(
      describeDevice(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toEqual({ deviceType: 'desktop', deviceName: 'Chrome on Windows' });
    expect(
      describeDevice('Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0'),
    ).toEqual({ deviceType: 'mobile', deviceName: 'Firefox on Android' });
    expect(
      describeDevice(
        'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ deviceType: 'tablet', deviceName: 'Safari on iOS' });
  });

  it('names a script by its first product token, and says so when there is nothing to go on', () => {
    expect(describeDevice('curl/8.5.0')).toEqual({ deviceType: 'unknown', deviceName: 'curl' });
    expect(describeDevice('')).toEqual({ deviceType: 'unknown', deviceName: 'Unknown device' });
    expect(describeDevice(undefined)).toEqual({
      deviceType: 'unknown',
      deviceName: 'Unknown device',
    });
  });

  it('keeps a name short whatever the header holds', () => {
    expect(describeDevice(`x${'y'.repeat(500)}`).deviceName.length).toBeLessThanOrEqual(100);
  });
});

describe('locationFromHeaders', () => {
  it('turns a CDN country code into its English name', () => {
    expect(locationFromHeaders(new Headers({ 'cf-ipcountry': 'DE' }))).toBe('Germany');
    expect(locationFromHeaders(new Headers({ 'cloudfront-viewer-country': 'fr' }))).toBe('France');
    expect(locationFromHeaders(new Headers({ 'x-vercel-ip-country': 'JP' }))).toBe('Japan');
    expect(locationFromHeaders(new Headers({ 'x-country-code': 'BR' }))).toBe('Brazil');
  });

  it('says Unknown location without a header or for codes that name no country', () => {
    expect(locationFromHeaders(undefined)).toBe(UNKNOWN_LOCATION);
    expect(locationFromHeaders(new Headers())).toBe(UNKNOWN_LOCATION);
    for (const code of ['XX', 'T1', 'ZZ', 'Germany', '']) {
      expect(locationFromHeaders(new Headers({ 'cf-ipcountry': code }))).toBe(UNKNOWN_LOCATION);
    }
  });

  it('falls through to the next header when the first names no country', () => {
    const headers = new Headers({ 'cf-ipcountry': 'XX', 'x-country-code': 'NP' });
    expect(locationFromHeaders(headers)).toBe('Nepal');
  });
});
