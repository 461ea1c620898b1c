import { expect, type APIResponse, type Page, type Request, type Response, type Route } from '@playwright/test';
import { API_PREFIX, buildPath, type PathParams } from '@fleetcare/shared';

/**
 * The journeys reach the API only through the shared path tables (`usersApi.login`, `vehiclesApi.getVehicle`, ...),
 * so a path is written once, in shared, and a renamed path breaks the build rather than a journey.
 */
interface Call<Path extends string = string> {
  method: string;
  path: Path;
}

type Query = Record<string, string | number | boolean>;

/** The address of a call: /api, its path with the parameters filled in, and an optional query. */
export function apiUrl<Path extends string>(call: Call<Path>, params?: PathParams<Path>, query?: Query): string {
  const path = `${API_PREFIX}${buildPath(call.path, params)}`;
  if (!query) return path;
  const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]));
  return `${path}?${search.toString()}`;
}

/** The call's path under /api as a pattern: its `:name` parameters match any one segment. */
function pathPattern(call: Call): RegExp {
  const escaped = `${API_PREFIX}${call.path}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`);
}

/** Whether a browser request is this call (its method and its path, whatever the parameters and query). */
export function isApiCall(request: Request, call: Call): boolean {
  return request.method() === call.method && pathPattern(call).test(new URL(request.url()).pathname);
}

/** Starts waiting for the page's next answer to this call; await the promise after the action that makes it. */
export function waitForApi(page: Page, call: Call): Promise<Response> {
  return page.waitForResponse((response) => isApiCall(response.request(), call));
}

/** Starts waiting for the page's next request of this call (sent, whatever its answer). */
export function waitForApiRequest(page: Page, call: Call): Promise<Request> {
  return page.waitForRequest((request) => isApiCall(request, call));
}

/** The status of every answer the page gets to this call, in order, as they arrive. */
export function watchApi(page: Page, call: Call): number[] {
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (isApiCall(response.request(), call)) statuses.push(response.status());
  });
  return statuses;
}

/** Answers the page's requests of this call (any method to its path) with `handler` instead of the server. */
export async function routeApi(page: Page, call: Call, handler: (route: Route, url: URL) => Promise<void>) {
  const pattern = pathPattern(call);
  await page.route(
    (url) => pattern.test(url.pathname),
    (route) => handler(route, new URL(route.request().url())),
  );
}

/** The `data` of a success envelope, after checking the status (the body is shown when it differs). */
export async function dataOf<T>(response: APIResponse | Response, status = 200): Promise<T> {
  const text = await response.text();
  expect(response.status(), text).toBe(status);
  return (JSON.parse(text) as { data: T }).data;
}
