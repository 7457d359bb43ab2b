/** One key per subscribe attempt: a double click or a retry of the same attempt reuses it. */
export function newIdempotencyKey(): string {
  return `subscribe-${crypto.randomUUID()}`;
}
