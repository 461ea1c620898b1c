import { addDays, lagosInstant, lagosToday } from '@fleetcare/shared';
import { DEMO_EMAILS, type DemoRole } from '../../../db/demo-accounts.ts';
import type { SeedStep } from '../../../db/seed.ts';
import type { AppDeps } from '../../../deps.ts';
import { chargeWalletInTransaction, platformAccount, postInTransaction, walletOf } from '../../ledger/index.ts';
import { findAccountByEmail } from '../../users/index.ts';
import { newPaymentReference } from '../payment-reference.ts';
import { insertPayment, listUserPayments } from '../payments.repository.ts';
import { DEFAULT_CALLBACK_PATH } from '../payments.service.ts';

/*
 * The demo step of the payments module: a wallet history for the demo accounts that pay for things, so the
 * wallet shows a balance and its movements. Card top-ups are payments the gateway settled; payments for services
 * are wallet charges. All money moves through the ledger's services, in the order it happened.
 */

type DemoMovement =
  | { kind: 'top-up'; daysAgo: number; time: string; naira: number; card: 'visa •••• 4081' | 'mastercard •••• 5559' }
  | { kind: 'charge'; daysAgo: number; time: string; naira: number; description: string };

/** Each demo account's wallet, oldest first. */
export const demoWallets: { owner: DemoRole; movements: DemoMovement[] }[] = [
  {
    owner: 'business',
    movements: [
      { kind: 'top-up', daysAgo: 150, time: '10:12', naira: 250_000, card: 'visa •••• 4081' },
      {
        kind: 'charge',
        daysAgo: 142,
        time: '15:40',
        naira: 18_500,
        description: 'General servicing and oil change: LAG 234 KJ',
      },
      { kind: 'charge', daysAgo: 120, time: '11:05', naira: 32_000, description: 'Brake repair: LND 118 AA' },
      { kind: 'top-up', daysAgo: 95, time: '09:30', naira: 150_000, card: 'visa •••• 4081' },
      {
        kind: 'charge',
        daysAgo: 88,
        time: '13:20',
        naira: 15_000,
        description: 'Spare-parts sourcing and fitting: SMK 640 DK',
      },
      {
        kind: 'charge',
        daysAgo: 60,
        time: '16:45',
        naira: 45_000,
        description: 'Air-conditioning service and repair: AGL 809 TN',
      },
      {
        kind: 'charge',
        daysAgo: 33,
        time: '10:50',
        naira: 24_000,
        description: 'General servicing and oil change: KJA 512 XB',
      },
      { kind: 'top-up', daysAgo: 21, time: '08:55', naira: 100_000, card: 'mastercard •••• 5559' },
      { kind: 'charge', daysAgo: 12, time: '14:10', naira: 38_500, description: 'Suspension and steering: MUS 275 BC' },
      { kind: 'charge', daysAgo: 1, time: '12:35', naira: 15_000, description: 'Diagnostics (OBD scan): FST 552 JR' },
    ],
  },
  {
    owner: 'customer',
    movements: [
      { kind: 'top-up', daysAgo: 58, time: '19:05', naira: 20_000, card: 'visa •••• 4081' },
      {
        kind: 'charge',
        daysAgo: 45,
        time: '10:20',
        naira: 12_500,
        description: 'General servicing and oil change: LSD 482 CE',
      },
    ],
  },
];

/**
 * A card top-up as the gateway's verified payment leaves it: the payment paid, the wallet credited. Other modules'
 * demo steps top a demo wallet up with it before paying from it.
 */
export async function topUp(
  deps: AppDeps,
  userId: string,
  naira: number,
  card: string,
  startedAt: Date,
): Promise<void> {
  const paidAt = new Date(startedAt.getTime() + 2 * 60_000);
  const amount = naira * 100;
  const payment = await insertPayment(deps.db, {
    userId,
    reference: newPaymentReference(),
    purpose: 'wallet-top-up',
    payForId: null,
    amount,
    currency: 'NGN',
    status: 'success',
    channel: 'checkout',
    gateway: deps.payments.name,
    callbackPath: DEFAULT_CALLBACK_PATH,
    cardSummary: card,
    paidAt,
    createdAt: startedAt,
    updatedAt: paidAt,
  });
  // The same posting as the settlement of a verified top-up (payment-settlement.service.ts).
  await postInTransaction({ ...deps, now: () => paidAt }, deps.db, {
    kind: 'top-up',
    idempotencyKey: `payment:${payment.reference}`,
    userId,
    paymentId: payment.id,
    description: 'Wallet top-up',
    postings: [
      { account: platformAccount('gateway-clearing', payment.currency), amount: -amount },
      { account: walletOf(userId, payment.currency), amount },
    ],
  });
}

/**
 * Gives each demo account its wallet history (demoWallets), dated back from now. An account that has made a
 * payment already, or that is missing or erased, is left alone. Returns how many movements were made.
 */
export async function seedDemoWallets(deps: AppDeps): Promise<number> {
  const today = lagosToday(deps.now());
  let made = 0;
  for (const wallet of demoWallets) {
    const user = await findAccountByEmail(deps, DEMO_EMAILS[wallet.owner]);
    if (!user || user.erasedAt) continue;
    if ((await listUserPayments(deps.db, user.id, { offset: 0, limit: 1 })).total > 0) continue;
    for (const [index, movement] of wallet.movements.entries()) {
      const when = lagosInstant(addDays(today, -movement.daysAgo), movement.time);
      if (movement.kind === 'top-up') {
        await topUp(deps, user.id, movement.naira, movement.card, when);
      } else {
        await chargeWalletInTransaction({ ...deps, now: () => when }, deps.db, {
          userId: user.id,
          amount: movement.naira * 100,
          idempotencyKey: `demo:${user.id}:payment:${index}`,
          description: movement.description,
        });
      }
      made += 1;
    }
  }
  return made;
}

/** The seed step (demo data only): the composition root hands it the app's services, the step its transaction. */
export function demoWalletSeedStep(deps: AppDeps): SeedStep {
  return {
    name: 'demo-wallet',
    demo: true,
    async run(tx) {
      await seedDemoWallets({ ...deps, db: tx });
    },
  };
}
