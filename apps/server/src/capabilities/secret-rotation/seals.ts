import {
  decryptSecret,
  deriveFactorKeys,
  encryptSecret,
} from '@/capabilities/second-factors/secrets';

/** How one kind of data is sealed with the auth secret: `open` throws under any other secret. */
export interface Seal {
  open(secret: string, sealed: string): Promise<string>;
  close(secret: string, plaintext: string): Promise<string>;
}

// better-auth's own cipher, loaded only when there are keys to open (start-up has a budget).
const betterAuthCrypto = () => import('better-auth/crypto');

/**
 * JWT signing keys: better-auth's jwt plugin stores each private key as the JSON string of
 * its symmetricEncrypt() output (XChaCha20-Poly1305 under a hash of the secret).
 */
export const signingKeySeal: Seal = {
  async open(secret, sealed) {
    const { symmetricDecrypt } = await betterAuthCrypto();
    return symmetricDecrypt({ key: secret, data: JSON.parse(sealed) as string });
  },
  async close(secret, plaintext) {
    const { symmetricEncrypt } = await betterAuthCrypto();
    return JSON.stringify(await symmetricEncrypt({ key: secret, data: plaintext }));
  },
};

/** TOTP secrets: AES-GCM under a key derived from the secret (second-factors/secrets.ts). */
export const factorSecretSeal: Seal = {
  open: (secret, sealed) => Promise.resolve(decryptSecret(deriveFactorKeys(secret), sealed)),
  close: (secret, plaintext) => Promise.resolve(encryptSecret(deriveFactorKeys(secret), plaintext)),
};

/** The index in `secrets` of the first one that opens `sealed`, and what it holds; null if none. */
export async function openWithAny(
  seal: Seal,
  secrets: string[],
  sealed: string,
): Promise<{ index: number; plaintext: string } | null> {
  for (const [index, secret] of secrets.entries()) {
    try {
      return { index, plaintext: await seal.open(secret, sealed) };
    } catch {
      // Not this one: an authenticated cipher refuses a wrong key.
    }
  }
  return null;
}
