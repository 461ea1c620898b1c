import type { AddToCartInput, SubscriptionCartDto } from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { deleteCartItem, findActiveProduct, listCartItems, upsertCartItem } from './cart.repository.ts';
import { toSubscriptionCartDto } from './cart.mapper.ts';

export async function getCart(deps: Pick<AppDeps, 'db'>, userId: string, locale: string): Promise<SubscriptionCartDto> {
  return toSubscriptionCartDto(await listCartItems(deps.db, userId), locale);
}

export async function addToCart(
  deps: Pick<AppDeps, 'db' | 'now'>,
  userId: string,
  input: AddToCartInput,
  locale: string,
): Promise<SubscriptionCartDto> {
  const product = await findActiveProduct(deps.db, input.productId);
  if (!product) throw new AppError('NOT_FOUND', { message: 'That subscription plan is not available.' });
  await upsertCartItem(deps.db, { userId, productId: product.id, noOfMonths: input.noOfMonths, at: deps.now() });
  return getCart(deps, userId, locale);
}

export async function removeFromCart(
  deps: Pick<AppDeps, 'db'>,
  userId: string,
  itemId: string,
  locale: string,
): Promise<SubscriptionCartDto> {
  if (!(await deleteCartItem(deps.db, userId, itemId))) {
    throw new AppError('NOT_FOUND', { message: 'That item is not in your cart.' });
  }
  return getCart(deps, userId, locale);
}
