import { renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Step } from '@waymark/shared/journeys/contracts';
import { StepChecklist } from '@/features/journeys/components/step-checklist';
import { hangingFetch, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { resetToasts, useToasts } from '@/ui/toast/toast-store';

// Dates follow the interface language alone.
vi.mock('@/lib/auth/auth-context', () => ({ useAuthContext: () => ({ user: null }) }));

const journeyId = '7d4c2a8e-0f5b-4c3a-9d1e-2b6f8a9c0d11';
const at = '2026-11-01T10:00:00.000Z';

const step = (id: string, title: string, position: number): Step => ({
  id,
  journeyId,
  position,
  title,
  notes: '',
  dueDate: null,
  completedAt: null,
  version: 1,
  createdAt: at,
  updatedAt: at,
});

const steps = [
  step('0a5e3b1c-2d4f-4a6b-8c9d-0e1f2a3b4c5d', 'Buy boots', 0),
  step('1b6f4c2d-3e5a-4b7c-9d0e-1f2a3b4c5d6e', 'Train on weekends', 1),
];

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
    expect(screen.getByText(/Buy boots/)).toHaveTextContent('Step 1: Buy boots (not done yet)');
  });
});
