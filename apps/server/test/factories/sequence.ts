let last = 0;

/** A number no other factory call of this test file has had, for unique names and titles. */
export function nextSequence(): number {
  last += 1;
  return last;
}
