import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adminAuditLog, type AuditChange } from '../../db/schema/index.ts';

/** One bootstrap of an address at a time (two starting processes, a start-up and the command line). */
export async function lockBootstrapOf(tx: Db, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`fleetcare:admin-bootstrap:${email}`}))`);
}

export interface BootstrapAuditInput {
  userId: string;
  reason: string;
  changes: Record<string, AuditChange>;
  detail: Record<string, unknown>;
  at: Date;
}

/** The audit row of a bootstrap: no admin did it (the command line or start-up did), on the admins resource. */
export async function insertBootstrapAudit(tx: Db, input: BootstrapAuditInput): Promise<void> {
  await tx.insert(adminAuditLog).values({
    adminId: null,
    action: 'bootstrap',
    resource: 'admins',
    recordId: input.userId,
    reason: input.reason,
    changes: input.changes,
    detail: input.detail,
    createdAt: input.at,
  });
}

/** The newest bootstrap of a user that issued a set-password link: when, and until when the link works. */
export async function latestBootstrapLink(
  db: Db,
  userId: string,
): Promise<{ issuedAt: Date; expiresAt: Date } | undefined> {
  const [row] = await db
    .select({ createdAt: adminAuditLog.createdAt, detail: adminAuditLog.detail })
    .from(adminAuditLog)
    .where(
      and(
        eq(adminAuditLog.action, 'bootstrap'),
        eq(adminAuditLog.resource, 'admins'),
        eq(adminAuditLog.recordId, userId),
        sql`${adminAuditLog.detail} ->> 'linkExpiresAt' is not null`,
      ),
    )
    .orderBy(desc(adminAuditLog.createdAt))
    .limit(1);
  const expiresAt = row?.detail?.linkExpiresAt;
  if (!row || typeof expiresAt !== 'string') return undefined;
  return { issuedAt: row.createdAt, expiresAt: new Date(expiresAt) };
}
