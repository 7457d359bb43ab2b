import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  importArchiveSchema,
  type ImportArchive,
  type ImportedJourney,
  type ImportResult,
} from '@waymark/shared/data-export/import-contracts';
import { subscriptionGivesAccess } from '@waymark/shared/billing/access-rule';
import { addingNeedsPro } from '@waymark/shared/journeys/collaborators/rules';
import type { JourneyDocument } from '@waymark/shared/journeys/document';
import type { AppDatabase, AppTransaction } from '@/db/client';
import { withUser } from '@/db/with-user';
import { AppError } from '@/errors';
import {
  binJourney,
  insertCollaborator,
  insertDocument,
  insertPauses,
  insertJourney,
  insertProject,
  insertSteps,
  mappedIds,
  ownIds,
  recordMapping,
  setJourneyCover,
} from '@/features/data-export/import-queries';
import { insertCheckins, insertEntries } from '@/features/data-export/tracker-import-queries';
import { readArchive } from '@/features/data-export/zip-reader';
import { recordUpload } from '@/capabilities/files/service';
import { billingClock } from '@/capabilities/subscriptions/clock';
import { statusOf } from '@/capabilities/subscriptions/status';
import { reencodeImage } from '@/lib/thumbnail';

type FileStore = FastifyInstance['fileStore'];

const fileUrlPrefix = '/api/files/';
// Journey images are keyed by their journey (features/journeys/file-keys.ts), so the files
// route can check who may see them; an imported image gets a key of its new journey.
const journeyImageKey = (journeyId: string) =>
  `j_${journeyId}_${randomUUID().replaceAll('-', '')}.webp`;

const decoder = new TextDecoder('utf-8', { fatal: true });

/** The archive's JSON, checked against the import contract, with clear 400s. */
function parseArchive(files: Map<string, Uint8Array>): ImportArchive {
  let json: unknown;
  try {
    json = JSON.parse(decoder.decode(files.get('waymark-export.json')));
  } catch {
    throw new AppError('BAD_REQUEST', 'waymark-export.json is not valid JSON');
  }
  const parsed = importArchiveSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') ?? '';
    throw new AppError(
      'BAD_REQUEST',
      `waymark-export.json is not valid${where ? ` at ${where}` : ''}: ${issue?.message ?? 'unknown problem'}`,
    );
  }
  return parsed.data;
}

/** The image keys a journey uses (document images and cover) that the archive carries. */
function imageKeysOf(journey: ImportedJourney, files: Map<string, Uint8Array>): string[] {
  // Image blocks can sit at any depth (lists, quotes): their `src` is all that matters here.
  const urls = journey.document
    ? [...JSON.stringify(journey.document).matchAll(/"src":"([^"]+)"/g)].map(
        (match) => match[1] ?? '',
      )
    : [];
  if (journey.cover_image_url) urls.push(journey.cover_image_url);
  return [
    ...new Set(
      urls
        .filter((url) => url.startsWith(fileUrlPrefix))
        .map((url) => url.slice(fileUrlPrefix.length))
        .filter((key) => files.has(`images/${key}`)),
    ),
  ];
}

/**
 * Every image the archive's journeys use, decoded and re-encoded as an upload is
 * (`reencodeImage`: the kind checked from its bytes, metadata such as GPS dropped, WebP out),
 * before anything is written and in the dry run too: an archive is someone's file, and what
 * it calls an image may be HTML, an SVG with a script, or a polyglot. The first that is not an
 * image refuses the whole archive, naming it.
 */
async function reencodeImages(
  archive: ImportArchive,
  files: Map<string, Uint8Array>,
): Promise<Map<string, Buffer>> {
  const keys = new Set(archive.journeys.flatMap((journey) => imageKeysOf(journey, files)));
  const images = new Map<string, Buffer>();
  // One at a time: each decode holds a whole bitmap.
  for (const key of keys) {
    const name = `images/${key}`;
    const content = files.get(name);
    if (!content) continue;
    try {
      images.set(key, await reencodeImage(Buffer.from(content)));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const why =
        error.code === 'PAYLOAD_TOO_LARGE'
          ? 'is larger than 50 megapixels'
          : 'is not a PNG, JPEG, WebP or GIF image that can be read';
      throw new AppError('BAD_REQUEST', `${name} ${why}: nothing was imported`, { cause: error });
    }
  }
  return images;
}

/** A copy of the document with image URLs and step ids moved to the new ones. */
function rewriteDocument(
  document: JourneyDocument,
  images: ReadonlyMap<string, string>,
  steps: ReadonlyMap<string, string>,
): JourneyDocument {
  return JSON.parse(JSON.stringify(document), (key, value: unknown) => {
    if (key === 'src' && typeof value === 'string' && value.startsWith(fileUrlPrefix)) {
      const target = images.get(value.slice(fileUrlPrefix.length));
      return target ? `${fileUrlPrefix}${target}` : value;
    }
    if (key === 'stepId' && typeof value === 'string') return steps.get(value) ?? value;
    return value;
  }) as JourneyDocument;
}

interface Plan {
  projects: { create: ImportArchive['projects']; existing: Map<string, string> };
  journeys: { create: ImportedJourney[]; skip: ImportedJourney[] };
}

async function planImport(tx: AppTransaction, archive: ImportArchive): Promise<Plan> {
  const projectIds = archive.projects.map((project) => project.id);
  const ownProjects = await ownIds(tx, 'projects', projectIds);
  const mappedProjects = await mappedIds(tx, 'project', projectIds);
  const existing = new Map<string, string>();
  for (const id of ownProjects) existing.set(id, id);
  for (const [source, target] of mappedProjects) existing.set(source, target);
  const journeyIds = archive.journeys.map((journey) => journey.id);
  const ownJourneys = await ownIds(tx, 'journeys', journeyIds);
  const mappedJourneys = await mappedIds(tx, 'journey', journeyIds);
  const isThere = (id: string) => ownJourneys.has(id) || mappedJourneys.has(id);
  return {
    projects: { create: archive.projects.filter((p) => !existing.has(p.id)), existing },
    journeys: {
      create: archive.journeys.filter((j) => !isThere(j.id)),
      skip: archive.journeys.filter((j) => isThere(j.id)),
    },
  };
}

function countsOf(
  plan: Plan,
  archive: ImportArchive,
  files: Map<string, Uint8Array>,
  dryRun: boolean,
): ImportResult {
  const steps = (journeys: ImportedJourney[]) =>
    journeys.reduce((sum, j) => sum + j.steps.length, 0);
  const documents = (journeys: ImportedJourney[]) => journeys.filter((j) => j.document).length;
  const images = (journeys: ImportedJourney[]) =>
    journeys.reduce((sum, j) => sum + imageKeysOf(j, files).length, 0);
  return {
    dry_run: dryRun,
    projects: {
      create: plan.projects.create.length,
      skip: archive.projects.length - plan.projects.create.length,
    },
    journeys: { create: plan.journeys.create.length, skip: plan.journeys.skip.length },
    steps: { create: steps(plan.journeys.create), skip: steps(plan.journeys.skip) },
    documents: { create: documents(plan.journeys.create), skip: documents(plan.journeys.skip) },
    images: { create: images(plan.journeys.create), skip: images(plan.journeys.skip) },
  };
}

/**
 * Imports an export archive into the caller's account: projects, journeys with their steps and
 * ticks, documents and their images. What is already there (the same ids in this account, or
 * what an earlier import made from them) is skipped, so importing twice duplicates nothing.
 * A dry run answers the same counts and writes nothing. One transaction; images written to
 * the file store are removed again if it fails.
 */
export async function importArchive(
  deps: { db: AppDatabase; fileStore: FileStore },
  userId: string,
  bytes: Uint8Array,
  dryRun: boolean,
): Promise<ImportResult> {
  const files = readArchive(bytes);
  const archive = parseArchive(files);
  const reencoded = await reencodeImages(archive, files);
  const written: string[] = [];
  try {
    return await withUser(deps.db, userId, async (tx) => {
      const plan = await planImport(tx, archive);
      const result = countsOf(plan, archive, files, dryRun);
      if (dryRun) return result;
      const canShareWithMore = archive.journeys.some((journey) => journey.collaborators.length > 1)
        ? subscriptionGivesAccess(await statusOf(tx, deps.db, userId, billingClock.now()))
        : false;
      const projects = new Map(plan.projects.existing);
      for (const project of plan.projects.create) {
        const id = await insertProject(tx, {
          ownerId: userId,
          title: project.title,
          description: project.description,
          icon: project.icon,
          color: project.color,
          status: project.status,
          visibility: project.visibility,
          createdAt: project.created_at,
        });
        projects.set(project.id, id);
        await recordMapping(tx, userId, 'project', project.id, id);
      }
      for (const journey of plan.journeys.create) {
        const steps = [...journey.steps].sort((a, b) => a.position - b.position);
        const journeyId = await insertJourney(tx, {
          ownerId: userId,
          projectId: journey.project_id ? (projects.get(journey.project_id) ?? null) : null,
          title: journey.title,
          description: journey.description,
          category: journey.category,
          visibility: journey.visibility,
          status: journey.status,
          startDate: journey.start_date,
          targetDate: journey.target_date,
          completedAt: journey.completed_at,
          // Binned at the end: check-ins, entries and pauses are written to a live journey.
          deletedAt: null,
          createdAt: journey.created_at,
          stepCount: steps.length,
          completedStepCount: steps.filter((step) => step.completed_at !== null).length,
          targetValue: journey.target_value,
          targetUnit: journey.target_unit,
        });
        await recordMapping(tx, userId, 'journey', journey.id, journeyId);
        const stepIds = await insertSteps(
          tx,
          journeyId,
          userId,
          steps.map((step, position) => ({
            position,
            title: step.title,
            notes: step.notes,
            dueDate: step.due_date,
            completedAt: step.completed_at,
            scheduleTimes: step.schedule_times,
            schedulePer: step.schedule_per,
          })),
        );
        await insertCheckins(
          tx,
          userId,
          steps.flatMap((step, index) =>
            step.checkins.map((day) => ({
              stepId: stepIds[index] ?? '',
              journeyId,
              occurredOn: day,
            })),
          ),
        );
        await insertEntries(
          tx,
          userId,
          journey.entries.map((entry) => ({
            journeyId,
            amount: entry.amount,
            note: entry.note,
            occurredOn: entry.occurred_on,
          })),
        );
        await insertPauses(tx, journeyId, userId, journey.pauses);
        // One person is free; more need the importer's subscription, as when sharing by hand.
        // Nobody is notified: it is the importer's own history coming back.
        let letIn = 0;
        for (const person of journey.collaborators) {
          if (!canShareWithMore && addingNeedsPro(letIn)) break;
          if (await insertCollaborator(tx, journeyId, userId, person)) letIn += 1;
        }
        const images = new Map<string, string>();
        for (const key of imageKeysOf(journey, files)) {
          // The re-encoded bytes, never the archive's own.
          const content = reencoded.get(key);
          if (!content) continue;
          const target = journeyImageKey(journeyId);
          await deps.fileStore.put(target, content, 'image/webp');
          written.push(target);
          await recordUpload(tx, {
            userId,
            purpose: 'journey-image',
            storageKey: target,
            contentType: 'image/webp',
            byteSize: content.byteLength,
          });
          images.set(key, target);
        }
        if (journey.cover_image_url?.startsWith(fileUrlPrefix)) {
          const cover = images.get(journey.cover_image_url.slice(fileUrlPrefix.length));
          if (cover) await setJourneyCover(tx, journeyId, `${fileUrlPrefix}${cover}`);
        }
        if (journey.document) {
          const stepMap = new Map(steps.map((step, index) => [step.id, stepIds[index] ?? step.id]));
          await insertDocument(
            tx,
            journeyId,
            userId,
            rewriteDocument(journey.document, images, stepMap),
          );
        }
        if (journey.deleted_at) await binJourney(tx, journeyId, journey.deleted_at);
      }
      return result;
    });
  } catch (error) {
    await Promise.all(written.map((key) => deps.fileStore.delete(key).catch(() => undefined)));
    throw error;
  }
}
