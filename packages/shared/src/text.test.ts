import { describe, expect, it } from 'vitest';
import { isWellFormedText, userText, userTextMessage } from './text';

describe('user text', () => {
  it.each([
    ['plain text', 'Run a marathon', true],
    ['emoji (a surrogate pair)', 'Run 🏃 fast', true],
    ['a NUL byte', 'Run\u0000', false],
    ['a lone high surrogate', 'Run \uD83C', false],
    ['a lone low surrogate', '\uDFC3 Run', false],
    ['two high surrogates', '\uD83C\uD83C\uDFC3', false],
  ])('%s is well formed: %s', (_name, text, expected) => {
    expect(isWellFormedText(text)).toBe(expected);
  });

  it('refuses malformed text with the clear message and keeps the chained rules', () => {
    const title = userText({ error: 'Title is required' }).trim().min(1).max(5);
    expect(title.safeParse('  ok  ').data).toBe('ok');
    expect(title.safeParse('a\u0000').error?.issues[0]?.message).toBe(userTextMessage);
    expect(title.safeParse(42).error?.issues[0]?.message).toBe('Title is required');
    expect(title.safeParse('toolong').success).toBe(false);
  });
});
