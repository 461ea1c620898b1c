import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * What a PDF says, read the way a PDF reader reads it (pdf.js): its text in reading order (a line per text line),
 * how many pages it has and how many images it paints.
 */
export async function pdfText(bytes: Buffer): Promise<{ text: string; pages: number; images: number }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const lines: string[] = [];
  let images = 0;
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    let line = '';
    for (const item of content.items) {
      if (!('str' in item)) continue;
      line += item.str;
      if (item.hasEOL) {
        lines.push(line);
        line = '';
      }
    }
    if (line) lines.push(line);
    const operators = await page.getOperatorList();
    images += operators.fnArray.filter((fn) => fn === OPS.paintImageXObject).length;
  }
  await pdf.destroy();
  return { text: lines.join('\n'), pages: pdf.numPages, images };
}
