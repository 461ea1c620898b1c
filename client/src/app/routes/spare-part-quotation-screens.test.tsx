import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '@fleetcare/shared';
import { currentUserQueryOptions } from '../../features/users/api/current-user.ts';
import { testUser } from '../../features/users/testing/user-fixture.ts';
import {
  createQuotationPath,
  requestQuotationsPath,
  submittedQuotationsPath,
} from '../../features/spare-parts/quotations/paths.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { failure, mockApi, ok } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { sparePartRoutes } from './spare-part-routes.tsx';

const REQUEST_ID = '5b0c7f7e-3d2a-4e61-9a0b-2c4d6e8f0a1b';

/** The spare-part routes at a quotation screen for a signed-in user with `roles` (the dashboard layout has loaded them already). */
async function open(path: string, roles: Role[]) {
  const calls = mockApi((call) => {
    if (call.url === '/spare-part-requests/get-supplier-quotations')
      return ok({ items: [], total: 0, page: 1, limit: 20 });
    return failure(404, 'NOT_FOUND');
  });
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserQueryOptions().queryKey, { ...testUser, roles });
  await renderRoutes(sparePartRoutes, { path, queryClient });
  return calls;
}

describe('the spare-part quotation routes by role', () => {
  it('a supplier’s submitted quotations load as a screen of their own', async () => {
    await open(submittedQuotationsPath, ['customer', 'supplier']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Submitted quotations' })).toBeInTheDocument();
  });

  it('when the account is not a supplier, then the supplier’s screens say whose they are and ask nothing', async () => {
    const calls = await open(createQuotationPath(REQUEST_ID), ['customer']);
    expect(await screen.findByRole('heading', { level: 1, name: 'This is for parts suppliers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up a supplier profile' })).toHaveAttribute(
      'href',
      '/dashboard/settings/supplier-profile',
    );
    expect(calls).toHaveLength(0);
  });

  it('the comparison is the customer’s: anyone else’s request is not found', async () => {
    await open(requestQuotationsPath(REQUEST_ID), ['customer']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Request not found' })).toBeInTheDocument();
  });

  it('when the account is not a vehicle owner’s, then the comparison says whose it is', async () => {
    await open(requestQuotationsPath(REQUEST_ID), ['supplier']);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Spare-part requests are for vehicle owners' }),
    ).toBeInTheDocument();
  });
});
