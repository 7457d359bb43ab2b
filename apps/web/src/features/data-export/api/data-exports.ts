import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  dataExportApi,
  dataExportListSchema,
  dataExportSchema,
} from '@waymark/shared/data-export/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** While an archive is being built the list asks again this often, for the progress bar. */
const BUILDING_POLL_MS = 1000;

/** The person's export and backup archives, newest first; polled while one is being built. */
export function useDataExports() {
  return useQuery({
    queryKey: queryKeys.settings.dataExports(),
    queryFn: ({ signal }) =>
      api.get(dataExportApi.exports, { schema: dataExportListSchema, signal }),
    select: (data) => data.exports,
    refetchInterval: (query) =>
      query.state.data?.exports.some((row) => row.status === 'queued' || row.status === 'running')
        ? BUILDING_POLL_MS
        : false,
  });
}

/** Asks for a new archive of everything the person owns. */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(dataExportApi.exports, { schema: dataExportSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.settings.dataExports() }),
  });
}
