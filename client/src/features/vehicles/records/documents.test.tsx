import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VehicleDto } from '@fleetcare/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, mockApi, ok, type MockAnswer, type MockRequest } from '../../../test/mock-api.ts';
import { DocumentsSection } from './documents.tsx';
import { pageOf, testDocument, testVehicle, VEHICLE_ID } from './testing/fixtures.ts';
import { renderRecordsSection } from './testing/render-section.tsx';

const renderSection = (vehicle?: VehicleDto) => renderRecordsSection(DocumentsSection, vehicle);

const insurance = testDocument();
const licence = testDocument({
  type: 'vehicle-licence',
  number: null,
  issuedOn: null,
  expiresOn: '2026-03-02',
  dueState: 'overdue',
  file: null,
});
const permit = testDocument({
  type: 'other',
  title: 'Lagos state parking permit',
  expiresOn: '2027-01-31',
  dueState: 'ok',
});

function api(extra?: (request: MockRequest) => MockAnswer | undefined) {
  return mockApi((request) => {
    const answer = extra?.(request);
    if (answer) return answer;
    if (request.url === `/vehicles/get-vehicle-documents/${VEHICLE_ID}`)
      return ok(pageOf([licence, insurance, permit]));
    return failure(404, 'ROUTE_NOT_FOUND');
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-05T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('the documents of a vehicle', () => {
  it('when the vehicle has papers, then each shows its validity in words and its file', async () => {
    api();
    await renderSection();
    const expired = await screen.findByRole('article', { name: 'Vehicle licence' });
    expect(expired).toHaveTextContent('Expired');
    expect(expired).toHaveTextContent('Expired on 2 Mar 2026 (3 days ago)');
    expect(expired).toHaveTextContent('No file attached');
    const soon = screen.getByRole('article', { name: 'Insurance' });
    expect(soon).toHaveTextContent('Expires on 19 Mar 2026 (in 14 days)');
    expect(within(soon).getByRole('link', { name: 'Open insurance.pdf (234 KB)' })).toHaveAttribute(
      'href',
      '/files/signed/insurance.pdf',
    );
    expect(screen.getByRole('article', { name: 'Lagos state parking permit' })).toHaveTextContent(
      'Valid until 31 Jan 2027',
    );
  });

  it('when a paper is added with a file, then the fields and the file go as multipart', async () => {
    const calls = api((request) =>
      request.url === '/vehicles/add-vehicle-document'
        ? { status: 201, body: { success: true, data: testDocument({ type: 'roadworthiness' }) } }
        : undefined,
    );
    await renderSection();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a document' }));
    await user.selectOptions(screen.getByLabelText('Kind of paper'), 'roadworthiness');
    await user.type(screen.getByLabelText('Number (optional)'), 'RW-2026-001');
    await user.type(screen.getByLabelText('Expires on'), '2027-03-01');
    const file = new File(['%PDF-1.4'], 'roadworthiness.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('File (optional)'), file);
    expect(screen.getByText('roadworthiness.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add the document' }));
    expect(await screen.findByText('Roadworthiness certificate is added.')).toBeInTheDocument();

    const body = calls.find((call) => call.method === 'POST')?.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('vehicleId')).toBe(VEHICLE_ID);
    expect(form.get('type')).toBe('roadworthiness');
    expect(form.get('number')).toBe('RW-2026-001');
    expect(form.get('expiresOn')).toBe('2027-03-01');
    expect((form.get('file') as File).name).toBe('roadworthiness.pdf');
  });

  it('when the file is of the wrong kind or too large, then it is said at once and not kept', async () => {
    api();
    await renderSection();
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('button', { name: 'Add a document' }));
    const input = screen.getByLabelText('File (optional)');
    await user.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByText('Choose a PDF, JPEG, PNG or WebP file.')).toBeInTheDocument();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'scan.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(screen.getByText(/This file is larger than 5 MB/)).toBeInTheDocument();
    expect(screen.queryByText('scan.png')).not.toBeInTheDocument();
  });

  it('when an "other" paper has no title or a paper no expiry date, then the fields say so and nothing is sent', async () => {
    const calls = api();
    await renderSection();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a document' }));
    await user.selectOptions(screen.getByLabelText('Kind of paper'), 'other');
    await user.click(screen.getByRole('button', { name: 'Add the document' }));
    expect(await screen.findByText('Say what the paper is (a title).')).toBeInTheDocument();
    expect(screen.getByText('Enter the expiry date.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('when a viewer opens the documents, then they can open files but not change anything', async () => {
    api();
    await renderSection(testVehicle({ access: 'view' }));
    expect(await screen.findAllByRole('link', { name: /Open insurance.pdf/ })).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: /add|edit|delete/i })).not.toBeInTheDocument();
  });

  it('when a paper is deleted after confirming, then the call is made once', async () => {
    const calls = api((request) => (request.method === 'DELETE' ? ok(null) : undefined));
    await renderSection();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Insurance' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Insurance?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete the document' }));
    expect(await screen.findByText('Insurance is deleted.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      `/vehicles/delete-vehicle-document/${insurance._id}`,
    ]);
  });
});
