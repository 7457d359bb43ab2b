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

/** The text box of a ComboBoxField, by its label. */
export function findComboBox(label: string): Promise<HTMLElement> {
  return screen.findByRole('combobox', { name: label });
}

/**
 * Enters part of an option into a ComboBoxField and picks it from the narrowed list. The text
 * arrives as one input (a paste): typed key by key, each key filtered and drew hundreds of
 * options again, seconds of jsdom work a test on a busy machine could not afford.
 */
export async function typeToChoose(
  user: UserEvent,
  label: string,
  text: string,
  option: string | RegExp,
) {
  const box = await findComboBox(label);
  await user.clear(box);
  await user.click(box);
  await user.paste(text);
  await user.click(await screen.findByRole('option', { name: option }));
}
