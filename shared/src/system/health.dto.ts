export type DatabaseKind = 'pglite' | 'postgres';

export interface HealthDto {
  status: 'ok';
  database: { kind: DatabaseKind; answers: true; latencyMs: number; migrations: number };
  uptimeSeconds: number;
  version: string;
}
