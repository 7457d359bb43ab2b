import { createHmac, timingSafeEqual } from 'node:crypto';
import { dataExportApi, exportLinkDays } from '@waymark/shared/data-export/contracts';

// A key of its own, derived from the auth secret, so these signatures never double as
// anything else signed with the same secret.
const signingKey = (secret: string) =>
  createHmac('sha256', secret).update('waymark:export-download:v1').digest();

const sign = (secret: string, id: string, expires: number) =>
  createHmac('sha256', signingKey(secret)).update(`${id}.${expires}`).digest('base64url');

export interface SignedLink {
  path: string;
  expiresAt: Date;
}

/**
 * A download link for one archive that works without a session (mail, scripts, another
 * device) until it expires: the archive id and expiry, signed. Links die with the archive.
 */
export function signedDownloadPath(secret: string, id: string, from: Date): SignedLink {
  const expires = Math.floor(from.getTime() / 1000) + exportLinkDays * 86_400;
  const query = new URLSearchParams({
    expires: String(expires),
    signature: sign(secret, id, expires),
  });
  return {
    path: `${dataExportApi.download(id)}?${query.toString()}`,
    expiresAt: new Date(expires * 1000),
  };
}

export type LinkProblem = 'expired' | 'invalid';

export function checkDownloadLink(
  secret: string,
  id: string,
  expires: number,
  signature: string,
  now = new Date(),
): LinkProblem | null {
  const expected = Buffer.from(sign(secret, id, expires));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  return expires * 1000 <= now.getTime() ? 'expired' : null;
}
