import { useEffect, useRef } from 'react';
import {
  isPaletteChord,
  isTypingTarget,
  shortcutKeyOf,
} from '@/features/command-palette/lib/keyboard-keys';
import { nextSequenceStep, type ShortcutAction } from '@/features/command-palette/lib/shortcuts';

/** How long the second key of `g d` may wait for, as in GitHub's and Gmail's shortcuts. */
export const SEQUENCE_TIMEOUT_MS = 1500;

/**
 * Listens on the document: Ctrl+K / ⌘K anywhere but the block editor (which may bind it), the
 * single-key shortcuts only outside text fields, selects and contenteditable, and only while
 * no dialog is open, so typing never triggers a command.
 */
export function useKeyboardShortcuts({
  isApple,
  onAction,
}: {
  isApple: boolean;
  onAction: (action: ShortcutAction) => void;
}): void {
  // The latest callback, read when a key arrives, so the listener is not re-added each render.
  const onActionRef = useRef(onAction);
  useEffect(() => {
    onActionRef.current = onAction;
  }, [onAction]);

  useEffect(() => {
    let pending: readonly string[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reset = () => {
      pending = [];
      clearTimeout(timer);
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      if (isPaletteChord(event, isApple) && !isInsideEditor(event.target)) {
        event.preventDefault();
        reset();
        onActionRef.current('openPalette');
        return;
      }
      if (isTypingTarget(event.target) || document.querySelector('dialog[open]')) return reset();
      const key = shortcutKeyOf(event);
      if (key === null) return reset();
      const step = nextSequenceStep(pending, key);
      reset();
      if (step.kind === 'run') {
        event.preventDefault();
        onActionRef.current(step.action);
      } else if (step.kind === 'wait') {
        pending = step.pending;
        timer = setTimeout(reset, SEQUENCE_TIMEOUT_MS);
      }
    };

    document.addEventListener('keydown', onKeyDown);
    return () => {
      reset();
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isApple]);
}

function isInsideEditor(target: EventTarget | null): boolean {
  return (
    target instanceof Element &&
    target.closest('[contenteditable]:not([contenteditable="false"])') !== null
  );
}
