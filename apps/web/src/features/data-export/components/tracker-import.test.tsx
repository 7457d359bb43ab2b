import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionStatus } from '@waymark/shared/billing/contracts';
import type { TrackerImportResult } from '@waymark/shared/data-export/import-contracts';
import { TrackerImport } from '@/features/data-export/components/tracker-import';
import { signedInAuth } from '@/test/security-fixtures';
import type { AuthContextValue } from '@/lib/auth/auth-types';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';

let auth: AuthContextValue;
vi.mock('@/lib/auth/auth-context', () => ({ useAuthContext: () => auth }));
vi.setConfig({ testTimeout: 20_000 });

const status = (hasAccess: boolean): SubscriptionStatus => ({
  hasAccess,
  isTrialing: false,
  isActive: hasAccess,
  daysLeftInTrial: 0,
  subscription: null,
  needsPayment: !hasAccess,
  daysOnPlatform: 30,
  isInGracePeriod: false,
  isPastDue: false,
});

// Invented history, in the shape the server answers.
const plan: TrackerImportResult = {
  dry_run: true,
  source: 'habitica',
  journeys: [
    {
      title: 'Habits from Habitica',
      action: 'create',
      unit: null,
      steps: { create: 4, skip: 0 },
      checkins: { create: 32, skip: 0 },
      entries: { create: 0, skip: 0 },
      new_steps: ['Morning stretch', 'Long run (Sunday)', 'Drink water', 'Snack'],
    },
    {
      title: 'Running',
      action: 'update',
      unit: 'km',
      steps: { create: 0, skip: 0 },
      checkins: { create: 0, skip: 0 },
      entries: { create: 3, skip: 10 },
      new_steps: [],
    },
  ],
  totals: {
    journeys: { create: 1, skip: 1 },
    steps: { create: 4, skip: 0 },
    checkins: { create: 32, skip: 0 },
    entries: { create: 3, skip: 10 },
  },
  warnings: [{ code: 'habiticaNoCompletion', count: 2 }],
};

let requests: string[];
let answer: (dryRun: boolean) => Response;
let hasAccess: boolean;

beforeEach(() => {
  auth = signedInAuth();
  requests = [];
  hasAccess = true;
  answer = (dryRun) => jsonResponse({ ...plan, dry_run: dryRun });
  mockFetch({
    '/api/billing/status': () => jsonResponse(status(hasAccess)),
    '/api/import': (request) => {
      const query = new URL(request.url).searchParams;
      const dryRun = query.get('dry_run') === 'true';
      requests.push(`${query.get('source')} ${dryRun} ${request.headers.get('content-type')}`);
      return answer(dryRun);
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const file = (name: string) => new File(['{"tasks":{}}'], name);

describe('importing from another tracker', () => {
  it('chooses a tracker, shows the dry run’s list of what will be made, then imports it', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <TrackerImport />
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('radio', { name: /Habitica/ }));
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(screen.getByText('Choose the file to import.')).toBeInTheDocument();

    await user.upload(
      screen.getByLabelText('Export file from Habitica'),
      file('habitica-user-data.json'),
    );
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    const table = await screen.findByRole('table', { name: 'What the import will make' });
    const cells = within(table)
      .getAllByRole('row')
      .map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent));
    expect(cells).toEqual([
      ['Journey', 'Steps', 'Check-ins', 'Entries'],
      ['Habits from HabiticaNew journey', '4', '32', '0'],
      ['RunningAlready here: only what is new is added · amounts in km', '0', '0', '3'],
      ['Total', '4', '32', '3'],
    ]);
    expect(
      screen.getByText(
        '2 history entries without a completion (older or averaged score samples) left out',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Import' }));
    await screen.findByRole('button', { name: 'Check the file' });
    expect(requests).toEqual([
      'habitica true application/octet-stream',
      'habitica false application/octet-stream',
    ]);
  });

  it('says which tracker the file does not fit, in the person’s words, on a 400', async () => {
    const user = userEvent.setup();
    answer = () =>
      jsonResponse(
        { error: { code: 'BAD_REQUEST', message: 'This does not look like a Strava export' } },
        400,
      );
    renderWithProviders(
      <MemoryRouter>
        <TrackerImport />
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('radio', { name: /Strava/ }));
    await user.upload(screen.getByLabelText('Export file from Strava'), file('notes.csv'));
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(
      await screen.findByText(
        'This does not look like a Strava export. Choose the file described above.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('holds nothing new: the import button stays off', async () => {
    const user = userEvent.setup();
    const empty = { create: 0, skip: 3 };
    answer = () =>
      jsonResponse({
        ...plan,
        journeys: [],
        totals: { journeys: empty, steps: empty, checkins: empty, entries: empty },
        warnings: [],
      });
    renderWithProviders(
      <MemoryRouter>
        <TrackerImport />
      </MemoryRouter>,
    );
    await user.upload(
      await screen.findByLabelText('Export file from Loop Habit Tracker'),
      file('loop.zip'),
    );
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(
      await screen.findByText('Everything in this file is already in your account.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('shows the Pro preview, and no form, to people without Pro', async () => {
    hasAccess = false;
    renderWithProviders(
      <MemoryRouter>
        <TrackerImport />
      </MemoryRouter>,
    );
    const preview = await screen.findByTestId('tracker-import-preview');
    expect(
      within(preview).getByRole('heading', { name: 'Bring your history along' }),
    ).toBeInTheDocument();
    expect(within(preview).getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
      'href',
      '/billing',
    );
    expect(screen.queryByRole('button', { name: 'Check the file' })).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
