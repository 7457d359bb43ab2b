import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STEP_NOTES_MAX } from '@waymark/shared/journeys/common-contracts';
import { JourneyForm, type JourneyFormSubmit } from '@/features/journeys/components/journey-form';
import { emptyJourneyForm, type JourneyFormValues } from '@/features/journeys/lib/journey-form';
import { findDateField, typeDate } from '@/test/date-input';
import { renderWithProviders } from '@/test/render';

// React Aria's controls and the lazy date picker make each render heavier: slow when the
// machine is busy.
vi.setConfig({ testTimeout: 20_000 });

function renderForm(
  onSubmit = vi.fn<JourneyFormSubmit>(() => Promise.resolve()),
  defaultValues: JourneyFormValues = emptyJourneyForm('followers'),
  showOwnerFields = true,
) {
  renderWithProviders(
    <JourneyForm
      defaultValues={defaultValues}
      projects={[]}
      coverUrl={null}
      submitLabel="Create journey"
      onSubmit={onSubmit}
      cancel={null}
      showOwnerFields={showOwnerFields}
    />,
  );
  return onSubmit;
}

describe('JourneyForm', () => {
  it('leaves the owner’s fields out for an editor, and sends them back unchanged', async () => {
    const user = userEvent.setup();
    const saved = { ...emptyJourneyForm('private'), title: 'Our trip', projectId: 'p-1' };
    const onSubmit = renderForm(undefined, saved, false);
    expect(screen.queryByRole('button', { name: /Visibility$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Project$/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Status$/ })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Description'), 'Cardiff first.');
    await user.click(screen.getByRole('button', { name: 'Create journey' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      description: 'Cardiff first.',
      visibility: 'private',
      projectId: 'p-1',
    });
  });

  it('starts with the visibility it is given (the person’s default)', () => {
    renderForm();
    expect(screen.getByRole('button', { name: /Visibility$/ })).toHaveTextContent('Followers');
  });

  it('refuses an empty title and a target date before the start, on their fields', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await typeDate(user, await findDateField('Start date'), '05102026');
    const target = await findDateField('Target date');
    await typeDate(user, target, '05012026');
    await user.click(screen.getByRole('button', { name: 'Create journey' }));
    expect(await screen.findByText('Title is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('The target date cannot be before the start date.'),
    ).toBeInTheDocument();
    for (const segment of within(target).getAllByRole('spinbutton')) {
      expect(segment).toHaveAttribute('aria-invalid', 'true');
    }
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

  it('gives a step notes and a due date behind its Details button, and submits them', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.type(screen.getByLabelText('Title'), 'Learn Japanese');
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    await user.type(screen.getByLabelText('Title of step 1'), 'Kana');
    const details = screen.getByRole('button', { name: 'Details of step 1' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('Notes for step 1')).not.toBeVisible();
    await user.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(details.getAttribute('aria-controls') ?? '');
    expect(panel).toContainElement(screen.getByLabelText('Notes for step 1'));
    await user.type(
      screen.getByLabelText('Notes for step 1'),
      'Hiragana first{Enter}then katakana',
    );
    await typeDate(user, await findDateField('Due date of step 1'), '12242026');
    await user.click(screen.getByRole('button', { name: 'Create journey' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].steps).toEqual([
      expect.objectContaining({
        id: null,
        title: 'Kana',
        notes: 'Hiragana first\nthen katakana',
        dueDate: '2026-12-24',
      }),
    ]);
  }, 20_000);

  it('shows the details of a step that already has notes or a due date', async () => {
    renderForm(undefined, {
      ...emptyJourneyForm('private'),
      title: 'Walk the Camino',
      steps: [
        { key: 'a', id: 'a', title: 'Buy boots', notes: 'Half a size up', dueDate: '' },
        { key: 'b', id: 'b', title: 'Fly to Biarritz', notes: '', dueDate: '2026-05-01' },
        { key: 'c', id: 'c', title: 'Walk', notes: '', dueDate: '' },
      ],
    });
    expect(screen.getByRole('button', { name: 'Details of step 1' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByLabelText('Notes for step 1')).toHaveValue('Half a size up');
    expect(screen.getByRole('button', { name: 'Details of step 2' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const dueDate = await findDateField('Due date of step 2');
    expect(
      within(dueDate)
        .getAllByRole('spinbutton')
        .map((segment) => segment.textContent),
    ).toEqual(['5', '1', '2026']);
    expect(screen.getByRole('button', { name: 'Details of step 3' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('refuses notes longer than the limit, on the notes field', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm(undefined, {
      ...emptyJourneyForm('private'),
      title: 'Write a novel',
      steps: [{ key: 'a', id: null, title: 'Outline', notes: '', dueDate: '' }],
    });
    await user.click(screen.getByRole('button', { name: 'Details of step 1' }));
    const notes = screen.getByLabelText('Notes for step 1');
    await user.click(notes);
    await user.paste('x'.repeat(STEP_NOTES_MAX + 1));
    // Closed again, the details open by themselves to show the error.
    await user.click(screen.getByRole('button', { name: 'Details of step 1' }));
    await user.click(screen.getByRole('button', { name: 'Create journey' }));
    const error = await screen.findByText(/^Step notes can be at most 10,?000 characters\.$/);
    expect(notes).toBeVisible();
    expect(notes).toHaveAttribute('aria-invalid', 'true');
    expect(notes).toHaveAttribute('aria-describedby', error.id);
    expect(onSubmit).not.toHaveBeenCalled();
  }, 20_000);
});
