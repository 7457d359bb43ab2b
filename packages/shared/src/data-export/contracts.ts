import { z } from 'zod';

/**
 * Data export and scheduled backup (issue 18): a zip of everything a person owns, built by a job
 * (docs/EXPORT.md documents its contents and format version).
 *
 *   GET  /api/export                 → dataExportListSchema (newest first, exports and backups)
 *   POST /api/export                 → 202 dataExportSchema (queued)
 *   GET  /api/export/:id/download    ?expires&signature → the zip (a signed link, also mailed)
 */
export const dataExportApi = {
  exports: '/api/export',
  download: (id: string) => `/api/export/${encodeURIComponent(id)}/download`,
} as const;

/** The archive's format; bumped when a reader of the previous one would misread the new one. */
export const exportFormatVersion = 1;
/** How long a download link works. */
export const exportLinkDays = 7;

export const dataExportStatuses = ['queued', 'running', 'ready', 'failed'] as const;

const isoDate = z.iso.datetime({ offset: true });

export const dataExportSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['export', 'backup']),
  status: z.enum(dataExportStatuses),
  /** 0-100 while the job builds it. */
  progress: z.number().int().min(0).max(100),
  byte_size: z.number().int().nullable(),
  created_at: isoDate,
  finished_at: isoDate.nullable(),
  /** A signed link while it is ready and the link has not expired. */
  download_url: z.string().nullable(),
  download_expires_at: isoDate.nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const dataExportListSchema = z.object({ exports: z.array(dataExportSchema) });
export type DataExportList = z.infer<typeof dataExportListSchema>;

export const dataExportIdParamsSchema = z.object({
  id: z.uuid({ error: 'id must be a valid UUID' }),
});

export const dataExportDownloadQuerySchema = z.object({
  expires: z.coerce
    .number({ error: 'expires must be a time in seconds' })
    .int({ error: 'expires must be a time in seconds' }),
  signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'signature is not valid' }),
});

/** Journeys and steps as CSV: the columns, in order (docs/EXPORT.md). */
export const journeyCsvColumns = [
  'id',
  'title',
  'description',
  'category',
  'visibility',
  'status',
  'project_id',
  'start_date',
  'target_date',
  'completed_at',
  'step_count',
  'completed_step_count',
  'created_at',
  'updated_at',
] as const;

export const stepCsvColumns = [
  'id',
  'journey_id',
  'position',
  'title',
  'notes',
  'due_date',
  'completed_at',
] as const;

function fieldText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value);
  }
  return JSON.stringify(value) ?? '';
}

/** One CSV field (RFC 4180), with a leading quote for text a spreadsheet would run as a formula. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = fieldText(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(
  columns: readonly string[],
  rows: readonly Record<string, unknown>[],
): string {
  const lines = [
    columns.join(','),
    ...rows.map((row) => columns.map((c) => csvField(row[c])).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
