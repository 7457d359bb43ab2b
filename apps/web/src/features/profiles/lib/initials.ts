/** Up to two initials for an avatar placeholder: "Ada Lovelace" → "AL", else the username's first letter. */
export function initials(fullName: string | null, username: string | null): string {
  const words = (fullName ?? '').trim().split(/\s+/u).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  const fromName = letters.map((word) => Array.from(word ?? '')[0] ?? '').join('');
  const fallback = Array.from(username ?? '')[0] ?? '?';
  return (fromName || fallback).toLocaleUpperCase();
}
