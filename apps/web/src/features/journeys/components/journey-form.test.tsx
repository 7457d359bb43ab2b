import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { JourneyForm, type JourneyFormSubmit } from '@/features/journeys/components/journey-form';
import { emptyJourneyForm } from '@/features/journeys/lib/journey-form';
import { renderWithProviders } from '@/test/render';

function renderForm(onSubmit = vi.fn<JourneyFormSubmit>(() => Promise.resolve())) {
  renderWithProviders(
    <JourneyForm
      defaultValues={emptyJourneyForm('followers')}
      projects={[]}
      coverUrl={null}
      submitLabel="Create journey"
      onSubmit={onSubmit}
      cancel={null}
    />,
  );
  return onSubmit;
}

describe('JourneyForm', () => {
  it('starts with the visibility it is given (the person’s default)', () => {
    renderForm();
    expect(screen.getByLabelText('Visibility')).toHaveValue('followers');
  });

  it('refuses an empty title and a target date before the start, on their fields', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.type(screen.getByLabelText('Start date'), '2026-05-10');
    await user.type(screen.getByLabelText('Target date'), '2026-05-01');
    await user.click(screen.getByRole('button', { name: 'Create journey' }));
    expect(await screen.findByText('Title is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('The target date cannot be before the start date.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Target date')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  }, 15_000);

  it('adds, names and removes steps inline, then submits them in order', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.type(screen.getByLabelText('Title'), 'Learn Japanese');
    for (const title of ['Kana', 'Kanji', 'JLPT N5']) {
      await user.click(screen.getByRole('button', { name: 'Add step' }));
      await user.type(
        screen.getByLabelText(/^Title of step \d$/, { selector: 'input:placeholder-shown' }),
        title,
      );
    }
    await user.click(screen.getByRole('button', { name: 'Remove step 2' }));
    expect(screen.queryByDisplayValue('Kanji')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create journey' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const values = onSubmit.mock.calls[0]![0];
    expect(values.title).toBe('Learn Japanese');
    expect(values.steps.map((step) => step.title)).toEqual(['Kana', 'JLPT N5']);
  }, 30_000);

  it('asks for a title on an added step that stays empty', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Title'), 'Run a marathon');
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    await user.click(screen.getByRole('button', { name: 'Create journey' }));
    expect(await screen.findByText('Give this step a title or remove it.')).toBeInTheDocument();
  }, 15_000);
});
