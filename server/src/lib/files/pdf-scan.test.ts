import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { scanPdf } from './pdf-scan.ts';
import { buildPdf, pdfWithJavaScript, pdfWithOpenAction } from './pdf.test-support.ts';

describe('scanPdf', () => {
  it('when a PDF is a plain page, then it is safe', () => {
    expect(scanPdf(buildPdf())).toEqual({ safe: true });
  });

  it('when a PDF opens at a page (a destination array), then it is safe', () => {
    expect(scanPdf(buildPdf({ catalog: '/OpenAction [3 0 R /Fit]' }))).toEqual({ safe: true });
  });

  it('when a PDF carries a script, then the script names are found', () => {
    expect(scanPdf(pdfWithJavaScript())).toEqual({
      safe: false,
      reason: 'active-content',
      names: ['JS', 'JavaScript'],
    });
  });

  it('when a PDF runs an action on opening, then OpenAction and the action are found', () => {
    expect(scanPdf(pdfWithOpenAction())).toEqual({
      safe: false,
      reason: 'active-content',
      names: ['Launch', 'OpenAction'],
    });
  });

  it.each([
    ['/AA (additional actions on a page)', '/AA << /O 5 0 R >>'],
    ['an embedded file', '/Names << /EmbeddedFiles 5 0 R >>'],
    ['an XFA form', '/AcroForm << /XFA 5 0 R >>'],
    ['an open action written inline', '/OpenAction << /S /JavaScript /JS (x) >>'],
  ])('when the catalogue holds %s, then it is refused', (_label, catalog) => {
    expect(scanPdf(buildPdf({ catalog })).safe).toBe(false);
  });

  it('when a name is disguised with #xx escapes, then it is still found', () => {
    const result = scanPdf(buildPdf({ catalog: '/Open#41ction 5 0 R', objects: ['<< /S /J#61vaScript /J#53 (x) >>'] }));
    expect(result).toEqual({ safe: false, reason: 'active-content', names: ['JS', 'JavaScript', 'OpenAction'] });
  });

  it('when the script is packed in a compressed object stream, then it is found once inflated', () => {
    const inside = buildPdf({ packed: ['<< /Type /Annot /AA << /E << /S /JavaScript /JS (x) >> >> >>'] });
    expect(inside.toString('latin1')).not.toContain('/JS');
    expect(scanPdf(inside)).toEqual({ safe: false, reason: 'active-content', names: ['AA', 'JS', 'JavaScript'] });
  });

  it('when a compressed object stream holds only harmless objects, then it is safe', () => {
    expect(scanPdf(buildPdf({ packed: ['<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'] }))).toEqual({
      safe: true,
    });
  });

  it('when an object stream cannot be read (a filter zlib does not speak), then the file is refused as unreadable', () => {
    const pdf = buildPdf({ packed: ['<< /Type /Font >>'], packedFilter: 'LZWDecode' });
    expect(scanPdf(pdf)).toEqual({ safe: false, reason: 'unreadable' });
  });

  it('when a picture stream happens to hold the bytes of an active name, then it is not mistaken for one', () => {
    const noise = Buffer.concat([
      randomBytes(2000),
      Buffer.from('\x00\x9f/JS \xff\x10/AA\x01', 'latin1'),
      randomBytes(2000),
    ]);
    expect(scanPdf(buildPdf({ picture: noise }))).toEqual({ safe: true });
  });

  it('when an object is hidden inside a stream as text, then it is still found', () => {
    const hidden = Buffer.from('5 0 obj << /S /JavaScript /JS (x) >> endobj', 'latin1');
    expect(scanPdf(buildPdf({ picture: hidden })).safe).toBe(false);
  });

  it('when a stream inflates to a huge size (a zip bomb), then the scan stops at its limit', () => {
    const bomb = buildPdf({ packed: ['<< >>'.padEnd(64 * 1024 * 1024, ' ')] });
    expect(bomb.length).toBeLessThan(200_000);
    expect(scanPdf(bomb)).toEqual({ safe: false, reason: 'unreadable' });
  });
});
