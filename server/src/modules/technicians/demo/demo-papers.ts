import sharp from 'sharp';

/*
 * The demo technicians' papers and photos, made in code: a one-page PDF certificate and a PNG picture of an ID card,
 * both marked as demo specimens, and an initials portrait. They go through the same upload services as a
 * technician's own files.
 */

/** Text as a PDF string literal: backslashes and brackets escaped, only printable ASCII kept. */
const pdfText = (text: string) => text.replace(/[^\x20-\x7e]/g, '-').replace(/[\\()]/g, (char) => `\\${char}`);

/** A one-page A4 PDF with a title and lines of text in Helvetica (no scripts, no actions, nothing embedded). */
export function certificatePdf(title: string, lines: readonly string[]): Buffer {
  const text = [
    'BT /F1 22 Tf 72 760 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 12 Tf 0 -40 Td 16 TL',
    ...lines.map((line) => `(${pdfText(line)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const xmlText = (text: string) =>
  text.replace(/[<>&"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[char] ?? char);

/** A PNG of an ID card (green band, a photo's place, the holder's name and a specimen mark). */
export async function idCardPng(holder: string, number: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">
    <rect width="640" height="400" rx="24" fill="#f8fafc" stroke="#166534" stroke-width="6"/>
    <rect x="3" y="3" width="634" height="70" rx="21" fill="#166534"/>
    <text x="32" y="48" font-family="sans-serif" font-size="26" font-weight="bold" fill="#ffffff">NATIONAL IDENTITY CARD</text>
    <rect x="32" y="104" width="150" height="190" rx="12" fill="#cbd5e1"/>
    <circle cx="107" cy="170" r="38" fill="#94a3b8"/>
    <rect x="62" y="220" width="90" height="60" rx="30" fill="#94a3b8"/>
    <text x="214" y="140" font-family="sans-serif" font-size="18" fill="#475569">Name</text>
    <text x="214" y="172" font-family="sans-serif" font-size="28" font-weight="bold" fill="#0f172a">${xmlText(holder)}</text>
    <text x="214" y="222" font-family="sans-serif" font-size="18" fill="#475569">NIN</text>
    <text x="214" y="254" font-family="sans-serif" font-size="28" fill="#0f172a">${xmlText(number)}</text>
    <text x="32" y="360" font-family="sans-serif" font-size="17" font-weight="bold" fill="#b91c1c">FLEETCARE DEMO SPECIMEN - NOT A REAL DOCUMENT</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * A PNG portrait for a demo person's photo: their initials in white on a coloured square with a lighter head and
 * shoulders behind them (square, so the avatar's crop keeps all of it).
 */
export async function initialsPortraitPng(initials: string, background: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
    <rect width="512" height="512" fill="${xmlText(background)}"/>
    <circle cx="256" cy="200" r="110" fill="#ffffff" fill-opacity="0.18"/>
    <ellipse cx="256" cy="500" rx="190" ry="150" fill="#ffffff" fill-opacity="0.18"/>
    <text x="256" y="240" text-anchor="middle" font-family="sans-serif" font-size="120" font-weight="bold" fill="#ffffff">${xmlText(initials)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
