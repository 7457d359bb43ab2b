import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SaveStatus } from '@/features/workspace/components/save-status';
import { loadWorkspaceTexts } from '@/features/workspace/test/workspace-texts';
import { AUTOSAVE_DELAY_MS, useAutosave } from '@/features/workspace/lib/use-autosave';
import { i18n } from '@/i18n/setup';
import { ApiError } from '@/lib/api-client';

beforeAll(loadWorkspaceTexts);
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

type Save = (document: string, baseVersion: number) => Promise<number>;

/** An input standing in for the editor, wired like the journey page wires the real one. */
function Harness({
  save,
  onLeave,
  onReload,
}: {
  save: Save;
  onLeave?: Save;
  onReload?: () => number;
}) {
  const autosave = useAutosave<string>({
    version: 3,
    save,
    saveOnLeave: onLeave ? (document, version) => void onLeave(document, version) : undefined,
  });
  return (
    <I18nextProvider i18n={i18n}>
      <input aria-label="Document" onChange={(event) => autosave.change(event.target.value)} />
      <SaveStatus
        status={autosave.state.status}
        onRetry={autosave.flush}
        onReload={() => autosave.reloaded(onReload?.() ?? 0)}
      />
    </I18nextProvider>
  );
}

const type = (text: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: 'Document' }), { target: { value: text } });
const pause = () => act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
const status = () => screen.getByRole('status');

describe('autosave', () => {
  it('saves once after a pause in typing, with the version it started from', async () => {
    const save = vi.fn<Save>().mockResolvedValue(4);
    render(<Harness save={save} />);
    type('H');
    type('He');
    type('Hey');
    expect(status()).toHaveTextContent('Unsaved changes');
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 1));
    expect(save).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(save).toHaveBeenCalledExactlyOnceWith('Hey', 3);
    expect(status()).toHaveTextContent('Saved');
    expect(status()).toHaveAttribute('aria-live', 'polite');

    type('Hey!');
    await pause();
    expect(save).toHaveBeenLastCalledWith('Hey!', 4);
  });

  it('shows Saving… while the server works, and sends later typing after it', async () => {
    let finish: (version: number) => void = () => undefined;
    const save = vi
      .fn<Save>()
      .mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)))
      .mockResolvedValueOnce(5);
    render(<Harness save={save} />);
    type('one');
    await pause();
    expect(status()).toHaveTextContent('Saving…');
    type('one two');
    await act(() => {
      finish(4);
      return vi.advanceTimersByTimeAsync(0);
    });
    expect(save).toHaveBeenLastCalledWith('one two', 4);
    expect(status()).toHaveTextContent('Saved');
  });

  it('on 409 stops saving, explains, and offers Reload; after reloading it saves on the new version', async () => {
    const save = vi
      .fn<Save>()
      .mockRejectedValueOnce(new ApiError(409, 'CONFLICT', 'Stale version'))
      .mockResolvedValueOnce(10);
    render(<Harness save={save} onReload={() => 9} />);
    type('mine');
    await pause();
    expect(screen.getByRole('alert')).toHaveTextContent('This document changed elsewhere');

    type('mine, still typing');
    await pause();
    expect(save).toHaveBeenCalledOnce();

    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    vi.useFakeTimers();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    type('after reload');
    await pause();
    expect(save).toHaveBeenLastCalledWith('after reload', 9);
    expect(status()).toHaveTextContent('Saved');
  });

  it('keeps the work after another error and saves it on Retry', async () => {
    const save = vi
      .fn<Save>()
      .mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'Boom'))
      .mockResolvedValueOnce(4);
    render(<Harness save={save} />);
    type('draft');
    await pause();
    expect(status()).toHaveTextContent('Could not save');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(save).toHaveBeenLastCalledWith('draft', 3);
    expect(status()).toHaveTextContent('Saved');
  });

  it('sends unsaved work when the page goes away, and nothing when all is saved', async () => {
    const save = vi.fn<Save>().mockResolvedValue(4);
    const onLeave = vi.fn<Save>();
    const { unmount } = render(<Harness save={save} onLeave={onLeave} />);
    type('saved text');
    await pause();
    window.dispatchEvent(new Event('beforeunload'));
    expect(onLeave).not.toHaveBeenCalled();

    type('typed just before leaving');
    unmount();
    expect(onLeave).toHaveBeenCalledExactlyOnceWith('typed just before leaving', 4);
  });
});
