import { readFileSync } from 'node:fs';
import path from 'node:path';
import pdfmake from 'pdfmake';

/**
 * pdfmake with Roboto (it has Cyrillic) taken from the pdfmake package itself: the fonts are
 * read once from node_modules and handed to pdfmake's in-memory file system, and both of its
 * access policies refuse everything else — an invoice never fetches a URL or reads a file a
 * document definition names. next.config.ts traces the font files into the server build.
 */
export const FONT_DIR = path.join('node_modules', 'pdfmake', 'build', 'fonts', 'Roboto');

const FILES = {
  normal: 'Roboto-Regular.ttf',
  bold: 'Roboto-Medium.ttf',
  italics: 'Roboto-Italic.ttf',
  bolditalics: 'Roboto-MediumItalic.ttf',
} as const;

let ready = false;

function setUp(): void {
  if (ready) return;
  for (const file of Object.values(FILES)) {
    if (!pdfmake.virtualfs.existsSync(file)) {
      pdfmake.virtualfs.writeFileSync(file, readFileSync(path.join(process.cwd(), FONT_DIR, file)));
    }
  }
  pdfmake.setFonts({ Roboto: { ...FILES } });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  ready = true;
}

/** A pdfmake document definition rendered to PDF bytes. */
export async function renderPdf(doc: object): Promise<Buffer> {
  setUp();
  return pdfmake.createPdf(doc).getBuffer();
}
