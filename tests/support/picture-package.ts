import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** One good of a generated 1C catalogue with its `Картинка` paths. */
export interface PictureGood {
  id: string;
  title: string;
  pictures: string[];
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A full import.xml of these goods, as 1C:УТ 11 writes it (pictures under import_files/). */
export function catalogXml(goods: PictureGood[]): string {
  const items = goods
    .map(
      (g) => `      <Товар>
        <Ид>${esc(g.id)}</Ид>
        <Артикул>${esc(g.id.toUpperCase())}</Артикул>
        <Наименование>${esc(g.title)}</Наименование>
        <БазоваяЕдиница Код="796" НаименованиеПолное="Штука">шт</БазоваяЕдиница>
${g.pictures.map((p) => `        <Картинка>${esc(p)}</Картинка>`).join('\n')}
      </Товар>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация ВерсияСхемы="2.10" xmlns="urn:1C.ru:commerceml_210" ДатаФормирования="2026-11-25T10:00:00">
  <Каталог СодержитТолькоИзменения="true">
    <Ид>cat-pictures</Ид>
    <ИдКлассификатора>cls-pictures</ИдКлассификатора>
    <Наименование>Каталог</Наименование>
    <Товары>
${items}
    </Товары>
  </Каталог>
</КоммерческаяИнформация>
`;
}

/** A real photo-like JPEG: a gradient with a bar, so a wrong rotation would show. */
export async function sampleJpeg(width: number, height: number, exifOrientation?: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#2f6fb3"/><stop offset="1" stop-color="#e8a33d"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <rect x="8%" y="8%" width="30%" height="12%" fill="#fff"/></svg>`;
  const image = sharp(Buffer.from(svg)).jpeg({ quality: 85 });
  return (
    exifOrientation ? image.withMetadata({ orientation: exifOrientation }) : image
  ).toBuffer();
}

export async function samplePng(width: number, height: number) {
  return sharp({ create: { width, height, channels: 4, background: '#3a9d5d80' } })
    .png()
    .toBuffer();
}

/** Writes import.xml and the given files (relative paths) into `dir`. */
export async function writePicturePackage(
  dir: string,
  goods: PictureGood[],
  files: Record<string, Uint8Array>,
): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'import.xml'), catalogXml(goods));
  for (const [name, bytes] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), bytes);
  }
}
