import { randomInt } from 'node:crypto';
import { BACKUP_CODE_COUNT } from '@waymark/shared/factors';

const backupAlphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A 6-digit SMS code, uniformly random (leading zeros kept). */
export function generateSmsCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Backup codes like `k3x9q-7m2pa`: 10 characters from 36, about 51 bits each. */
export function generateBackupCodes(count = BACKUP_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from(
      { length: 10 },
      () => backupAlphabet[randomInt(backupAlphabet.length)],
    );
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/** Typed with or without the dash, in any case: stored and compared without it. */
export function normalizeBackupCode(code: string): string {
  return code.trim().toLowerCase().replaceAll('-', '');
}

/** 6 digits is a TOTP or SMS code; anything else is tried as a backup code. */
export const looksLikeOneTimeCode = (code: string) => /^\d{6}$/.test(code.trim());

/** +14155550123 → +1•••••••0123: enough to recognise the number, not to use it. */
export function maskPhone(phone: string): string {
  const visibleEnd = phone.slice(-4);
  const visibleStart = phone.slice(0, 2);
  const hidden = Math.max(phone.length - visibleStart.length - visibleEnd.length, 0);
  return `${visibleStart}${'•'.repeat(hidden)}${visibleEnd}`;
}
