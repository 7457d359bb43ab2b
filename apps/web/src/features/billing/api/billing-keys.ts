/** Query keys of the billing feature; every billing mutation invalidates `all`. */
export const billingKeys = {
  all: ['billing'] as const,
  status: () => [...billingKeys.all, 'status'] as const,
  config: () => [...billingKeys.all, 'config'] as const,
  paymentMethods: () => [...billingKeys.all, 'payment-methods'] as const,
  invoices: () => [...billingKeys.all, 'invoices'] as const,
};
