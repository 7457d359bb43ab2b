import { describe, expect, it } from 'vitest';

describe('zod without eval', () => {
  it('configures zod as jitless before zod itself is loaded', async () => {
    await import('@/app/zod-without-eval');
    const { config } = await import('zod');
    expect(config().jitless).toBe(true);
  });
});
