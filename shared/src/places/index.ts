export * from './nigeria.ts';
export * from './address.schemas.ts';
export type * from './address.dto.ts';
export * from './places.schemas.ts';
export type * from './places.dto.ts';
export * from './places.api.ts';
