import { useEffect, useState } from 'react';

const COPIED_FOR_MS = 2000;

/** Copies text to the clipboard; `isCopied` stays true for a moment so the button can say so. */
export function useCopy() {
  const [isCopied, setIsCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);
  async function copy(text: string): Promise<boolean> {
    try {
      await navigator.clipboard.writeText(text);
      setIsCopied(true);
      return true;
    } catch {
      return false;
    }
  }
  return { isCopied, copy };
}
