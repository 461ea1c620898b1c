import * as shared from '@fleetcare/shared';
import type { HttpMethod } from '@fleetcare/shared';

export interface FuzzRoute {
  method: HttpMethod;
  /** The full path with `:name` parameters, e.g. `/api/vehicles/get-vehicle/:id`. */
  path: string;
  /** Where it comes from, for messages: `vehiclesApi.getVehicle`. */
  name: string;
}

function isApiTable(value: unknown): value is Record<string, { method: HttpMethod; path: string }> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const entries = Object.values(value);
  return (
    entries.length > 0 &&
    entries.every(
      (entry) =>
        entry !== null &&
        typeof entry === 'object' &&
        typeof (entry as { method?: unknown }).method === 'string' &&
        typeof (entry as { path?: unknown }).path === 'string',
    )
  );
}

/**
 * Every call of the shared path tables (each `defineApi` table exported by the shared package, the social sign-in
 * redirects included), so a new call is fuzzed without anyone listing it, plus the page outside /api that takes
 * input (the sandbox checkout).
 */
export function allRoutes(): FuzzRoute[] {
  const routes: FuzzRoute[] = [];
  for (const [tableName, table] of Object.entries(shared)) {
    if (!isApiTable(table)) continue;
    for (const [callName, call] of Object.entries(table)) {
      routes.push({ method: call.method, path: `${shared.API_PREFIX}${call.path}`, name: `${tableName}.${callName}` });
    }
  }
  routes.push({ method: 'GET', path: shared.SANDBOX_CHECKOUT_PATH, name: 'sandboxCheckout.get' });
  routes.push({ method: 'POST', path: shared.SANDBOX_CHECKOUT_PATH, name: 'sandboxCheckout.post' });
  return routes;
}

export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string);
}

/** Fills the path's parameters with raw (already encoded) text. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => values[name] ?? '0');
}
