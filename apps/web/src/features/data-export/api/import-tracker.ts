import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importApi, trackerImportResultSchema } from '@waymark/shared/data-export/import-contracts';
import type { TrackerSource } from '@waymark/shared/data-export/trackers/plan';
import { api } from '@/lib/api-client';

/**
 * Sends another tracker's export to be imported (issue 34): a dry run answers what would be
 * made, journey by journey; a real run makes it. The file goes as it is: the server reads
 * what it is from its bytes (Loop's zip, Habitica's JSON, Strava's CSV or zip).
 */
export function useImportTracker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      source,
      file,
      dryRun,
    }: {
      source: TrackerSource;
      file: File;
      dryRun: boolean;
    }) =>
      api.post(`${importApi.import}?source=${source}&dry_run=${dryRun}`, {
        body: new Blob([file], { type: 'application/octet-stream' }),
        schema: trackerImportResultSchema,
      }),
    onSuccess: async (result) => {
      // New journeys: every list that shows them is stale.
      if (!result.dry_run) await queryClient.invalidateQueries();
    },
  });
}
