export { suppliersRouter } from './suppliers/suppliers.router.ts';
