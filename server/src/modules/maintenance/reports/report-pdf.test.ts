import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ReportDto, ReportMediaDto } from '@fleetcare/shared';
import { pdfText } from '../../../../test/pdf-text.ts';
import { renderReportPdf } from './report-pdf.ts';

const at = '2026-11-20T10:00:00.000Z';

function photo(id: string, taskId: string): ReportMediaDto {
  return {
    _id: id,
    clientId: id,
    taskId,
    kind: 'photo',
    url: `https://files.example/${id}`,
    thumbnailUrl: `https://files.example/${id}-thumb`,
    contentType: 'image/jpeg',
    bytes: 1000,
    width: 320,
    height: 240,
    takenAt: at,
    lat: null,
    lng: null,
    createdAt: at,
    deletedAt: null,
  };
}

function report(overrides: Partial<ReportDto> = {}): ReportDto {
  const task = (id: string, group: string | null, title: string, status: 'ok' | 'replaced' | 'attention') => ({
    _id: id,
    clientId: null,
    group,
    title,
    source: group ? ('checklist' as const) : ('added' as const),
    position: 0,
    status,
    createdAt: at,
    updatedAt: at,
    entries: [
      {
        _id: `${id}-e`,
        clientId: `${id}-e`,
        taskId: id,
        text: `Note on ${title}`,
        createdAt: at,
        updatedAt: at,
        deletedAt: null,
      },
    ],
    media: [] as ReportMediaDto[],
  });
  const brakes = task('t2', 'brake-service', 'Brake pads', 'replaced');
  brakes.media = Array.from({ length: 7 }, (_, index) => photo(`p${index}`, 't2'));
  return {
    _id: 'r1',
    maintenanceId: 'm1',
    status: 'complete',
    summary: 'Oil changed; front brake pads were worn to 2 mm and replaced. Parts cost ₦18,500.',
    recommendations: [
      { text: 'Rotate the tyres', urgency: 'next-service' },
      { text: 'Replace the rear pads', urgency: 'now' },
    ],
    mileageKm: 84250,
    nextServiceDate: '2027-05-20',
    nextServiceKm: 89250,
    completedAt: at,
    createdAt: at,
    updatedAt: at,
    jobStatus: 'work-done',
    vehicleId: 'v1',
    vehicleLabel: '2019 Toyota Corolla',
    technicianName: 'Emeka Okafor',
    canEdit: false,
    groups: [
      { slug: 'general-servicing', name: 'General servicing' },
      { slug: 'brake-service', name: 'Brakes' },
    ],
    tasks: [task('t1', 'general-servicing', 'Engine oil', 'ok'), brakes, task('t3', null, 'Wiper blades', 'attention')],
    ...overrides,
  };
}

async function thumbnails(ids: string[]): Promise<Map<string, Buffer>> {
  const bytes = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#3a6ea5' } })
    .jpeg({ quality: 70 })
    .toBuffer();
  return new Map(ids.map((id) => [id, bytes]));
}

describe('the report as a PDF', () => {
  it('when rendered, then it prints the report, the cost with the naira sign, each task with its status, notes and photos', async () => {
    const pdf = await renderReportPdf({
      report: report(),
      cost: { quotation: 45_000_00, surcharges: 8_500_00 },
      thumbnails: await thumbnails(Array.from({ length: 7 }, (_, index) => `p${index}`)),
      locale: 'en',
      timeZone: 'Africa/Lagos',
    });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text, pages, images } = await pdfText(pdf);
    expect(text).toContain('Service report: 2019 Toyota Corolla');
    expect(text).toContain('Parts cost ₦18,500.');
    expect(text).toContain('₦53,500.00 (quotation ₦45,000.00, surcharges ₦8,500.00)');
    expect(text).toContain('84,250 km');
    expect(text).toMatch(/Now: Replace the rear pads.*At the next service: Rotate the tyres/s);
    expect(text).toMatch(/Brake pads\s+Replaced/);
    expect(text).toMatch(/Other work.*Wiper blades\s+Needs attention/s);
    expect(text).toContain('Note on Brake pads');
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(images).toBe(7);
    // Photos print as thumbnails: seven of them stay far below a page of full-size photos.
    expect(pdf.length).toBeLessThan(200_000);
  });

  it('when the reader reads Norwegian, then the words and the dates are Norwegian', async () => {
    const pdf = await renderReportPdf({
      report: report({ summary: 'Bremseklossene er byttet. Kjør forsiktig på glatt føre.' }),
      cost: null,
      thumbnails: new Map(),
      locale: 'nb',
      timeZone: 'Africa/Lagos',
    });
    const { text, images } = await pdfText(pdf);
    expect(text).toContain('Servicerapport: 2019 Toyota Corolla');
    expect(text).toContain('Kjør forsiktig på glatt føre.');
    expect(text).toContain('20. mai 2027');
    expect(text).toMatch(/Brake pads\s+Byttet/);
    expect(text).not.toContain('Kostnad');
    expect(images).toBe(0);
  });

  it('when it is a draft without a summary, then it says so', async () => {
    const pdf = await renderReportPdf({
      report: report({ status: 'draft', completedAt: null, summary: '', recommendations: [] }),
      cost: null,
      thumbnails: new Map(),
      locale: 'en',
      timeZone: 'Africa/Lagos',
    });
    const { text } = await pdfText(pdf);
    expect(text).toContain('A draft: the mechanic is still writing it.');
    expect(text).toContain('No summary yet.');
    expect(text).not.toContain('Recommendations');
  });
});
