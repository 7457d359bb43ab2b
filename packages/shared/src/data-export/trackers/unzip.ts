import { unzipSync } from 'fflate';
import { TrackerFormatError } from './plan';

/** What a tracker's zip may unpack to: only the few files read are inflated at all. */
export const trackerZipLimits = {
  entries: 100_000,
  fileBytes: 20 * 1024 * 1024,
  totalBytes: 60 * 1024 * 1024,
};

export const isZip = (bytes: Uint8Array) =>
  bytes.length >= 4 &&
  bytes[0] === 0x50 &&
  bytes[1] === 0x4b &&
  bytes[2] === 0x03 &&
  bytes[3] === 0x04;

/**
 * Unpacks only the entries `wanted` picks, checking the sizes the zip declares before inflating
 * and the real sizes after (a zip bomb lies about them). Everything else in the archive (a
 * Strava export's GPS files, photos) is never inflated.
 */
export function unzipWanted(
  bytes: Uint8Array,
  wanted: (name: string) => boolean,
  notIt: string,
): Map<string, Uint8Array> {
  let entries = 0;
  let declared = 0;
  let problem: string | null = null;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (info) => {
        entries += 1;
        if (entries > trackerZipLimits.entries) problem ??= 'The zip holds too many files';
        if (problem || info.name.endsWith('/') || !wanted(info.name)) return false;
        if (info.compression !== 0 && info.compression !== 8) {
          problem = `${info.name} uses an unsupported compression`;
          return false;
        }
        declared += info.originalSize;
        if (
          info.originalSize > trackerZipLimits.fileBytes ||
          declared > trackerZipLimits.totalBytes
        ) {
          problem = `${info.name} is too large to import`;
          return false;
        }
        return true;
      },
    });
  } catch {
    throw new TrackerFormatError(problem ?? `${notIt}: the zip cannot be read`);
  }
  if (problem) throw new TrackerFormatError(problem);
  const result = new Map<string, Uint8Array>();
  let total = 0;
  for (const [name, content] of Object.entries(files)) {
    total += content.byteLength;
    if (content.byteLength > trackerZipLimits.fileBytes || total > trackerZipLimits.totalBytes) {
      throw new TrackerFormatError('The zip unpacks to more than it says');
    }
    result.set(name, content);
  }
  return result;
}
