/**
 * Wraps a left-to-right value (an e-mail address, a phone number) in Unicode isolates, so
 * inside an Arabic sentence it keeps its own order instead of taking the sentence's.
 */
export function isolate(value: string): string {
  return `\u2068${value}\u2069`;
}
