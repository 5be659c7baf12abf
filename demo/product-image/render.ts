import { type ProductImageKind, parseProductImageFile } from './name';
import { type Ctx, makeCtx, group, frame } from './svg';
import { drawAvtomat, drawElectro, drawKabel, rocker, socket } from './draw-electrical';
import { drawKrepezh, drawKrug, drawSverlo } from './draw-fasteners';
import { drawBlok, drawKirpich } from './draw-masonry';
import { drawKraska, drawMeshok } from './draw-mixes-paint';
import { drawSmesitel, drawTruba } from './draw-plumbing';
import { drawRulon, drawUteplitel } from './draw-rolls-insulation';
import { drawCherepica, drawKrovlya } from './draw-roofing';
import { drawPlitka } from './draw-tile';
import { drawDoska, drawGipsokarton, drawLaminat, drawProfil } from './draw-timber-sheets';
import { drawIzmeritel, drawMolotok, drawPowerTool, drawShpatel } from './draw-tools';

export function renderProductImage(file: string): string | null {
  const name = parseProductImageFile(file);
  if (!name) return null;
  const ctx = makeCtx(name);
  const body = DRAW[name.kind](ctx);
  const zoom = ZOOM[name.kind];
  return frame(
    ctx,
    zoom ? group(`translate(400 420) scale(${zoom}) translate(-400 -420)`, body) : body,
  );
}

/** Small items would otherwise float in empty space on a product card. */
const ZOOM: Partial<Record<ProductImageKind, number>> = {
  rozetka: 1.2,
  vyklyuchatel: 1.2,
  avtomat: 1.3,
  izmeritel: 1.25,
  smesitel: 1.1,
  kraska: 1.08,
  drel: 1.1,
};

const DRAW: Record<ProductImageKind, (ctx: Ctx) => string> = {
  kirpich: drawKirpich,
  blok: drawBlok,
  doska: drawDoska,
  meshok: drawMeshok,
  kraska: drawKraska,
  plitka: drawPlitka,
  gipsokarton: drawGipsokarton,
  profil: drawProfil,
  laminat: drawLaminat,
  krovlya: (ctx) => drawKrovlya(ctx, true),
  profnastil: (ctx) => drawKrovlya(ctx, false),
  cherepica: drawCherepica,
  rulon: drawRulon,
  uteplitel: drawUteplitel,
  truba: drawTruba,
  kabel: drawKabel,
  rozetka: (ctx) => drawElectro(ctx, socket),
  vyklyuchatel: (ctx) => drawElectro(ctx, rocker),
  avtomat: drawAvtomat,
  drel: (ctx) => drawPowerTool(ctx, 'drill'),
  perforator: (ctx) => drawPowerTool(ctx, 'hammer'),
  bolgarka: (ctx) => drawPowerTool(ctx, 'grinder'),
  molotok: drawMolotok,
  shpatel: drawShpatel,
  izmeritel: drawIzmeritel,
  samorez: (ctx) => drawKrepezh(ctx, 'screw'),
  dyubel: (ctx) => drawKrepezh(ctx, 'dowel'),
  gvozd: (ctx) => drawKrepezh(ctx, 'nail'),
  anker: (ctx) => drawKrepezh(ctx, 'anchor'),
  smesitel: drawSmesitel,
  krug: drawKrug,
  sverlo: drawSverlo,
};
