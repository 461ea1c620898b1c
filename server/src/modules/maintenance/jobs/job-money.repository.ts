import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { quotations } from '../../../db/schema/index.ts';

/** What a job's money is counted from: the booked quotation's total and its call-out fee. */
export interface BookedQuotationMoney {
  total: number;
  callOutFee: number;
}

export async function bookedQuotationTotal(db: Db, quotationId: string): Promise<BookedQuotationMoney | undefined> {
  const [row] = await db
    .select({ total: quotations.total, callOutFee: quotations.callOutFee })
    .from(quotations)
    .where(eq(quotations.id, quotationId));
  return row;
}
