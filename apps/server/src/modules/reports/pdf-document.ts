import PDFDocument from 'pdfkit';

/**
 * The one page layout of every report PDF (pdfkit, vector text): A4 portrait, Helvetica — its WinAnsi
 * encoding covers æ ø å Æ Ø Å and the other Norwegian letters —, a title, a header block of label and
 * value lines, section headings, tables with right-aligned amounts that break across pages with their
 * column headings repeated, and 'Side n av m' on every page. Pure: no SQL, no HTTP.
 */

const PAGE_MARGIN = 50;
const FOOTER_SPACE = 30;
const CELL_PADDING = 3;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const TEXT_SIZE = 9;
const RULE_COLOUR = '#d0d0d0';
const HEADING_FILL = '#eeeeee';
/** A table with its heading no taller than this (points, a third of the page) is never split across pages. */
const KEEP_TOGETHER = 260;

/** Characters Helvetica's WinAnsi encoding has beyond Latin-1 (Windows-1252's 0x80–0x9F). */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** The text as Helvetica can draw it: line breaks and tabs as spaces, a character outside WinAnsi as '?'. */
export function pdfText(text: string): string {
  let out = '';
  for (const character of text.replace(/[\r\n\t]+/g, ' ')) {
    const code = character.codePointAt(0)!;
    if (code >= 0x20 && code <= 0x7e) out += character;
    else if (code === 0x202f) out += '\u00a0';
    else if ((code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(character)) out += character;
    else out += '?';
  }
  return out;
}

export interface PdfColumn {
  header: string;
  /** A share of the content width; the shares of a table's columns add up to 1. */
  width: number;
  align?: 'left' | 'right';
}

export interface PdfTableOptions {
  /** The last row in bold: a total. */
  totalRow?: boolean;
}

/** A report being written; `finish()` answers the PDF's bytes. */
export class ReportPdf {
  private readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;
  private pendingHeading: string | undefined;

  constructor(
    private readonly title: string,
    header: readonly (readonly [label: string, value: string])[],
  ) {
    this.doc = new PDFDocument({
      size: 'A4',
      margins: { top: PAGE_MARGIN, left: PAGE_MARGIN, right: PAGE_MARGIN, bottom: PAGE_MARGIN + FOOTER_SPACE },
      bufferPages: true,
      info: { Title: title, Author: 'Bakrom', Creator: 'Bakrom' },
    });
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.done = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
    this.doc.font(BOLD).fontSize(18).fillColor('black').text(pdfText(title), PAGE_MARGIN, PAGE_MARGIN, { width: this.width });
    this.doc.moveDown(0.5);
    this.keyValues(header);
  }

  private get width(): number {
    return this.doc.page.width - PAGE_MARGIN * 2;
  }

  private get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  private ensureRoom(height: number): void {
    if (this.doc.y + height > this.bottom) {
      this.doc.addPage();
      this.doc.y = PAGE_MARGIN;
    }
  }

  /** Label and value lines (the report's header block). */
  keyValues(pairs: readonly (readonly [label: string, value: string])[]): this {
    const labelWidth = 160;
    for (const [label, value] of pairs) {
      const text = pdfText(value);
      const height = Math.max(
        this.doc.font(BOLD).fontSize(10).heightOfString(pdfText(label), { width: labelWidth }),
        this.doc
          .font(FONT)
          .fontSize(10)
          .heightOfString(text || ' ', { width: this.width - labelWidth }),
      );
      this.ensureRoom(height + 2);
      const y = this.doc.y;
      this.doc.font(BOLD).fontSize(10).text(pdfText(label), PAGE_MARGIN, y, { width: labelWidth });
      this.doc
        .font(FONT)
        .fontSize(10)
        .text(text, PAGE_MARGIN + labelWidth, y, { width: this.width - labelWidth });
      this.doc.y = y + height + 2;
    }
    this.doc.x = PAGE_MARGIN;
    this.doc.moveDown(0.6);
    return this;
  }

  /** A section heading: drawn with what follows it, so that it never ends a page alone. */
  section(title: string): this {
    this.pendingHeading = title;
    return this;
  }

  private headingHeight(): number {
    if (!this.pendingHeading) return 0;
    return this.doc.font(BOLD).fontSize(12).heightOfString(pdfText(this.pendingHeading), { width: this.width }) + 12;
  }

  private drawHeading(): void {
    if (!this.pendingHeading) return;
    this.doc.moveDown(0.4);
    this.doc.font(BOLD).fontSize(12).fillColor('black').text(pdfText(this.pendingHeading), PAGE_MARGIN, this.doc.y, { width: this.width });
    this.doc.moveDown(0.3);
    this.pendingHeading = undefined;
  }

  /** A line of text, such as 'Ingen omsetning.' */
  note(text: string): this {
    this.ensureRoom(this.headingHeight() + 20);
    this.drawHeading();
    this.doc.font(FONT).fontSize(10).fillColor('black').text(pdfText(text), PAGE_MARGIN, this.doc.y, { width: this.width });
    this.doc.moveDown(0.5);
    return this;
  }

  private rowHeight(columns: readonly PdfColumn[], cells: readonly string[], font: string): number {
    this.doc.font(font).fontSize(TEXT_SIZE);
    const heights = columns.map((column, index) =>
      this.doc.heightOfString(pdfText(cells[index] ?? '') || ' ', { width: column.width * this.width - CELL_PADDING * 2 }),
    );
    return Math.max(...heights) + CELL_PADDING * 2;
  }

  private drawRow(columns: readonly PdfColumn[], cells: readonly string[], font: string, fill?: string): void {
    const height = this.rowHeight(columns, cells, font);
    const top = this.doc.y;
    if (fill) this.doc.rect(PAGE_MARGIN, top, this.width, height).fill(fill);
    let x = PAGE_MARGIN;
    this.doc.font(font).fontSize(TEXT_SIZE).fillColor('black');
    columns.forEach((column, index) => {
      const width = column.width * this.width;
      this.doc.text(pdfText(cells[index] ?? ''), x + CELL_PADDING, top + CELL_PADDING, {
        width: width - CELL_PADDING * 2,
        align: column.align ?? 'left',
        lineBreak: true,
      });
      x += width;
    });
    this.doc
      .moveTo(PAGE_MARGIN, top + height)
      .lineTo(PAGE_MARGIN + this.width, top + height)
      .lineWidth(0.5)
      .strokeColor(RULE_COLOUR)
      .stroke();
    this.doc.x = PAGE_MARGIN;
    this.doc.y = top + height;
  }

  /** A table; when a row does not fit, it goes on the next page under the column headings again. */
  table(columns: readonly PdfColumn[], rows: readonly (readonly string[])[], options: PdfTableOptions = {}): this {
    const headers = columns.map((column) => column.header);
    const headerHeight = this.rowHeight(columns, headers, BOLD);
    const heights = rows.map((row, index) => this.rowHeight(columns, row, options.totalRow && index === rows.length - 1 ? BOLD : FONT));
    const whole = this.headingHeight() + headerHeight + heights.reduce((sum, height) => sum + height, 0);
    // A short table moves to the next page whole; a long one starts here with at least its first row.
    this.ensureRoom(whole <= KEEP_TOGETHER ? whole : this.headingHeight() + headerHeight + (heights[0] ?? 0));
    this.drawHeading();
    this.drawRow(columns, headers, BOLD, HEADING_FILL);
    rows.forEach((row, index) => {
      const font = options.totalRow && index === rows.length - 1 ? BOLD : FONT;
      const height = heights[index]!;
      if (this.doc.y + height > this.bottom) {
        this.doc.addPage();
        this.doc.y = PAGE_MARGIN;
        this.drawRow(columns, headers, BOLD, HEADING_FILL);
      }
      this.drawRow(columns, row, font);
    });
    this.doc.moveDown(0.8);
    return this;
  }

  /** Page numbers and the title in every page's footer, then the document's bytes. */
  finish(): Promise<Buffer> {
    const range = this.doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index++) {
      this.doc.switchToPage(index);
      const page = this.doc.page;
      const bottomMargin = page.margins.bottom;
      page.margins.bottom = 0;
      const y = page.height - PAGE_MARGIN - 10;
      this.doc.font(FONT).fontSize(8).fillColor('#555555');
      this.doc.text(pdfText(this.title), PAGE_MARGIN, y, { width: this.width / 2, lineBreak: false });
      this.doc.text(`Side ${index - range.start + 1} av ${range.count}`, PAGE_MARGIN + this.width / 2, y, {
        width: this.width / 2,
        align: 'right',
        lineBreak: false,
      });
      page.margins.bottom = bottomMargin;
    }
    this.doc.end();
    return this.done;
  }
}
