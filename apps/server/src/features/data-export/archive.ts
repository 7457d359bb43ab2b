import { zipSync, type Zippable } from 'fflate';
import {
  exportFormatVersion,
  journeyCsvColumns,
  stepCsvColumns,
  toCsv,
} from '@waymark/shared/data-export/contracts';
import { documentToMarkdown } from '@waymark/shared/data-export/document-markdown';
import { journeyDocumentSchema } from '@waymark/shared/journeys/document';
import type { OwnedData } from '@/features/data-export/queries';

/** The archive's entries by path (docs/EXPORT.md): JSON, CSV, Markdown and the images. */
export const archivePaths = {
  data: 'waymark-export.json',
  journeysCsv: 'journeys.csv',
  stepsCsv: 'steps.csv',
  readme: 'README.txt',
  document: (journeyId: string) => `documents/${journeyId}.md`,
  image: (storageKey: string) => `images/${storageKey}`,
} as const;

const encoder = new TextEncoder();

// A timestamptz as PostgreSQL prints it in raw query results ("2026-11-24 19:20:00.123+00").
const pgTimestamp = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d+)?)([+-]\d{2})(?::?(\d{2}))?$/;

/** Dates as ISO strings, so the JSON reads the same on both engines and in every time zone. */
const normalise = (value: unknown): unknown => {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') {
    const parts = pgTimestamp.exec(value);
    return parts
      ? new Date(`${parts[1]}T${parts[2]}${parts[3]}:${parts[4] ?? '00'}`).toISOString()
      : value;
  }
  if (Array.isArray(value)) return value.map(normalise);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, normalise(inner)]));
  }
  return value;
};

/** The document of the archive: everything owned, format-versioned. */
export function exportDocument(data: OwnedData, exportedAt: Date, productName: string) {
  return normalise({
    format: 'waymark-export',
    version: exportFormatVersion,
    product: productName,
    exported_at: exportedAt,
    profile: data.profile,
    settings: data.settings,
    projects: data.projects,
    journeys: data.journeys.map((journey) => ({
      ...journey,
      steps: data.steps
        .filter((step) => step.journey_id === journey.id)
        .map((step) => ({
          ...step,
          checkins: data.checkins
            .filter((checkin) => checkin.step_id === step.id)
            .map((checkin) => checkin.occurred_on),
        })),
      entries: data.entries
        .filter((entry) => entry.journey_id === journey.id)
        .map(({ journey_id: _journey, ...entry }) => entry),
      pauses: data.pauses
        .filter((pause) => pause.journey_id === journey.id)
        .map(({ journey_id: _journey, ...pause }) => pause),
      collaborators: data.collaborators
        .filter((person) => person.journey_id === journey.id)
        .map(({ journey_id: _journey, ...person }) => person),
      document: data.documents.find((doc) => doc.journey_id === journey.id)?.document ?? null,
    })),
    activities: data.activities,
    social: { following: data.following, followers: data.followers },
    comments: data.comments,
    messages_sent: data.messagesSent,
    images: data.uploads.map((upload) => ({
      ...upload,
      path: archivePaths.image(String(upload.storage_key)),
    })),
  }) as Record<string, unknown>;
}

const fileUrlPrefix = '/api/files/';

/** One journey's document as Markdown, its images pointing at the archive's copies. */
function markdownOf(data: OwnedData, journeyId: string, document: unknown): string | null {
  const parsed = journeyDocumentSchema.safeParse(document);
  if (!parsed.success) return null;
  const journey = data.journeys.find((row) => row.id === journeyId);
  const stepTitles = new Map(
    data.steps
      .filter((step) => step.journey_id === journeyId)
      .map((step) => [String(step.id), String(step.title)]),
  );
  const body = documentToMarkdown(parsed.data, {
    stepTitles,
    imagePath: (src) =>
      src.startsWith(fileUrlPrefix) ? `../images/${src.slice(fileUrlPrefix.length)}` : src,
  });
  const title = typeof journey?.title === 'string' ? journey.title : journeyId;
  return `# ${title}\n\n${body}`;
}

const readme = (productName: string, exportedAt: Date) =>
  `Your ${productName} data, exported ${exportedAt.toISOString()}.

waymark-export.json  everything you own, in one JSON document (format version ${exportFormatVersion})
journeys.csv         your journeys, one per line
steps.csv            their steps, with when each was ticked
documents/           each journey's document as Markdown
images/              the images you uploaded

You can import this file into another account from Settings → Legal.
`;

/**
 * The zip's bytes. `images` are read by the caller (file store) and passed in with their keys.
 * Entries are deflated, except images, which are compressed already.
 */
export function buildArchive(
  data: OwnedData,
  images: ReadonlyMap<string, Uint8Array>,
  exportedAt: Date,
  productName: string,
): Uint8Array {
  const document = exportDocument(data, exportedAt, productName);
  const journeysForCsv = (document.journeys as Record<string, unknown>[]).map(
    ({ steps: _steps, document: _document, ...journey }) => journey,
  );
  const entries: Zippable = {
    [archivePaths.readme]: encoder.encode(readme(productName, exportedAt)),
    [archivePaths.data]: encoder.encode(`${JSON.stringify(document, null, 2)}\n`),
    [archivePaths.journeysCsv]: encoder.encode(toCsv(journeyCsvColumns, journeysForCsv)),
    [archivePaths.stepsCsv]: encoder.encode(
      toCsv(stepCsvColumns, normalise(data.steps) as Record<string, unknown>[]),
    ),
  };
  for (const doc of data.documents) {
    const markdown = markdownOf(data, String(doc.journey_id), doc.document);
    if (markdown !== null)
      entries[archivePaths.document(String(doc.journey_id))] = encoder.encode(markdown);
  }
  for (const [key, bytes] of images) entries[archivePaths.image(key)] = [bytes, { level: 0 }];
  // A fixed time on every entry: the same data makes the same zip.
  return zipSync(entries, { level: 6, mtime: exportedAt });
}
