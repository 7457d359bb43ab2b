import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STARTUP_TIMEOUT_MS } from '@waymark/shared/limits';
import { checkStartup } from '@/app/startup/check-startup';
import { StartupGate } from '@/app/startup/startup-gate';
import { reloadPage } from '@/lib/reload-page';
import { hangingFetch, healthyBody, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';

vi.mock('@/lib/reload-page', () => ({ reloadPage: vi.fn() }));

const unhealthyBody = {
  status: 'error',
  db: 'down',
  schema: null,
  version: '0.1.0',
  uptime: 3,
  redis: 'off',
  limits: 'per-node',
};

function renderGate() {
  return renderWithProviders(
    <StartupGate firstCheck={checkStartup()}>
      <p>The app</p>
    </StartupGate>,
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('StartupGate', () => {
  it('shows "Connecting to database..." until the health check answers, then the app', async () => {
    mockFetch({ '/api/health': () => jsonResponse(healthyBody) });
    renderGate();

    expect(screen.getByRole('status')).toHaveTextContent('Connecting to database...');
    expect(await screen.findByText('The app')).toBeInTheDocument();
    expect(screen.queryByText('Connecting to database...')).not.toBeInTheDocument();
  });

  it("leaves index.html's start-up screen alone during the first check, when there is one", async () => {
    mockFetch({ '/api/health': () => jsonResponse(healthyBody) });
    const staticScreen = document.createElement('div');
    staticScreen.id = 'startup-screen';
    document.body.append(staticScreen);
    const { container } = renderWithProviders(
      <StartupGate firstCheck={checkStartup()} hasStaticStartupScreen>
        <p>The app</p>
      </StartupGate>,
    );

    expect(container).toBeEmptyDOMElement();
    expect(document.getElementById('startup-screen')).toBeInTheDocument();
    expect(await screen.findByText('The app')).toBeInTheDocument();
    // The app paints in the frame that takes the static screen away.
    expect(document.getElementById('startup-screen')).not.toBeInTheDocument();
  });

  it('shows the Connection Error panel when the database is down (503)', async () => {
    mockFetch({ '/api/health': () => jsonResponse(unhealthyBody, 503) });
    renderGate();

    expect(await screen.findByRole('heading', { name: 'Connection Error' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry Connection' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.queryByText('The app')).not.toBeInTheDocument();
  });

  it('shows the Connection Error panel when the network fails', async () => {
    mockFetch({ '/api/health': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Connection Error' })).toBeInTheDocument();
  });

  it('"Try Again" checks again without a reload, connecting first', async () => {
    let isDatabaseUp = false;
    const fetchMock = mockFetch({
      '/api/health': () =>
        isDatabaseUp ? jsonResponse(healthyBody) : jsonResponse(unhealthyBody, 503),
    });
    renderGate();
    const tryAgain = await screen.findByRole('button', { name: 'Try Again' });

    isDatabaseUp = true;
    await userEvent.click(tryAgain);

    expect(await screen.findByText('The app')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('"Try Again" shows "Connecting to database..." while the new check runs', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockFetch({ '/api/health': () => jsonResponse(unhealthyBody, 503) });
    renderGate();
    const tryAgain = await screen.findByRole('button', { name: 'Try Again' });

    mockFetch({ '/api/health': () => new Promise<Response>((resolve) => (answer = resolve)) });
    await userEvent.click(tryAgain);
    expect(screen.getByText('Connecting to database...')).toBeInTheDocument();

    act(() => answer(jsonResponse(healthyBody)));
    expect(await screen.findByText('The app')).toBeInTheDocument();
  });

  it('"Retry Connection" reloads the page', async () => {
    mockFetch({ '/api/health': () => jsonResponse(unhealthyBody, 503) });
    renderGate();
    await userEvent.click(await screen.findByRole('button', { name: 'Retry Connection' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('continues into the app after the 15 s start-up limit, logging the timeout', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockFetch({ '/api/health': hangingFetch });
    renderGate();

    await act(() => vi.advanceTimersByTimeAsync(STARTUP_TIMEOUT_MS - 1));
    expect(screen.getByText('Connecting to database...')).toBeInTheDocument();
    expect(warn).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('The app')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Initialization timeout - Supabase connection failed');
    expect(STARTUP_TIMEOUT_MS).toBe(15_000);
  });
});
