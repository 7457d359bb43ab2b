import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/ui/button-styles';
import { Dialog } from '@/ui/dialog';

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
          <label htmlFor="editor-image-file" className="block text-sm font-medium">
            {t('image.file')}
          </label>
          <input
            id="editor-image-file"
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className="mt-2 block w-full text-sm"
          />
        </div>
        <div>
          <label htmlFor="editor-image-alt" className="block text-sm font-medium">
            {t('image.alt')}
          </label>
          <input
            id="editor-image-alt"
            value={alt}
            maxLength={300}
            onChange={(event) => setAlt(event.target.value)}
            className="mt-2 h-10 w-full rounded-lg border border-line bg-bg px-3 text-sm"
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
