import { randomUUID } from 'node:crypto';
import { subscriptionProducts } from '../../../db/schema/index.ts';
import type { TestApp } from '../../../../test/test-app.ts';

/** Shared steps of the subscriptions admin tests (not a test file itself). */

export async function insertProduct(t: TestApp, overrides: Partial<typeof subscriptionProducts.$inferInsert> = {}) {
  const [row] = await t.deps.db
    .insert(subscriptionProducts)
    .values({
      slug: `plan-${randomUUID().slice(0, 8)}`,
      sortOrder: 50,
      texts: {
        en: { name: 'Fleet Plan', description: 'Monthly checks for a fleet.', features: ['Monthly check'] },
        nb: {
          name: 'Bilparkabonnement',
          description: 'Månedlige kontroller for en bilpark.',
          features: ['Månedlig kontroll'],
        },
      },
      monthlyPriceKobo: 2_000_000,
      monthlyDiscount: 0.1,
      annualDiscount: 0.15,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('product not created');
  return row;
}

/** What the edit form sends, with the plan's texts changed as given. */
export const productInput = (overrides: Record<string, unknown> = {}) => ({
  monthlyPriceKobo: 2_250_000,
  monthlyDiscount: 0.1,
  annualDiscount: 0.2,
  nameEn: 'Fleet Plan',
  nameNb: 'Bilparkabonnement',
  descriptionEn: 'Monthly checks for a fleet.',
  descriptionNb: 'Månedlige kontroller for en bilpark.',
  featuresEn: ['Monthly check', 'Free diagnostic scan'],
  featuresNb: ['Månedlig kontroll', 'Gratis feilsøking'],
  active: true,
  ...overrides,
});

/** edit's sample for the authorization test: a plan on sale, given a new price. */
export async function editProductSample(t: TestApp) {
  const row = await insertProduct(t);
  return { recordId: row.id, input: productInput(), reason: 'New prices from 1 December.' };
}
