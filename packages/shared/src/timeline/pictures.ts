import { z } from 'zod';

/**
 * A picture on a feed card (issue 33): a journey's cover, or an image of its document placed
 * under a completed step. Only ever an uploaded file of that journey (`/api/files/j_<id>_…`),
 * which the files route serves to those who may see the journey and no one else. `width` and
 * `height` are the size the author's editor recorded, when it did; cards frame pictures in a
 * fixed ratio either way, so nothing moves while they load.
 */
export const feedPictureSchema = z.object({
  kind: z.enum(['cover', 'step']),
  url: z.string().regex(/^\/api\/files\/j_[0-9a-f-]{36}_[A-Za-z0-9]+\.webp$/),
  /** The author's alt text (document images); null for covers, which the card names itself. */
  alt: z.string().nullable(),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
});
export type FeedPicture = z.infer<typeof feedPictureSchema>;

/** At most this many step pictures on one card. */
export const STEP_PICTURES_PER_CARD = 4;

const imageBlock = z.object({
  type: z.literal('image'),
  attrs: z.object({
    src: z.string(),
    alt: z.string().nullish(),
    width: z.number().int().positive().nullish(),
    height: z.number().int().positive().nullish(),
  }),
});
const stepBlock = z.object({
  type: z.literal('stepBlock'),
  attrs: z.object({ stepId: z.string() }),
});
const documentShape = z.object({ content: z.array(z.unknown()).catch([]) });

/** Whether a URL is one of this journey's own uploads (a cover or a document image). */
export const isJourneyFileUrl = (journeyId: string, url: string) =>
  url.startsWith(`/api/files/j_${journeyId}_`) &&
  feedPictureSchema.shape.url.safeParse(url).success;

/**
 * The pictures of some steps in a journey's document: the image blocks that follow one of the
 * steps' blocks, up to the next step block, in document order. Images of other journeys (a
 * copied document) are left out; so is anything the document does not hold as an image block.
 */
export function stepPictures(
  journeyId: string,
  document: unknown,
  stepIds: readonly string[],
  max = STEP_PICTURES_PER_CARD,
): FeedPicture[] {
  const wanted = new Set(stepIds);
  const pictures: FeedPicture[] = [];
  let inWantedStep = false;
  for (const block of documentShape.catch({ content: [] }).parse(document).content) {
    const step = stepBlock.safeParse(block);
    if (step.success) {
      inWantedStep = wanted.has(step.data.attrs.stepId);
      continue;
    }
    const image = imageBlock.safeParse(block);
    if (!inWantedStep || !image.success || !isJourneyFileUrl(journeyId, image.data.attrs.src)) {
      continue;
    }
    const { src, alt, width, height } = image.data.attrs;
    pictures.push({
      kind: 'step',
      url: src,
      alt: alt?.trim() ? alt : null,
      width: width ?? null,
      height: height ?? null,
    });
    if (pictures.length >= max) break;
  }
  return pictures;
}
