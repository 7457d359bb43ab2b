import type { SandboxPaymentMethodInput } from '@waymark/shared/billing/contracts';
import { deriveCard, parseExpiry } from '@waymark/shared/billing/test-cards';

export interface SandboxCardFields {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardFieldProblem =
  'numberRequired' | 'numberInvalid' | 'expiryInvalid' | 'expiryPast' | 'cvcInvalid';

export type CardFieldErrors = Partial<Record<keyof SandboxCardFields, CardFieldProblem>>;

export type SandboxCardCheck =
  | { ok: true; card: Omit<SandboxPaymentMethodInput, 'cardholderName' | 'setAsDefault'> }
  | { ok: false; errors: CardFieldErrors };

/**
 * Checks the typed card in the browser and keeps only what the sandbox may know: brand, last
 * four, expiry and the test-card behaviour. The number and the CVC go no further than this.
 */
export function checkSandboxCard(fields: SandboxCardFields, now: Date): SandboxCardCheck {
  const errors: CardFieldErrors = {};
  const derived = deriveCard(fields.number);
  if (!derived.ok) errors.number = derived.problem === 'empty' ? 'numberRequired' : 'numberInvalid';
  const expiry = parseExpiry(fields.expiry, now);
  if (!expiry.ok) errors.expiry = expiry.problem === 'past' ? 'expiryPast' : 'expiryInvalid';
  if (!/^\d{3,4}$/.test(fields.cvc.trim())) errors.cvc = 'cvcInvalid';
  if (!derived.ok || !expiry.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    card: {
      brand: derived.brand,
      last4: derived.last4,
      expMonth: expiry.month,
      expYear: expiry.year,
      testCard: derived.testCard,
    },
  };
}

/** Groups digits in fours as people read card numbers (Amex's 4-6-5 is left to the reader). */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "0428" → "04 / 28" as it is typed. */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}
