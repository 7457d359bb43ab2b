import { Secret, TOTP } from 'otpauth';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@waymark/shared/factors';

/** Codes one step before or after now are accepted: clocks drift and people type slowly. */
const verifyWindow = 1;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, issuer = '', label = '') {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

export const totpStep = (timestamp = Date.now()) =>
  Math.floor(timestamp / 1000 / TOTP_PERIOD_SECONDS);

/**
 * The time step `code` belongs to, or null when it matches none within the window.
 * Callers compare the step with the last one accepted to refuse replays.
 */
export function matchTotpStep(secret: string, code: string, timestamp = Date.now()): number | null {
  const delta = totp(secret).validate({ token: code, timestamp, window: verifyWindow });
  return delta === null ? null : totpStep(timestamp) + delta;
}

export interface TotpEnrolment {
  uri: string;
  /** The otpauth URI as a QR code, an SVG data URI an <img> can show directly. */
  qrCode: string;
}

export async function totpEnrolment(
  secret: string,
  issuer: string,
  account: string,
): Promise<TotpEnrolment> {
  const uri = totp(secret, issuer, account).toString();
  // Only enrolment draws QR codes: the encoder loads then, not with every verify.
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}
