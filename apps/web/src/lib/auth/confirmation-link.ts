import { routePatterns } from '@waymark/shared/routes';

const confirmedParam = 'confirmed';
const emailParam = 'email';

/**
 * Where a confirmation link leads once the address is confirmed: onboarding, told so. The
 * server signs the person in on the first use of the link; a later use (or another browser
 * after that) passes through the login page, which greets them with the address filled in.
 */
export function confirmationCallback(email: string): string {
  const query = new URLSearchParams({ [confirmedParam]: '1', [emailParam]: email });
  return `${routePatterns.onboarding}?${query.toString()}`;
}

/** Whether this page's query says a confirmation link brought the person here. */
export const isConfirmationArrival = (search: URLSearchParams): boolean =>
  search.get(confirmedParam) === '1' && !search.has('error');

/** The address a confirmation link named, read from the login page's `redirectTo`. */
export function confirmedEmailIn(redirectTo: string | null): string | null {
  if (!redirectTo) return null;
  const query = new URLSearchParams(redirectTo.split('?', 2)[1]?.split('#', 1)[0] ?? '');
  return isConfirmationArrival(query) ? query.get(emailParam) : null;
}

/** The query without the confirmation markers, once the arrival has been shown. */
export function withoutConfirmation(search: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(search);
  rest.delete(confirmedParam);
  rest.delete(emailParam);
  return rest;
}
