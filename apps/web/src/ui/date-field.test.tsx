import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/setup';
import { renderWithProviders } from '@/test/render';
import { DateField } from '@/ui/date-field';
import arabicTranslation from '@/i18n/locales/ar/translation.json';

function Departure({
  initial = '',
  onChange,
}: {
  initial?: string;
  onChange: (v: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="Departure"
      name="departure"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

/** The picker loads on demand: its group appears once the chunk is in. */
const findGroup = () => screen.findByRole('group', { name: 'Departure' });

// The picker's chunk loads on the first render: slow when the machine is busy.
vi.setConfig({ testTimeout: 15_000 });

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('DateField', () => {
  it('takes a date typed segment by segment and hands it on as YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Departure onChange={onChange} />);
    const group = await findGroup();
    const segments = within(group).getAllByRole('spinbutton');
    // English (United States): month, day, year.
    expect(segments.map((segment) => segment.getAttribute('data-type'))).toEqual([
      'month',
      'day',
      'year',
    ]);
    // Empty, each segment shows the interface language's placeholder.
    expect(segments.map((segment) => segment.textContent)).toEqual(['mm', 'dd', 'yyyy']);
    await user.click(segments[0]!);
    await user.keyboard('12242026');
    expect(onChange).toHaveBeenLastCalledWith('2026-12-24');
    expect(document.querySelector('input[name="departure"]')).toHaveValue('2026-12-24');
  });

  it('picks a day from the calendar with the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Departure initial="2026-05-10" onChange={onChange} />);
    await findGroup();
    await user.click(screen.getByRole('button', { name: /^Choose a date/ }));
    const calendar = await screen.findByRole('application');
    expect(within(calendar).getByRole('heading')).toHaveTextContent('May 2026');
    // The selected day has the focus; a week later, then the next month.
    await waitFor(() =>
      expect(within(calendar).getByRole('button', { name: /May 10, 2026/ })).toHaveFocus(),
    );
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2026-05-17');
  });

  it('clears the date with its clear button', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Departure initial="2026-05-10" onChange={onChange} />);
    await findGroup();
    await user.click(screen.getByRole('button', { name: 'Clear date' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(screen.queryByRole('button', { name: 'Clear date' })).toBeNull();
  });

  it('shows Arabic-Indic digits in the Arabic interface, and still hands on ISO dates', async () => {
    i18n.addResourceBundle('ar', 'translation', arabicTranslation);
    await i18n.changeLanguage('ar');
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Departure initial="2026-05-10" onChange={onChange} />);
    const group = await findGroup();
    const segments = within(group).getAllByRole('spinbutton');
    // Day, month, year, in Arabic-Indic digits.
    expect(segments.map((segment) => segment.textContent)).toEqual(['١٠', '٥', '٢٠٢٦']);
    await user.click(segments[0]!);
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith('2026-05-11');
    await user.click(screen.getByRole('button', { name: /^مسح التاريخ/ }));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(segments.map((segment) => segment.textContent)).toEqual(['يوم', 'شهر', 'سنة']);
  });
});
