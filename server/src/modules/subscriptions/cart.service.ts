import { DEFAULT_CURRENCY, termTotal, type AddToCartInput, type SubscriptionCartDto } from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { deleteCartItem, findActiveProduct, listCartItems, upsertCartItem } from './cart.repository.ts';
import { toSubscriptionProductDto } from './products.service.ts';

export async function getCart(deps: Pick<AppDeps, 'db'>, userId: string, locale: string): Promise<SubscriptionCartDto> {
  const rows = await listCartItems(deps.db, userId);
  const items = rows.map(({ item, product }) => {
    const productDto = toSubscriptionProductDto(product, locale);
    const noOfMonths = item.noOfMonths === 12 ? 12 : 1;
    return {
      _id: item.id,
      productId: product.id,
      noOfMonths,
      product: productDto,
      total: termTotal(productDto, noOfMonths === 12 ? 'annually' : 'monthly'),
    } as const;
  });
  return {
    items,
    itemCount: items.length,
    total: items.reduce((sum, item) => sum + item.total, 0),
    currency: rows[0]?.product.currency ?? DEFAULT_CURRENCY,
  };
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
