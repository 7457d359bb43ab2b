import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** A SelectField's button: named by its value, then its label. */
export function findSelect(label: string): Promise<HTMLElement> {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return screen.findByRole('button', { name: new RegExp(`${escaped}$`) });
}

/** Opens a SelectField and clicks one of its options. */
export async function pickOption(user: UserEvent, label: string, option: string | RegExp) {
  await user.click(await findSelect(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

/**
 * Chooses by typing the start of an option's label on the closed select, as on a native one:
 * quick on long lists (time zones), whose every option would otherwise be rendered.
 */
export async function typeToSelect(user: UserEvent, label: string, text: string) {
  (await findSelect(label)).focus();
  await user.keyboard(text);
}
