import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/ui/button-styles';
import { Dialog } from '@/ui/dialog';
import { FieldLabel } from '@/ui/field-label';
import { cx } from '@/lib/cx';
import { editorInputClasses } from '@/features/workspace/editor/editor-input-classes';

interface ImageDialogProps {
  open: boolean;
  onClose: () => void;
  /** Stores the file and answers the address the image block will show. */
  upload: (file: File) => Promise<string>;
  onInsert: (image: { src: string; alt: string }) => void;
}

/** Uploads a picture and asks for its alternative text before the image block goes in. */
export function ImageDialog({ open, onClose, upload, onInsert }: ImageDialogProps) {
  const { t } = useTranslation('workspace');
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [isUploading, setIsUploading] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setIsUploading(true);
    setHasFailed(false);
    try {
      const src = await upload(file);
      onInsert({ src, alt: alt.trim() });
      setFile(null);
      setAlt('');
    } catch {
      setHasFailed(true);
    } finally {
      setIsUploading(false);
    }
  };

  return (
    <Dialog open={open} title={t('image.title')} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} className="space-y-4">
        <div>
          <FieldLabel htmlFor="editor-image-file">{t('image.file')}</FieldLabel>
          <input
            id="editor-image-file"
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className="mt-2 block w-full text-sm"
          />
        </div>
        <div>
          <FieldLabel htmlFor="editor-image-alt">{t('image.alt')}</FieldLabel>
          <input
            id="editor-image-alt"
            value={alt}
            maxLength={300}
            onChange={(event) => setAlt(event.target.value)}
            className={cx('mt-2 w-full', editorInputClasses)}
          />
          <p className="mt-1 text-xs text-muted">{t('image.altHint')}</p>
        </div>
        {hasFailed ? (
          <p role="alert" className="text-sm text-danger">
            {t('image.failed')}
          </p>
        ) : null}
        <button type="submit" disabled={!file || isUploading} className={buttonClasses('primary')}>
          {isUploading ? t('image.uploading') : t('image.insert')}
        </button>
      </form>
    </Dialog>
  );
}
