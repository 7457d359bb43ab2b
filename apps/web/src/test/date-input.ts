import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * A date field's group, once its lazy picker has loaded. The name is matched at the start: a
 * field with both a visible label and an aria-label ("Due date of step 1") is named by both.
 */
export function findDateField(name: string): Promise<HTMLElement> {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return screen.findByRole('group', { name: new RegExp(`^${escaped}`) });
}

/** Types digits into a date field from its first segment (English: month, day, year). */
export async function typeDate(user: UserEvent, field: HTMLElement, digits: string) {
  await user.click(within(field).getAllByRole('spinbutton')[0]!);
  await user.keyboard(digits);
}
