import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** Marks every cached query under the keys stale; the ones on screen are fetched again before it resolves. */
export async function invalidateKeys(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export interface InvalidatingMutationOptions<TVariables, TResult> {
  mutationFn: (variables: TVariables) => Promise<TResult>;
  /**
   * The query keys (an area's root from `lib/query-keys.ts` or a key of its factory) whose answers the
   * change makes stale. They are invalidated after a success; the mutation counts as done once the
   * queries on screen have their new answers.
   */
  invalidates: readonly QueryKey[];
  /** Invalidate after a failure too: a change the server may have written before it failed (a Z-report). */
  invalidateOnError?: boolean;
  /** Runs after a success, before the invalidation: an answer put into the cache, the caller told. */
  onSuccess?: (result: TResult, variables: TVariables, queryClient: QueryClient) => void;
}

/**
 * The one way of a mutation that changes what queries show: the call, then the keys it makes stale.
 * Each api file's hook passes the keys of the areas the change shows in.
 */
export function useInvalidatingMutation<TVariables, TResult>({
  mutationFn,
  invalidates,
  invalidateOnError = false,
  onSuccess,
}: InvalidatingMutationOptions<TVariables, TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result: TResult, variables: TVariables) => {
      onSuccess?.(result, variables, queryClient);
      if (!invalidateOnError) await invalidateKeys(queryClient, invalidates);
    },
    onSettled: async () => {
      if (invalidateOnError) await invalidateKeys(queryClient, invalidates);
    },
  });
}
