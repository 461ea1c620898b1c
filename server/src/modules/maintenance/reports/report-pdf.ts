import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import {
  formatNaira,
  recommendationUrgencies,
  type ReportDto,
  type ReportMediaDto,
  type ReportTaskWithItemsDto,
} from '@fleetcare/shared';
import { fixedT, type Locale } from '../../../lib/i18n.ts';

/*
 * A job's report as a PDF for the vehicle's service book: the report's own fields, what the job cost, then each
 * booked service's tasks with their status, notes and small photos. DejaVu Sans is embedded (and subset by
 * pdfkit to the glyphs used), because the PDF standard fonts cannot print the naira sign or Norwegian letters.
 */

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const MARGIN = 48;
/** Photos print as thumbnails, a row of them under their task. */
const PHOTO_WIDTH = 112;
const PHOTO_HEIGHT = 84;
const PHOTO_GAP = 8;
const MUTED = '#555555';

/** What the job cost the customer: the booked quotation and the surcharges they paid. */
export interface ReportPdfCost {
  quotation: number;
  surcharges: number;
}

export interface ReportPdfInput {
  report: ReportDto;
  cost: ReportPdfCost | null;
  /** Each photo's thumbnail bytes by media id; a photo missing here prints as its caption only. */
  thumbnails: ReadonlyMap<string, Buffer>;
  locale: Locale;
  /** The vehicle's time zone, for the dates printed. */
  timeZone: string;
}

/** The PDF's bytes. */
export function renderReportPdf(input: ReportPdfInput): Promise<Buffer> {
  const { report, locale } = input;
  const text = fixedT(locale);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: text('pdf:report.title', { vehicle: report.vehicleLabel }), Author: 'FleetCare' },
  });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const date = (iso: string, withTime = false) =>
    new Intl.DateTimeFormat(locale === 'nb' ? 'nb-NO' : 'en-NG', {
      dateStyle: 'long',
      ...(withTime ? { timeStyle: 'short' } : {}),
      timeZone: input.timeZone,
    }).format(new Date(withTime ? iso : `${iso.slice(0, 10)}T12:00:00Z`));
  const km = (value: number) => `${new Intl.NumberFormat(locale === 'nb' ? 'nb-NO' : 'en-NG').format(value)} km`;
  const heading = (words: string) => {
    doc.moveDown(0.8).font('bold').fontSize(13).fillColor('black').text(words).moveDown(0.3);
  };
  const line = (label: string, value: string) => {
    doc.font('bold').fontSize(10).fillColor('black').text(`${label}: `, { continued: true });
    doc.font('body').text(value);
  };

  doc
    .font('bold')
    .fontSize(18)
    .text(text('pdf:report.title', { vehicle: report.vehicleLabel }));
  doc
    .font('body')
    .fontSize(10)
    .fillColor(MUTED)
    .text(
      report.completedAt
        ? text('pdf:report.completedBy', { name: report.technicianName, date: date(report.completedAt, true) })
        : text('pdf:report.draftBy', { name: report.technicianName }),
    )
    .fillColor('black')
    .moveDown(0.6);

  if (report.mileageKm !== null) line(text('pdf:report.mileage'), km(report.mileageKm));
  const next = [
    report.nextServiceDate ? date(report.nextServiceDate) : null,
    report.nextServiceKm !== null ? km(report.nextServiceKm) : null,
  ].filter((part): part is string => part !== null);
  if (next.length > 0) line(text('pdf:report.nextService'), next.join(text('pdf:report.or')));
  if (input.cost) {
    const { quotation, surcharges } = input.cost;
    line(
      text('pdf:report.cost'),
      surcharges > 0
        ? text('pdf:report.costWithSurcharges', {
            total: formatNaira(quotation + surcharges, { locale }),
            quotation: formatNaira(quotation, { locale }),
            surcharges: formatNaira(surcharges, { locale }),
          })
        : formatNaira(quotation, { locale }),
    );
  }

  heading(text('pdf:report.summary'));
  doc
    .font('body')
    .fontSize(10)
    .text(report.summary || text('pdf:report.noSummary'));

  if (report.recommendations.length > 0) {
    heading(text('pdf:report.recommendations'));
    for (const urgency of recommendationUrgencies) {
      for (const recommendation of report.recommendations.filter((item) => item.urgency === urgency)) {
        doc
          .font('bold')
          .fontSize(10)
          .text(`${text(`pdf:urgency.${urgency}`)}: `, { continued: true });
        doc.font('body').text(recommendation.text);
      }
    }
  }

  const groups = [
    ...report.groups.map((group) => ({
      name: group.name,
      tasks: report.tasks.filter((task) => task.group === group.slug),
    })),
    { name: text('pdf:report.otherTasks'), tasks: report.tasks.filter((task) => task.group === null) },
  ].filter((group) => group.tasks.length > 0);
  for (const group of groups) {
    heading(group.name);
    for (const task of group.tasks) printTask(doc, task, input, text);
  }

  doc.end();
  return done;
}

function printTask(
  doc: PDFKit.PDFDocument,
  task: ReportTaskWithItemsDto,
  input: ReportPdfInput,
  text: (key: string, values?: Record<string, string | number>) => string,
): void {
  doc.font('bold').fontSize(10).fillColor('black').text(task.title, { continued: true });
  doc
    .font('body')
    .fillColor(MUTED)
    .text(`  ${text(`pdf:taskStatus.${task.status}`)}`)
    .fillColor('black');
  for (const entry of task.entries) {
    doc.font('body').fontSize(9).text(entry.text, { indent: 12 });
  }
  const photos = task.media.filter((media) => media.kind === 'photo');
  const videos = task.media.length - photos.length;
  if (photos.length > 0) printPhotos(doc, photos, input.thumbnails);
  if (videos > 0) {
    doc
      .font('body')
      .fontSize(9)
      .fillColor(MUTED)
      .text(text('pdf:report.videos', { count: videos }), { indent: 12 });
    doc.fillColor('black');
  }
  doc.moveDown(0.4);
}

/** The task's photos in rows of thumbnails, a new page when a row would not fit. */
function printPhotos(doc: PDFKit.PDFDocument, photos: ReportMediaDto[], thumbnails: ReadonlyMap<string, Buffer>) {
  const usable = doc.page.width - 2 * MARGIN;
  const perRow = Math.max(1, Math.floor((usable + PHOTO_GAP) / (PHOTO_WIDTH + PHOTO_GAP)));
  const printable = photos.filter((photo) => thumbnails.has(photo._id));
  for (let start = 0; start < printable.length; start += perRow) {
    if (doc.y + PHOTO_HEIGHT > doc.page.height - MARGIN) doc.addPage();
    const top = doc.y + 4;
    printable.slice(start, start + perRow).forEach((photo, index) => {
      const bytes = thumbnails.get(photo._id);
      if (!bytes) return;
      doc.image(bytes, MARGIN + index * (PHOTO_WIDTH + PHOTO_GAP), top, {
        fit: [PHOTO_WIDTH, PHOTO_HEIGHT],
        align: 'center',
        valign: 'center',
      });
    });
    doc.x = MARGIN;
    doc.y = top + PHOTO_HEIGHT + PHOTO_GAP;
  }
}
