import PDFDocument from 'pdfkit';

/** The page's usable box (A4 in points, 50 pt margins). */
export const PAGE = { left: 50, right: 545, top: 50, bottom: 792 } as const;
const WIDTH = PAGE.right - PAGE.left;

const INK = '#1f2430';
const MUTED = '#5b6270';
const RULE = '#c9ced8';

/** An instant as the pack writes it: '2026-11-29 12:00:05 UTC'. */
export const when = (at: Date | string | null | undefined): string =>
  at == null ? '—' : `${new Date(at).toISOString().slice(0, 19).replace('T', ' ')} UTC`;

/** A PDF being written, with the few moves the pack's sections are made of. */
export class PdfLayout {
  readonly doc: PDFKit.PDFDocument;

  constructor(title: string) {
    this.doc = new PDFDocument({
      size: 'A4',
      margins: { top: PAGE.top, left: PAGE.left, right: 595 - PAGE.right, bottom: 50 },
      info: { Title: title, Producer: 'Prize Wheel', Creator: 'Prize Wheel' },
      bufferPages: false,
    });
    this.doc.fillColor(INK);
  }

  /** Starts a new page when less than `height` points are left on this one. */
  room(height: number): void {
    if (this.doc.y + height > PAGE.bottom - 10) this.doc.addPage();
  }

  title(text: string, subtitle: string): void {
    this.doc.font('Helvetica-Bold').fontSize(18).fillColor(INK).text(text, PAGE.left, PAGE.top);
    this.doc.moveDown(0.2).font('Helvetica').fontSize(9).fillColor(MUTED).text(subtitle);
    this.doc.fillColor(INK).moveDown(0.6);
  }

  heading(text: string): void {
    this.room(60);
    // The space above in the heading's own size: after small text (a JSON document) it would shrink.
    this.doc.font('Helvetica-Bold').fontSize(13).moveDown(0.8).fillColor(INK).text(text, PAGE.left);
    const y = this.doc.y + 2;
    this.doc.moveTo(PAGE.left, y).lineTo(PAGE.right, y).lineWidth(0.5).strokeColor(RULE).stroke();
    this.doc.moveDown(0.5);
  }

  subheading(text: string): void {
    this.room(40);
    this.doc.font('Helvetica-Bold').fontSize(10).moveDown(0.5).fillColor(INK).text(text, PAGE.left);
    this.doc.moveDown(0.2);
  }

  paragraph(text: string, muted = false, mono = false): void {
    this.room(20);
    this.doc
      .font(mono ? 'Courier' : 'Helvetica')
      .fontSize(mono ? 7.5 : 9.5)
      .fillColor(muted ? MUTED : INK)
      .text(text, PAGE.left, this.doc.y, { width: WIDTH });
    this.doc.fillColor(INK);
  }

  /** Label and value pairs, one a line; `mono` values (hashes, seeds) in Courier. */
  facts(rows: readonly [string, string][], mono: readonly string[] = []): void {
    for (const [label, value] of rows) {
      this.room(16);
      const y = this.doc.y;
      this.doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text(label, PAGE.left, y, { width: 140 });
      this.doc
        .font(mono.includes(label) ? 'Courier' : 'Helvetica')
        .fontSize(mono.includes(label) ? 8 : 9)
        .fillColor(INK)
        .text(value, PAGE.left + 150, y, { width: WIDTH - 150 });
      this.doc.moveDown(0.25);
    }
  }

  /** A table: a header row and rows of cells, each column `widths[i]` points wide. */
  table(header: readonly string[], rows: readonly string[][], widths: readonly number[]): void {
    const line = (cells: readonly string[], bold: boolean) => {
      this.room(16);
      const y = this.doc.y;
      let x = PAGE.left;
      let bottom = y;
      this.doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
      cells.forEach((cell, i) => {
        const width = widths[i] ?? 60;
        this.doc.text(cell, x, y, { width: width - 6 });
        bottom = Math.max(bottom, this.doc.y);
        x += width;
      });
      this.doc.y = bottom + 2;
      this.doc.x = PAGE.left;
    };
    line(header, true);
    const y = this.doc.y;
    this.doc.moveTo(PAGE.left, y).lineTo(PAGE.right, y).lineWidth(0.3).strokeColor(RULE).stroke();
    this.doc.y = y + 3;
    for (const row of rows) line(row, false);
    this.doc.moveDown(0.4);
  }

  /** The finished file's bytes. */
  finish(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<Uint8Array>((resolve, reject) => {
      this.doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
      this.doc.on('error', reject);
    });
    this.doc.end();
    return done;
  }
}
