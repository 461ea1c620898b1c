export * from './system.ts';
export * from './users.ts';
export * from './auth.ts';
export * from './outbox.ts';
export * from './content.ts';
export * from './catalogue.ts';
export * from './notifications.ts';
export * from './vehicles.ts';
