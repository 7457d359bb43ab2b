import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/setup';
import { renderWithProviders } from '@/test/render';
import { SelectField } from '@/ui/select-field';

const fruits = [
  { value: '', label: 'Any fruit' },
  { value: 'apple', label: 'Apple' },
  { value: 'banana', label: 'Banana' },
  { value: 'cherry', label: 'Cherry' },
] as const;
type Fruit = (typeof fruits)[number]['value'];

function Fruits({ onChange, error }: { onChange: (value: Fruit) => void; error?: string }) {
  const [value, setValue] = useState<Fruit>('');
  return (
    <SelectField<Fruit>
      label="Fruit"
      hint="The one you like best."
      error={error}
      options={fruits}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('SelectField', () => {
  it('names its button by the label and the value, and reads the hint with it', () => {
    renderWithProviders(<Fruits onChange={vi.fn()} />);
    const trigger = screen.getByRole('button', { name: 'Any fruit Fruit' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'listbox');
    expect(trigger).toHaveAccessibleDescription('The one you like best.');
  });

  it('picks an option with the keyboard, the empty choice included', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Fruits onChange={onChange} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeVisible();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('banana');
    expect(screen.queryByRole('listbox')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Banana Fruit' })).toHaveFocus());
    // Type-ahead on the closed button, as on a native select.
    await user.keyboard('c');
    expect(onChange).toHaveBeenLastCalledWith('cherry');
    await user.keyboard('{ArrowDown}{Home}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('picks an option with the pointer', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Fruits onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Fruit$/ }));
    await user.click(screen.getByRole('option', { name: 'Apple' }));
    expect(onChange).toHaveBeenCalledWith('apple');
  });

  it('marks itself invalid and reads the error with the control', () => {
    renderWithProviders(<Fruits onChange={vi.fn()} error="Pick a fruit." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Pick a fruit.');
    expect(screen.getByRole('button', { name: /Fruit$/ })).toHaveAccessibleDescription(
      'The one you like best. Pick a fruit.',
    );
  });
});
