import { describe, expect, it } from 'vitest';
import { backupsToDrop, nightlyBackupName } from '@/features/backups/nightly';

describe('nightly backups', () => {
  it('are named by their time, so names sort as the nights do', () => {
    expect(nightlyBackupName(new Date('2026-11-28T02:30:05Z'))).toBe(
      'waymark-20261128-023005.backup.tgz',
    );
  });

  it('keep the newest BACKUPS_KEEP and never touch a file they did not write', () => {
    const nights = ['20261124', '20261125', '20261126', '20261127', '20261128'].map(
      (day) => `waymark-${day}-023000.backup.tgz`,
    );
    const names = [...nights, 'my-own-copy.tgz', 'waymark-20261101-023000.backup.tgz.partial'];
    expect(backupsToDrop(names, 3)).toEqual([nights[1], nights[0]]);
    expect(backupsToDrop(names, 0)).toHaveLength(4);
  });
});
