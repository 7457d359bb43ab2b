import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StepNote } from '@/features/journeys/components/step-note';
import { forgetOutbox, keepRefused, useRefusedWrites } from '@/lib/offline/outbox';
import { ApiError } from '@/lib/api-client';
import { fixtureJourneyId, fixtureStep } from '@/test/journey-fixtures';
import { renderWithProviders } from '@/test/render';

afterEach(async () => {
  await forgetOutbox();
  vi.unstubAllGlobals();
});

const journeyId = fixtureJourneyId;

/** The checklist's wiring: the refused note edit of this step, if any. */
function Harness({ notes }: { notes: string }) {
  const refused = useRefusedWrites().find((entry) => entry.kind === 'note');
  const step = { ...fixtureStep(1), notes, version: 3 };
  return (
    <StepNote
      journeyId={journeyId}
      step={step}
      number={1}
      canEdit
      isDisabled={false}
      refused={refused}
    />
  );
}

describe('a step note', () => {
  it('shows the saved note beside the refused one, and "Keep the saved note" settles it', async () => {
    await keepRefused(
      {
        key: 'note-key-0009',
        kind: 'note',
        method: 'PATCH',
        path: '/api/steps/x',
        body: { notes: 'Mine', version: 2 },
        journeyId,
        stepId: 'x',
      },
      new ApiError(409, 'CONFLICT', 'Changed elsewhere'),
    );
    renderWithProviders(<Harness notes="Theirs" />);
    const conflict = screen.getByRole('group', { name: 'Note conflict on step 1' });
    expect(screen.getByTestId('note-saved')).toHaveTextContent('Theirs');
    expect(screen.getByTestId('note-mine')).toHaveTextContent('Mine');
    expect(conflict).toHaveTextContent('Your note was not saved');
    await userEvent.click(screen.getByRole('button', { name: 'Keep the saved note' }));
    expect(screen.queryByRole('group', { name: 'Note conflict on step 1' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit note of step 1' })).toBeInTheDocument();
  });
});
