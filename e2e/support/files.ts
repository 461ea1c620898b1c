/** Small real files the journeys upload (the server checks the bytes, not the name). */

/** An 8 × 8 PNG picture. */
export const PNG_8X8 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGMQaHDAihiGlgQARfQ0AbzCrFMAAAAASUVORK5CYII=',
  'base64',
);

/** A small PDF with nothing active in it (the server refuses scripts and actions). */
export const CERTIFICATE_PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
);
