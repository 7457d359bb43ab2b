export type AssuranceLevel = 'aal1' | 'aal2';

/** The signed-in person, as the access token describes them. */
export interface AuthUser {
  id: string;
  email: string;
  name: string | null;
  emailVerified: boolean;
}

/** Spec §4: the session the app holds, shaped like the hosted backend's. */
export interface AuthSession {
  /** A JWT from GET /api/auth/token, for `Authorization: Bearer` calls. */
  access_token: string;
  /** Seconds since the epoch, read from the token's `exp`. */
  expires_at: number;
  /** What this session proved; aal2 once the second factor is verified. */
  aal: AssuranceLevel;
}

/** The row of GET /api/me `profile`; null when the account has none (yet). */
export interface AuthProfile {
  id: string;
  username: string | null;
  fullName: string | null;
  avatarUrl: string | null;
  language: string;
}

/**
 * Who was signed in on this device when their reads were kept (issue 32): what the access token
 * and the profile say of them, never the token itself, so a new tab knows whose reads it shows
 * before the session check answers.
 */
export interface KnownPerson {
  user: AuthUser;
  profile: AuthProfile | null;
}

export interface AuthContextValue {
  user: AuthUser | null;
  session: AuthSession | null;
  profile: AuthProfile | null;
  /** True until the first session check has settled (answered, failed or timed out). */
  loading: boolean;
  /**
   * The first check timed out and is still going: signed in or not is unknown. Protected
   * pages wait (showing "Checking authentication...") rather than send anyone to log in.
   */
  checking: boolean;
  /** Fetches the profile again (after an edit) and tells the other tabs. */
  refreshProfile: () => Promise<void>;
  /** Loads the session again (after sign-in or a second factor) and tells the other tabs. */
  refreshSession: () => Promise<void>;
  /** Signs out on the server, clears everything and tells the other tabs. */
  signOut: () => Promise<void>;
  /** A valid access token for bearer calls (refreshed when close to expiry), or null signed out. */
  getAccessToken: () => Promise<string | null>;
}
