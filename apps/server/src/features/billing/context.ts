import type { AppDatabase } from '@/db/client';
import type { PaymentProvider } from '@/capabilities/subscriptions/provider';

/** What every billing service call needs: the database and the configured provider. */
export interface BillingContext {
  db: AppDatabase;
  provider: PaymentProvider;
  publicUrl: string;
}
