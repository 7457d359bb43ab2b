import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataExport } from '@waymark/shared/data-export/contracts';
import type { ImportResult } from '@waymark/shared/data-export/import-contracts';
import { ExportArchivesCard } from '@/features/data-export/components/export-archives-card';
import { ImportArchiveCard } from '@/features/data-export/components/import-archive-card';
import { signedInAuth } from '@/test/security-fixtures';
import type { AuthContextValue } from '@/lib/auth/auth-types';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';

let auth: AuthContextValue;
vi.mock('@/lib/auth/auth-context', () => ({ useAuthContext: () => auth }));
vi.setConfig({ testTimeout: 20_000 });

const building: DataExport = {
  id: '7b0c6a57-93c4-4bd4-8d0b-0d3a9f6f3c01',
  kind: 'export',
  status: 'running',
  progress: 40,
  byte_size: null,
  created_at: '2026-11-24T10:00:00.000Z',
  finished_at: null,
  download_url: null,
  download_expires_at: null,
};
const ready: DataExport = {
  ...building,
  status: 'ready',
  progress: 100,
  byte_size: 2_400_000,
  finished_at: '2026-11-24T10:00:05.000Z',
  download_url: `/api/export/${building.id}/download?expires=1795600000&signature=abc`,
  download_expires_at: '2026-12-01T10:00:05.000Z',
};
const plan: ImportResult = {
  dry_run: true,
  projects: { create: 1, skip: 0 },
  journeys: { create: 3, skip: 1 },
  steps: { create: 12, skip: 4 },
  documents: { create: 2, skip: 0 },
  images: { create: 1, skip: 0 },
};

let exports: DataExport[];
let imports: string[];

beforeEach(() => {
  auth = signedInAuth();
  exports = [building];
  imports = [];
  mockFetch({
    '/api/export': () => jsonResponse({ exports }),
    '/api/import': (request) => {
      const dryRun = new URL(request.url).searchParams.get('dry_run') === 'true';
      imports.push(`${request.headers.get('content-type')} ${dryRun}`);
      return jsonResponse({ ...plan, dry_run: dryRun });
    },
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the archive cards of Settings → Legal', () => {
  it('shows the progress of an archive being built, asking again each second, then its download link', async () => {
    vi.useFakeTimers();
    const after = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    const asked = () => vi.mocked(fetch).mock.calls.filter(([url]) => url === '/api/export').length;
    renderWithProviders(<ExportArchivesCard />);
    await after(1); // the answer is handed on in a zero-delay timer
    const bar = screen.getByRole('progressbar', { name: 'Archive progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('button', { name: 'Preparing your archive...' })).toBeDisabled();
    expect(asked()).toBe(1);

    exports = [ready];
    await after(1_000);
    expect(asked()).toBe(2);
    await after(1);
    const link = screen.getByRole('link', { name: /^Download Export of / });
    expect(link).toHaveAttribute('href', ready.download_url);
    expect(screen.getByText('2.4 MB')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('checks an archive with a dry run, shows what is new, then imports it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ImportArchiveCard />);
    await user.click(screen.getByRole('button', { name: 'Check the archive' }));
    expect(screen.getByText('Choose the archive to import.')).toBeInTheDocument();
    const zip = new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'waymark-export.zip');
    await user.upload(screen.getByLabelText('Archive (.zip)'), zip);
    await user.click(screen.getByRole('button', { name: 'Check the archive' }));
    const table = await screen.findByRole('table', { name: 'What the import will do' });
    expect(within(table).getByRole('row', { name: 'Journeys 3 1' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Steps 12 4' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await screen.findByRole('button', { name: 'Check the archive' });
    expect(imports).toEqual(['application/zip true', 'application/zip false']);
  });
});
