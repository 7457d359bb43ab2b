import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FaqPage } from '@/features/faq/pages/faq-page';
import { jsonResponse, mockFetch, publicConfigBody } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';

function renderFaq() {
  renderWithProviders(
    <MemoryRouter>
      <FaqPage />
    </MemoryRouter>,
  );
}

const questionButtons = () =>
  screen
    .getAllByRole('button', { expanded: false })
    .concat(screen.queryAllByRole('button', { expanded: true }));

beforeEach(() => {
  mockFetch({ '/api/public-config': () => jsonResponse(publicConfigBody) });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FAQ page', () => {
  it('lists 14 questions, every answer closed at first', () => {
    renderFaq();
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' }));
    expect(questionButtons()).toHaveLength(14);
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('opens and closes an answer with its button, which controls the answer region', async () => {
    const user = userEvent.setup();
    renderFaq();
    const question = screen.getByRole('button', { name: 'How does the 7-day free period work?' });

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'How does the 7-day free period work?' });
    expect(question).toHaveAttribute('aria-controls', answer.id);
    expect(answer).toHaveTextContent('full access for 7 days');

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('moves between questions with the arrow keys, Home and End, and toggles with Enter', async () => {
    const user = userEvent.setup();
    renderFaq();
    const first = screen.getByRole('button', { name: 'What is Waymark?' });
    const second = screen.getByRole('button', { name: 'How do I create an account?' });
    const last = screen.getByRole('button', { name: 'How do I delete my account?' });

    first.focus();
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await user.keyboard('{End}');
    expect(last).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(last).toHaveFocus();
    await user.keyboard('{Home}');
    expect(first).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  it('filters questions and answers as you type, ignoring case and accents', async () => {
    const user = userEvent.setup();
    renderFaq();
    const search = screen.getByRole('searchbox', { name: 'Search the questions' });

    // "Stripe" appears only in the answer about billing.
    await user.type(search, 'STRÎPE');
    expect(questionButtons().map((button) => button.textContent)).toEqual([
      'How does billing work, and can I cancel?',
    ]);

    await user.clear(search);
    await user.type(search, 'delete account');
    expect(screen.getByRole('button', { name: 'How do I delete my account?' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'What is Waymark?' })).not.toBeInTheDocument();
  });

  it('says so when nothing matches, and clearing the search brings every question back', async () => {
    const user = userEvent.setup();
    renderFaq();
    await user.type(screen.getByRole('searchbox'), 'submarine');

    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('No question matches “submarine”.');
    await user.click(within(status).getByRole('button', { name: 'Clear the search' }));

    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(questionButtons()).toHaveLength(14);
  });
});
