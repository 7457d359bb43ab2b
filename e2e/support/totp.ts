import { createHmac } from 'node:crypto';
import { expect } from '@playwright/test';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(text: string): Buffer {
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`Not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
}

const STEP_MS = 30_000;

/** The 30-second time step `at` falls in, as RFC 6238 counts them. */
export const totpStep = (at = Date.now()) => Math.floor(at / STEP_MS);

/**
 * RFC 6238 as authenticator apps compute it: HMAC-SHA1 over the 30-second step, dynamically
 * truncated to 6 digits. Written out here so the tests do not trust the server's library.
 */
export function totp(secret: string, at = Date.now()): string {
  return totpForStep(secret, totpStep(at));
}

/** The code of one time step: the one an authenticator app shows during it. */
export function totpForStep(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hmac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

/** A valid code that is not `code`: the same digits shifted by one, still six long. */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

/**
 * An authenticator app's codes, for one use after another without waiting for the next
 * 30-second step. The server takes the code of its own step or of the step on either side
 * (apps/server/src/capabilities/second-factors/totp.ts, `verifyWindow`), but never one of a step at or
 * before the last it took (factors/service.ts). So each code here is the one of the earliest
 * step after the last one used that the server still takes: a moment ago's code, the current
 * one, the next. `lateness` is how long a code may take to reach the server once made: within
 * that of the end of a step, the step before is no longer safe to use.
 */
export function authenticator(secret: string, { lateness = 5_000 } = {}) {
  let lastStep = -Infinity;
  const earliestUnused = () => Math.max(lastStep + 1, totpStep(Date.now() + lateness) - 1);
  return {
    async nextCode(): Promise<string> {
      // Three codes made within `lateness` of a step's end use up the window; only then the
      // next step, less than `lateness` away, has to begin.
      await expect
        .poll(() => earliestUnused() <= totpStep() + 1, {
          message: 'a time step the server takes and no code has used',
          timeout: lateness + 1_000,
        })
        .toBe(true);
      lastStep = earliestUnused();
      return totpForStep(secret, lastStep);
    },
  };
}
