import { Copy, Download, KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { downloadText } from '@/features/security/lib/download-text';
import { useCopy } from '@/lib/use-copy';
import { useProductName } from '@/lib/public-config';
import { ActionButton } from '@/ui/action-button';
import { IconNote } from '@/ui/icon-note';

/** The backup codes, shown this once: a grid to write down, copy or download. */
export function BackupCodesView({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('account');
  const productName = useProductName();
  const { isCopied, copy } = useCopy();
  const text = codes.join('\n');
  return (
    <div className="space-y-4">
      <IconNote
        icon={KeyRound}
        className="flex gap-2 rounded-lg bg-brand-soft p-3 text-sm text-brand-text"
        iconClassName="mt-0.5 size-4 shrink-0"
      >
        {t('security.backupCodes.onlyOnce')}
      </IconNote>
      <ul
        aria-label={t('security.backupCodes.listLabel')}
        dir="ltr"
        className="grid grid-cols-2 gap-2 rounded-lg border border-line bg-surface p-4 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <ActionButton onClick={() => void copy(text)} icon={Copy} variant="secondary">
          {isCopied ? t('security.backupCodes.copied') : t('security.backupCodes.copy')}
        </ActionButton>
        <ActionButton
          onClick={() =>
            downloadText(`${productName.toLowerCase().replace(/\W+/g, '-')}-backup-codes.txt`, text)
          }
          icon={Download}
          variant="secondary"
        >
          {t('security.backupCodes.download')}
        </ActionButton>
        <ActionButton onClick={onDone} className="ms-auto">
          {t('security.backupCodes.saved')}
        </ActionButton>
      </div>
      <p aria-live="polite" className="sr-only">
        {isCopied ? t('security.backupCodes.copied') : ''}
      </p>
    </div>
  );
}
