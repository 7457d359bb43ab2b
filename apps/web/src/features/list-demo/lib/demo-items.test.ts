import { describe, expect, it } from 'vitest';
import { generateDemoItems } from '@/features/list-demo/lib/demo-items';

describe('generateDemoItems', () => {
  it('makes the asked number of rows with unique ids', () => {
    const items = generateDemoItems(10_000);
    expect(items).toHaveLength(10_000);
    expect(new Set(items.map((item) => item.id)).size).toBe(10_000);
  });

  it('makes the same rows for the same seed, so the demo never shuffles between visits', () => {
    expect(generateDemoItems(50, 7)).toEqual(generateDemoItems(50, 7));
    expect(generateDemoItems(50, 7)).not.toEqual(generateDemoItems(50, 8));
  });

  it('keeps progress between 0 and 100', () => {
    for (const item of generateDemoItems(2_000)) {
      expect(item.progress).toBeGreaterThanOrEqual(0);
      expect(item.progress).toBeLessThanOrEqual(100);
    }
  });
});
