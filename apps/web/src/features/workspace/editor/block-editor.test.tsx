import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BlockEditor } from '@/features/workspace/editor/block-editor';
import type { StepHost } from '@/features/workspace/editor/step-host';
import { startingContent } from '@/features/workspace/lib/starting-document';
import { loadWorkspaceTexts } from '@/features/workspace/test/workspace-texts';
import { i18n } from '@/i18n/setup';

// Building a Tiptap editor in jsdom takes seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
beforeAll(loadWorkspaceTexts);
const slow = { timeout: 10_000 };

function renderEditor() {
  const host: StepHost = {
    steps: [
      { id: 'flights', title: 'Book the flights', isCompleted: false },
      { id: 'hotel', title: 'Find a hotel', isCompleted: true },
    ],
    setCompleted: vi.fn(),
    createStep: vi.fn(),
  };
  render(
    <I18nextProvider i18n={i18n}>
      <BlockEditor
        initialContent={startingContent({ document: { type: 'doc', content: [] }, version: 0 }, [
          'flights',
          'hotel',
        ])}
        stepHost={host}
        uploadImage={vi.fn()}
        label="Document"
      />
    </I18nextProvider>,
  );
  return host;
}

describe('BlockEditor', () => {
  it("opens a never-written document with the journey's steps, bound to the real steps", async () => {
    const host = renderEditor();
    const flights = await screen.findByRole('checkbox', { name: 'Book the flights' }, slow);
    expect(flights).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Find a hotel' })).toBeChecked();

    await userEvent.click(flights);
    expect(host.setCompleted).toHaveBeenCalledWith('flights', true);
  });

  it('injects no <style> tag, which the Content-Security-Policy would block', async () => {
    renderEditor();
    await screen.findByRole('textbox', { name: 'Document' }, slow);
    expect(document.querySelector('style[data-tiptap-style]')).toBeNull();
  });
});
