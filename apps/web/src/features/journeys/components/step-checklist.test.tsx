import { renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StepChecklist } from '@/features/journeys/components/step-checklist';
import { hangingFetch, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { fixtureJourneyId, fixtureStep } from '@/test/journey-fixtures';
import { renderWithProviders } from '@/test/render';
import { resetToasts, useToasts } from '@/ui/toast/toast-store';

// Dates follow the interface language alone.
vi.mock('@/lib/auth/auth-context', () => ({ useAuthContext: () => ({ user: null }) }));

const journeyId = fixtureJourneyId;
const steps = [fixtureStep(0, 'Buy boots'), fixtureStep(1, 'Train on weekends')];

afterEach(() => resetToasts());

describe('StepChecklist', () => {
  it('ticks the box in the same moment it is clicked, before the server answers', async () => {
    mockFetch({ [`/api/steps/${steps[0]!.id}/complete`]: hangingFetch });
    renderWithProviders(<StepChecklist journeyId={journeyId} steps={steps} canEdit />);
    const box = screen.getByRole('checkbox', { name: /Buy boots/ });
    await userEvent.setup().click(box);
    expect(box).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Train on weekends/ })).not.toBeChecked();
  });

  it('puts the box back and says so when the server refuses', async () => {
    mockFetch({
      [`/api/steps/${steps[0]!.id}/complete`]: () =>
        jsonResponse({ error: { code: 'INTERNAL', message: 'Down' } }, 500),
    });
    renderWithProviders(<StepChecklist journeyId={journeyId} steps={steps} canEdit />);
    const box = screen.getByRole('checkbox', { name: /Buy boots/ });
    await userEvent.setup().click(box);
    await waitFor(() => expect(box).not.toBeChecked());
    const { result } = renderHook(() => useToasts());
    expect(result.current.map((toast) => toast.message)).toContain(
      'The step could not be updated, so it is back as it was.',
    );
  });

  it('shows read-only steps as text with their state for screen readers', () => {
    renderWithProviders(<StepChecklist journeyId={journeyId} steps={steps} canEdit={false} />);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByText('Buy boots').parentElement).toHaveTextContent(
      'Step 1: Buy boots (not done yet)',
    );
  });
});
