import { useMutation } from '@tanstack/react-query';
import { apiFetch, toApiError } from '@/lib/api-client';

const fallbackName = 'waymark-data.json';

/** The file name the server chose in Content-Disposition. */
function fileNameOf(response: Response): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallbackName;
}

/**
 * GET /api/settings/export, saved as a file. Fetched rather than linked so a failure can be
 * told in a toast instead of replacing the page with an error body.
 */
export async function downloadOwnData(): Promise<string> {
  const response = await apiFetch('/api/settings/export');
  if (!response.ok) throw await toApiError(response);
  const name = fileNameOf(response);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.click();
  } finally {
    // The click has handed the blob to the download by now.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return name;
}

export function useDownloadOwnData() {
  return useMutation({ mutationFn: downloadOwnData });
}
