/** Where the billing gate stands for the signed-in person (see BillingShell). */
export type GateState = 'checking' | 'open' | 'blocked';
