import { defineApi } from '../http/api.ts';

export const systemApi = defineApi({
  health: { method: 'GET', path: '/health' },
});
