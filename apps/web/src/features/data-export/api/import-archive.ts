import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importApi, importResultSchema } from '@waymark/shared/data-export/import-contracts';
import { api } from '@/lib/api-client';

/**
 * Sends an export archive to be imported: a dry run answers what would be created, a real run
 * creates it. The zip goes as the body, typed as a zip whatever the browser calls it.
 */
export function useImportArchive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) =>
      api.post(`${importApi.import}?dry_run=${dryRun}`, {
        body: new Blob([file], { type: 'application/zip' }),
        schema: importResultSchema,
      }),
    onSuccess: async (result) => {
      // New journeys and projects: every list that shows them is stale.
      if (!result.dry_run) await queryClient.invalidateQueries();
    },
  });
}
