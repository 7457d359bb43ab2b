import { ImagePlus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CoverPlaceholder } from '@/ui/trail-art';

const ACCEPTED = 'image/png,image/jpeg,image/webp,image/gif';

interface CoverPickerProps {
  currentUrl: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
}

/** Picks a cover image; it is uploaded when the journey is saved. */
export function CoverPicker({ currentUrl, file, onChange }: CoverPickerProps) {
  const { t } = useTranslation('journeys');
  const id = useId();
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  // The preview's object URL is released when replaced and when the form goes away.
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );
  const pick = (picked: File | null) => {
    setPreviewUrl(picked ? URL.createObjectURL(picked) : null);
    onChange(picked);
  };
  const shown = previewUrl ?? currentUrl;
  return (
    <div className="space-y-1.5">
      <span className="block text-sm font-medium">{t('form.cover.label')}</span>
      <div className="flex flex-wrap items-center gap-4">
        <div className="aspect-[3/1] w-48 overflow-hidden rounded-xl border border-line">
          {shown ? (
            <img src={shown} alt={t('form.cover.preview')} className="size-full object-cover" />
          ) : (
            <CoverPlaceholder seed="new" />
          )}
        </div>
        <div className="space-y-2">
          <label
            htmlFor={id}
            className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-line bg-raised px-4 text-sm font-medium shadow-sm hover:bg-surface has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <ImagePlus aria-hidden="true" className="size-4" />
            {(file ?? currentUrl) ? t('form.cover.change') : t('form.cover.choose')}
            <input
              id={id}
              type="file"
              accept={ACCEPTED}
              className="sr-only"
              onChange={(event) => pick(event.target.files?.[0] ?? null)}
            />
          </label>
          <p className="text-xs text-muted">{file ? file.name : t('form.cover.hint')}</p>
        </div>
      </div>
    </div>
  );
}
