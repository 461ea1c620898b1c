import { deflateSync } from 'node:zlib';

/*
 * Small PDFs for tests, written by hand: one page, optionally with extra objects (an open action, a script) and
 * with objects packed in a compressed object stream, as real producers write them.
 */

export interface PdfParts {
  /** Extra entries of the catalogue, e.g. "/OpenAction 5 0 R". */
  catalog?: string;
  /** Extra objects, numbered from 5 on, each the text between "N 0 obj" and "endobj". */
  objects?: string[];
  /** Objects packed in one FlateDecode object stream (numbered after `objects`). */
  packed?: string[];
  /** The filter of the object stream (FlateDecode unless said). */
  packedFilter?: string;
  /** A stream of raw bytes (a picture) on the page's resources. */
  picture?: Buffer;
}

/** A one-page PDF with the given parts; offsets are not exact, as many real files' are not. */
export function buildPdf(parts: PdfParts = {}): Buffer {
  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const add = (text: string) => chunks.push(Buffer.from(text, 'latin1'));
  add(`1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${parts.catalog ?? ''} >>\nendobj\n`);
  add('2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n');
  const resources = parts.picture ? '/Resources << /XObject << /Im0 4 0 R >> >>' : '';
  add(`3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] ${resources} >>\nendobj\n`);
  if (parts.picture) {
    add(
      `4 0 obj\n<< /Type /XObject /Subtype /Image /Width 10 /Height 10 /BitsPerComponent 8 /ColorSpace /DeviceRGB /Filter /DCTDecode /Length ${parts.picture.length} >>\nstream\n`,
    );
    chunks.push(parts.picture);
    add('\nendstream\nendobj\n');
  }
  let number = 5;
  for (const object of parts.objects ?? []) {
    add(`${number} 0 obj\n${object}\nendobj\n`);
    number += 1;
  }
  if (parts.packed?.length) {
    const first = number + 1;
    const bodies = parts.packed.map((object) => `${object}\n`);
    let offset = 0;
    const header = bodies
      .map((body, index) => {
        const entry = `${first + index} ${offset}`;
        offset += Buffer.byteLength(body, 'latin1');
        return entry;
      })
      .join(' ');
    const content = Buffer.from(`${header}\n${bodies.join('')}`, 'latin1');
    const filter = parts.packedFilter ?? 'FlateDecode';
    const data = filter === 'FlateDecode' ? deflateSync(content) : content;
    add(
      `${number} 0 obj\n<< /Type /ObjStm /N ${bodies.length} /First ${header.length + 1} /Filter /${filter} /Length ${data.length} >>\nstream\n`,
    );
    chunks.push(data);
    add('\nendstream\nendobj\n');
  }
  add('xref\n0 1\n0000000000 65535 f \ntrailer\n<< /Root 1 0 R /Size 1 >>\nstartxref\n0\n%%EOF\n');
  return Buffer.concat(chunks);
}

/** A PDF that runs a script when opened. */
export const pdfWithJavaScript = () =>
  buildPdf({
    catalog: '/Names << /JavaScript 5 0 R >>',
    objects: ['<< /Names [(hello) 6 0 R] >>', "<< /S /JavaScript /JS (app.alert('hi')) >>"],
  });

/** A PDF whose opening runs an action (here: launch a program). */
export const pdfWithOpenAction = () =>
  buildPdf({ catalog: '/OpenAction 5 0 R', objects: ['<< /S /Launch /F (calc.exe) >>'] });
