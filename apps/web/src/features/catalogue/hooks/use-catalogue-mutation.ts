import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueKeys } from '../api/query-keys';

/**
 * A catalogue change. On success every catalogue query is marked stale: the ones on screen (the
 * products page after a delete) refetch at once, the others when their screen opens again.
 */
export function useCatalogueMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
    },
  });
}
