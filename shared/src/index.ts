export * from './http/error-codes.ts';
export * from './http/envelope.ts';
export * from './http/api.ts';
export * from './money/money.ts';
export * from './dates/dates.ts';
export * from './geo/distance.ts';
export * from './random/code.ts';
export * from './system/system.api.ts';
export type * from './system/health.dto.ts';
