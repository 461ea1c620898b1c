import type { SubscriptionProductDto } from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { toSubscriptionProductDto } from './products.mapper.ts';
import { listActiveProducts } from './products.repository.ts';

/** Active products in display order; the landing page shows the first. */
export async function getSubscriptionProducts(
  deps: Pick<AppDeps, 'db'>,
  locale: string,
): Promise<SubscriptionProductDto[]> {
  return (await listActiveProducts(deps.db)).map((row) => toSubscriptionProductDto(row, locale));
}
