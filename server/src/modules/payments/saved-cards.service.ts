import type { Page, SavedCardDto, WalletPageQuery } from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { findAccount } from '../users/index.ts';
import { toSavedCardDto } from './payments.mapper.ts';
import { findUserPaymentByReference } from './payments.repository.ts';
import { deleteUserCard, findUserCardBySignature, insertCardOnce, listUserCards } from './saved-cards.repository.ts';

/*
 * Saved cards: the gateway's reusable authorization from one of the user's successful card payments, kept to
 * charge again without the checkout. The card number never reaches us; the authorization code never leaves the
 * server.
 */

export async function listSavedCards(
  deps: AppDeps,
  userId: string,
  query: WalletPageQuery,
): Promise<Page<SavedCardDto>> {
  const { rows, total } = await listUserCards(deps.db, userId, {
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  return { items: rows.map(toSavedCardDto), total, page: query.page, limit: query.limit };
}

/**
 * Keeps the card of the caller's successful payment. The same card again (the gateway's signature) answers the
 * card already saved. `created` tells the router whether a card was added.
 */
export async function saveCardOfPayment(
  deps: AppDeps,
  userId: string,
  reference: string,
): Promise<{ card: SavedCardDto; created: boolean }> {
  const payment = await findUserPaymentByReference(deps.db, userId, reference);
  if (!payment) throw new AppError('NOT_FOUND', { message: 'We could not find that payment.' });
  if (payment.status !== 'success') throw new AppError('PAYMENT_NOT_SUCCESSFUL');
  const authorization = payment.authorization;
  if (!authorization?.reusable || !authorization.authorizationCode || !authorization.signature) {
    throw new AppError('CONFLICT', { message: 'The card of this payment cannot be saved for later payments.' });
  }
  const user = await findAccount(deps, userId);
  if (!user) throw new AppError('UNAUTHENTICATED');
  const inserted = await insertCardOnce(deps.db, {
    userId,
    authorizationCode: authorization.authorizationCode,
    signature: authorization.signature,
    brand: authorization.brand,
    last4: authorization.last4,
    expMonth: authorization.expMonth,
    expYear: authorization.expYear,
    bank: authorization.bank,
    // The gateway charges a saved authorization only with the e-mail it was made with: the one the checkout used.
    email: user.email,
    createdAt: deps.now(),
  });
  if (inserted) return { card: toSavedCardDto(inserted), created: true };
  const existing = await findUserCardBySignature(deps.db, userId, authorization.signature);
  if (!existing) throw new Error('saveCardOfPayment: the card conflicted but cannot be read');
  return { card: toSavedCardDto(existing), created: false };
}

export async function deleteSavedCard(deps: AppDeps, userId: string, id: string): Promise<SavedCardDto> {
  const deleted = await deleteUserCard(deps.db, userId, id);
  if (!deleted) throw new AppError('NOT_FOUND', { message: 'We could not find that saved card.' });
  return toSavedCardDto(deleted);
}
