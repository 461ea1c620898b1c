import { describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { vehicleRoutes } from './vehicle-routes.tsx';

const listRoute = vehicleRoutes.find((route) => route.index);

async function load(url: string): Promise<unknown> {
  const loader = listRoute?.loader;
  if (typeof loader !== 'function') throw new Error('the fleet list has no loader');
  return loader({ request: new Request(url), params: {}, context: undefined } as unknown as LoaderFunctionArgs);
}

describe('the fleet routes', () => {
  it('when the landing page asks for ?isAddingNewVehicle=true, then the add form opens', async () => {
    const answer = await load('http://localhost/dashboard/fleet?isAddingNewVehicle=true');
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('Location')).toBe('/dashboard/fleet/new');
  });

  it('when the list is asked for without the flag, then the list shows', async () => {
    expect(await load('http://localhost/dashboard/fleet?due=overdue')).toBeNull();
  });

  it('has the four fleet screens of routes.txt', () => {
    expect(vehicleRoutes.map((route) => (route.index ? '' : route.path))).toEqual([
      '',
      'new',
      'edit/:vehicleId',
      'show/:vehicleId',
    ]);
  });
});
