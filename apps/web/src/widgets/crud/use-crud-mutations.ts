import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CrudApi, ExportQueryParams } from './crud-api';

/** One export: its filters, the file's fallback name, and who follows the bytes received. */
export interface ExportRequest {
  query: ExportQueryParams;
  fileName: string;
  onProgress?: (received: number) => void;
}

/**
 * The entity's mutations on TanStack Query. Each one that changes data invalidates the entity's keys on
 * success, so every list and detail of it refetches. `add` and `edit` are silent: the form shows their
 * errors on its fields (see lib/form-errors).
 */
export function useCrudMutations<TRecord, TAdd, TEdit>(api: CrudApi<TRecord, TAdd, TEdit>) {
  const queryClient = useQueryClient();
  const invalidate = () => queryClient.invalidateQueries({ queryKey: api.keys.all });

  const add = useMutation({
    mutationFn: (body: TAdd) => api.add(body, { silent: true }),
    onSuccess: invalidate,
  });
  const edit = useMutation({
    mutationFn: (body: TEdit) => api.edit(body, { silent: true }),
    onSuccess: invalidate,
  });
  // A deleted record is never read again (it would answer 404): its details leave the cache unrefetched.
  const invalidateAfterDelete = (ids: readonly string[]) => {
    const deleted = new Set(ids.map((id) => JSON.stringify(api.keys.detail(id))));
    return queryClient.invalidateQueries({
      queryKey: api.keys.all,
      predicate: (query) => !deleted.has(JSON.stringify(query.queryKey)),
    });
  };
  const remove = useMutation({
    mutationFn: (id: string) => api.delete(id),
    onSuccess: (_result, id) => invalidateAfterDelete([id]),
  });
  const removeBatch = useMutation({
    mutationFn: (ids: readonly string[]) => api.deleteBatch(ids),
    onSuccess: (_result, ids) => invalidateAfterDelete(ids),
  });
  const exportXls = useMutation({
    mutationFn: ({ query, fileName, onProgress }: ExportRequest) =>
      api.exportXls(query, fileName, onProgress ? { onProgress } : {}),
  });
  const importExcel = useMutation({
    mutationFn: (file: File) => api.importExcel(file),
    onSuccess: invalidate,
  });
  return { add, edit, remove, removeBatch, exportXls, importExcel, invalidate };
}

/** One record by id (disabled while `id` is undefined), cached under the entity's detail key. */
export function useCrudDetail<TRecord, TAdd, TEdit>(
  api: CrudApi<TRecord, TAdd, TEdit>,
  id: string | undefined,
) {
  return useQuery({
    queryKey: api.keys.detail(id ?? ''),
    queryFn: ({ signal }) => api.queryById(id ?? '', { signal }),
    enabled: id !== undefined,
    // A form edits against the row's current version: always load it fresh.
    staleTime: 0,
  });
}
