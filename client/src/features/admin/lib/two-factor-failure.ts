import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api-error.ts';

export const isTwoFactorFailure = (error: unknown) => isApiError(error) && error.code === 'ADMIN_TWO_FACTOR_REQUIRED';

/**
 * Whether any panel call has answered that two-factor authentication must be set up first (the server may say so
 * on any call, e.g. once a role with write privileges has been granted during the visit).
 */
export function useTwoFactorFailure(): boolean {
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && isTwoFactorFailure(event.query.state.error)) setFailed(true);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && isTwoFactorFailure(event.mutation?.state.error)) setFailed(true);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
  return failed;
}
