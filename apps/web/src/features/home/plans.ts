/**
 * Figures of the pricing teaser, from spec §1 and §9. The billing feature owns the real plan
 * list; the home page only advertises it.
 */
export const FREE_ACCESS_DAYS = 7;
export const MONTHLY_PRICE_USD = 10;
export const YEARLY_PRICE_USD = 100;
export const YEARLY_SAVING_PERCENT = 17;
export const YEARLY_FREE_MONTHS = 2;
