import Bowser from 'bowser';
import { UNKNOWN_LOCATION, type DeviceType } from '@waymark/shared/sessions';

export interface DeviceDescription {
  deviceType: DeviceType;
  /** Browser and OS, e.g. "Chrome on Linux". */
  deviceName: string;
}

const maxNameLength = 100;
const platformTypes: Record<string, DeviceType> = {
  desktop: 'desktop',
  mobile: 'mobile',
  tablet: 'tablet',
};

/** What a person recognises in the list of their devices, from the User-Agent alone. */
export function describeDevice(userAgent: string | null | undefined): DeviceDescription {
  const ua = userAgent?.trim() ?? '';
  if (!ua) return { deviceType: 'unknown', deviceName: 'Unknown device' };
  const parsed = Bowser.parse(ua);
  // bowser reports what it does not recognise as '' rather than leaving it out.
  const browser = nonEmpty(parsed.browser.name);
  const os = nonEmpty(parsed.os.name);
  // Scripts and API clients (curl, okhttp…) are no browser: their first product token says what they are.
  const name =
    browser && os
      ? `${browser} on ${os}`
      : (browser ?? os ?? /^[\w.-]+/.exec(ua)?.[0] ?? 'Unknown device');
  return {
    deviceType: platformTypes[parsed.platform.type ?? ''] ?? 'unknown',
    deviceName: name.slice(0, maxNameLength),
  };
}

const nonEmpty = (value: string | undefined) => (value ? value : undefined);

/**
 * Country headers the common CDNs and hosts add. Only display: a client that sets one
 * itself only mislabels its own row.
 */
const countryHeaders = [
  'cf-ipcountry',
  'cloudfront-viewer-country',
  'x-vercel-ip-country',
  'x-country-code',
];
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** The English country name from a CDN's country header, else UNKNOWN_LOCATION. */
export function locationFromHeaders(headers: Headers | undefined): string {
  for (const header of countryHeaders) {
    const code = headers?.get(header)?.trim().toUpperCase();
    // Two letters only: Cloudflare's 'XX' (unknown) and 'T1' (Tor) name no country.
    if (!code || !/^[A-Z]{2}$/.test(code) || code === 'XX') continue;
    const name = safeRegionName(code);
    if (name) return name;
  }
  return UNKNOWN_LOCATION;
}

function safeRegionName(code: string): string | undefined {
  try {
    const name = regionNames.of(code);
    // ZZ and other reserved codes come back as "Unknown Region".
    return name && name !== code && !/unknown/i.test(name) ? name : undefined;
  } catch {
    return undefined;
  }
}
