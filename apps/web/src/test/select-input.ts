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

/** Types part of an option into a ComboBoxField and picks it from the narrowed list. */
export async function typeToChoose(
  user: UserEvent,
  label: string,
  text: string,
  option: string | RegExp,
) {
  const box = await findComboBox(label);
  await user.clear(box);
  await user.type(box, text);
  await user.click(await screen.findByRole('option', { name: option }));
}
