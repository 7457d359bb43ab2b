import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedPicture } from '@waymark/shared/timeline/pictures';
import { cx } from '@/lib/cx';

/** The frame each picture gets, so the card has its final height before any picture loads. */
const frames = {
  cover: { className: 'aspect-[3/1]', width: 1200, height: 400 },
  single: { className: 'aspect-video', width: 1280, height: 720 },
  tile: { className: 'aspect-square', width: 600, height: 600 },
} as const;

function Picture({
  picture,
  alt,
  frame,
}: {
  picture: FeedPicture;
  alt: string;
  frame: (typeof frames)[keyof typeof frames];
}) {
  const { t } = useTranslation('social');
  const [isGone, setGone] = useState(false);
  const box = cx('overflow-hidden rounded-xl bg-surface', frame.className);
  if (isGone) {
    // Removed since the page was read (or no longer ours to see): said, in the same frame.
    return (
      <div className={cx(box, 'flex flex-col items-center justify-center gap-1 p-2 text-center')}>
        <ImageOff aria-hidden="true" className="size-5 text-muted" />
        <p className="text-xs text-muted">{t('timeline.picture.removed')}</p>
      </div>
    );
  }
  return (
    <div className={box}>
      <img
        src={picture.url}
        alt={alt}
        loading="lazy"
        decoding="async"
        width={picture.width ?? frame.width}
        height={picture.height ?? frame.height}
        onError={() => setGone(true)}
        className="size-full object-cover"
      />
    </div>
  );
}

/**
 * A card's pictures (issue 33): those under the completed steps when there are some, else the
 * journey's cover. The server sends only what the viewer may see; each is lazily loaded in a
 * frame of fixed ratio, with the author's alt text or one naming the journey.
 */
export function FeedPictures({
  pictures,
  journeyTitle,
}: {
  pictures: readonly FeedPicture[];
  journeyTitle: string;
}) {
  const { t } = useTranslation('social');
  const steps = pictures.filter((picture) => picture.kind === 'step');
  const cover = pictures.find((picture) => picture.kind === 'cover');
  const altOf = (picture: FeedPicture) =>
    picture.alt ??
    (picture.kind === 'cover'
      ? t('timeline.picture.coverAlt', { title: journeyTitle })
      : t('timeline.picture.stepAlt', { title: journeyTitle }));
  if (steps.length === 0) {
    return cover ? <Picture picture={cover} alt={altOf(cover)} frame={frames.cover} /> : null;
  }
  if (steps.length === 1) {
    const [only] = steps as [FeedPicture];
    return <Picture picture={only} alt={altOf(only)} frame={frames.single} />;
  }
  return (
    <ul className="grid grid-cols-2 gap-2">
      {steps.map((picture) => (
        <li key={picture.url}>
          <Picture picture={picture} alt={altOf(picture)} frame={frames.tile} />
        </li>
      ))}
    </ul>
  );
}
