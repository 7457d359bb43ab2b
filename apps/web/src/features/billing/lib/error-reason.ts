/**
 * The reason shown after 'Failed to …: ' in a toast: the provider's or server's own message when
 * there is one (spec §5: the card provider's message is passed on), else `fallback`.
 */
export function errorReason(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  if (typeof error === 'string' && error.trim() !== '') return error;
  return fallback;
}
