import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CsvImportResultDto } from '@fleetcare/shared';
import { Toaster } from '../../../components/ui/toast.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { failure, mockApi, ok, type MockRequest } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { fileNameOf } from '../api/csv.ts';
import { FleetListPage } from '../pages/fleet-list-page.tsx';
import { pageOf, summaryOf, vehicleFixture } from '../testing/fixtures.ts';

const HEADER = 'plateNumber,vin,category,brand,model,year,colour,fuel,transmission,engine,purchaseDate,notes';
const csvFile = (rows: string[], name = 'fleet.csv') =>
  new File([[HEADER, ...rows].join('\r\n')], name, { type: 'text/csv' });

const badRow: CsvImportResultDto = {
  saved: false,
  rows: 3,
  created: 0,
  errors: [{ row: 3, field: 'year', message: 'validation:vehicleYearInvalid' }],
};

function renderList(language: 'en' | 'nb' = 'en') {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return renderRoutes(
    [
      {
        path: '/dashboard/fleet',
        Component: () => (
          <>
            <FleetListPage />
            <Toaster closeLabel="Close" />
          </>
        ),
      },
    ],
    { path: '/dashboard/fleet', queryClient, language },
  );
}

const importCalls = (calls: MockRequest[]) => calls.filter((call) => call.url === '/vehicles/import-vehicles-csv');

beforeEach(() => localStorage.clear());

describe('importing vehicles from CSV', () => {
  it('when a file has a bad row, then the dry run lists it, nothing is saved, and the fixed file imports', async () => {
    let fixed = false;
    let imported = false;
    const calls = mockApi(({ url, params }) => {
      if (url === '/vehicles/import-vehicles-csv') {
        const dryRun = (params as { dryRun?: boolean } | undefined)?.dryRun === true;
        if (!fixed) return ok(badRow);
        if (!dryRun) imported = true;
        return ok({ saved: !dryRun, rows: 3, created: dryRun ? 0 : 3, errors: [] });
      }
      return ok(imported ? pageOf([summaryOf(vehicleFixture())], { total: 3 }) : pageOf([]));
    });
    await renderList();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import vehicles from a CSV file' });

    await user.upload(within(dialog).getByLabelText('Choose a CSV file'), csvFile(['a', 'b', 'c']));
    const errors = await within(dialog).findByTestId('csv-row-errors');
    expect(within(dialog).getByText('1 problem to fix. Nothing was saved.')).toBeInTheDocument();
    expect(errors).toHaveTextContent('Row 3');
    expect(errors).toHaveTextContent('Model year');
    expect(within(dialog).queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument();
    expect(importCalls(calls)).toHaveLength(1);
    expect(importCalls(calls)[0]?.params).toEqual({ dryRun: true });
    expect((importCalls(calls)[0]?.body as FormData).get('file')).toBeInstanceOf(File);

    fixed = true;
    await user.upload(within(dialog).getByLabelText('Choose the fixed file'), csvFile(['a', 'b', 'c']));
    expect(await within(dialog).findByText('3 vehicles ready to import')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Import 3 vehicles' }));

    expect(await screen.findByText('3 vehicles were added to your fleet.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(importCalls(calls).at(-1)?.params).toBeUndefined();
    // The list asks again after a saved import.
    await waitFor(() => expect(screen.getByText('3 vehicles')).toBeInTheDocument());
  });

  it('when the server sends message keys, then a Norwegian user reads every row error in Norwegian', async () => {
    mockApi(({ url }) =>
      url === '/vehicles/import-vehicles-csv'
        ? ok({
            saved: false,
            rows: 3,
            created: 0,
            errors: [
              {
                row: 3,
                field: 'plateNumber',
                message: 'The plate number LAG1 is also on row 2.',
                messageKey: 'validation:csvPlateRepeated',
                messageValues: { plateNumber: 'LAG1', row: 2 },
              },
              {
                row: 4,
                field: 'vin',
                message: 'You already have a vehicle with this VIN.',
                messageKey: 'validation:vinTaken',
              },
              {
                row: 5,
                field: '_',
                message: 'This row has more cells than the header has columns.',
                messageKey: 'validation:csvTooManyCells',
              },
              // A key this client does not know yet, and no key at all: the server's text.
              { row: 6, field: 'notes', message: 'A newer problem.', messageKey: 'validation:notInTheCatalogue' },
              { row: 7, field: 'notes', message: 'Plain text only.' },
            ],
          } satisfies CsvImportResultDto)
        : ok(pageOf([])),
    );
    await renderList('nb');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Importer CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importer kjøretøy fra en CSV-fil' });
    await user.upload(within(dialog).getByLabelText('Velg en CSV-fil'), csvFile(['a', 'b', 'c']));
    const items = within(await within(dialog).findByTestId('csv-row-errors')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Rad 3 · RegistreringsnummerRegistreringsnummeret LAG1 står også på rad 2.',
      'Rad 4 · Understellsnummer (VIN)Du har allerede et kjøretøy med dette understellsnummeret (VIN).',
      'Rad 5Denne raden har flere celler enn overskriftsraden har kolonner.',
      'Rad 6 · NotaterA newer problem.',
      'Rad 7 · NotaterPlain text only.',
    ]);
  });

  it('when the chosen file is not a CSV, then it says so and sends nothing', async () => {
    const calls = mockApi(() => ok(pageOf([])));
    await renderList();
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog');
    await user.upload(
      within(dialog).getByLabelText('Choose a CSV file'),
      new File(['x'], 'fleet.xlsx', { type: 'application/vnd.ms-excel' }),
    );
    expect(await within(dialog).findByText('Choose a .csv file (save the spreadsheet as CSV).')).toBeInTheDocument();
    expect(importCalls(calls)).toHaveLength(0);
  });

  it('when the export fails, then the error shows by the buttons', async () => {
    mockApi(({ url }) => (url === '/vehicles/export-vehicles-csv' ? failure(500, 'INTERNAL_ERROR') : ok(pageOf([]))));
    await renderList();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
  });
});

describe('the file name of a download', () => {
  it('when the server names the file, then that name is used (plain or UTF-8 form)', () => {
    expect(fileNameOf('attachment; filename="fleet-2026-02-01.csv"')).toBe('fleet-2026-02-01.csv');
    expect(fileNameOf("attachment; filename*=UTF-8''fl%C3%A5te.csv")).toBe('flåte.csv');
    expect(fileNameOf(undefined)).toBeUndefined();
  });
});
