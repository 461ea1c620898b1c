import { defineApi, returns } from '../http/api.ts';
import type { HealthDto } from './health.dto.ts';

export const systemApi = defineApi({
  health: { method: 'GET', path: '/health', response: returns<HealthDto>() },
});
