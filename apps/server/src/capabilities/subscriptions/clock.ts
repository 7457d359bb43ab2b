/**
 * The time billing decisions use (days on platform, trial ends, sandbox renewals). Tests move
 * it forward to see periods renew and invoices appear without waiting a month; nothing else
 * changes it.
 */
export const billingClock = {
  now: (): Date => new Date(),
};
