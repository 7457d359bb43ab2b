import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedbackButton } from '@/features/feedback/components/feedback-button';
import { jsonResponse, mockFetch, publicConfigBody } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FeedbackButton', () => {
  it('links to the configured feedback URL in a new tab, safely', async () => {
    mockFetch({ '/api/public-config': () => jsonResponse(publicConfigBody) });
    renderWithProviders(<FeedbackButton />);

    const link = await screen.findByRole('link', { name: /Provide Feedback/ });
    expect(link).toHaveAttribute('href', 'https://feedback.example.com/waymark');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('expands its label on keyboard focus and on hover', async () => {
    mockFetch({ '/api/public-config': () => jsonResponse(publicConfigBody) });
    renderWithProviders(
      <>
        <button type="button">Before</button>
        <FeedbackButton />
      </>,
    );
    const link = await screen.findByRole('link', { name: /Provide Feedback/ });
    expect(link).toHaveAttribute('data-expanded', 'false');

    screen.getByRole('button', { name: 'Before' }).focus();
    await userEvent.tab();
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('data-expanded', 'true');

    await userEvent.tab();
    expect(link).toHaveAttribute('data-expanded', 'false');

    fireEvent.mouseEnter(link);
    expect(link).toHaveAttribute('data-expanded', 'true');
    fireEvent.mouseLeave(link);
    expect(link).toHaveAttribute('data-expanded', 'false');
  });

  it('stays hidden while the feedback URL is unknown', async () => {
    const fetchMock = mockFetch({
      '/api/public-config': () => jsonResponse({ error: { code: 'INTERNAL', message: 'x' } }, 500),
    });
    renderWithProviders(<FeedbackButton />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
