import { unzipSync, type UnzipFileInfo } from 'fflate';
import { importLimits } from '@waymark/shared/data-export/import-contracts';
import { AppError } from '@/errors';

/** The entries an export archive may hold (docs/EXPORT.md); anything else is refused. */
const allowedName =
  /^(waymark-export\.json|journeys\.csv|steps\.csv|README\.txt|documents\/[0-9a-f-]{36}\.md|images\/[A-Za-z0-9_-]{1,100}(\.[A-Za-z0-9]{1,10})?)$/;

const bad = (message: string) => new AppError('BAD_REQUEST', message);

/**
 * Unpacks an export archive strictly: only the known entry names (no directories, `..`,
 * absolute or backslashed paths), a bounded count, and sizes checked against the declared
 * ones before anything is inflated and again after (a zip bomb lies about them).
 */
export function readArchive(bytes: Uint8Array): Map<string, Uint8Array> {
  if (bytes.byteLength > importLimits.archiveBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'The archive is larger than 50 MB');
  }
  let entries = 0;
  let declared = 0;
  const problems: string[] = [];
  const accept = (info: UnzipFileInfo) => {
    entries += 1;
    if (entries > importLimits.entries) problems.push('The archive holds too many files');
    else if (info.name.endsWith('/')) return false;
    else if (!allowedName.test(info.name))
      problems.push(`Unexpected file in the archive: ${info.name.slice(0, 100)}`);
    else if (info.originalSize > importLimits.entryBytes)
      problems.push(`${info.name} is too large`);
    else if (info.compression !== 0 && info.compression !== 8)
      problems.push(`${info.name} uses an unsupported compression`);
    else {
      declared += info.originalSize;
      if (declared > importLimits.unpackedBytes)
        problems.push('The archive unpacks to more than 200 MB');
      return problems.length === 0;
    }
    return false;
  };
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, { filter: accept });
  } catch {
    throw bad(problems[0] ?? 'The file is not a valid zip archive');
  }
  if (problems.length > 0) throw bad(problems[0] ?? 'The archive is not valid');
  const result = new Map<string, Uint8Array>();
  let total = 0;
  for (const [name, content] of Object.entries(files)) {
    total += content.byteLength;
    if (content.byteLength > importLimits.entryBytes || total > importLimits.unpackedBytes) {
      throw bad('The archive unpacks to more than it says');
    }
    result.set(name, content);
  }
  if (!result.has('waymark-export.json')) {
    throw bad('The archive has no waymark-export.json: is it a Waymark export?');
  }
  return result;
}
