import type { Database } from '../db/client';
import { vacuumSearchIndex } from '../search/rebuild';
import { applyGroup, applyPriceType, applyProperty, applyWarehouse } from './classifier';
import { ExchangeError } from './errors';
import { applyGood, flushGoods } from './goods';
import {
  hideUnlisted,
  hideUnlistedInSession,
  isPackagePart,
  rememberListed,
} from './hide-unlisted';
import { newContext, type ImportContext, type ImportStats } from './import-context';
import { applyOffer, flushOffers } from './offers';
import { enterBulkImport } from './search-bulk';
import { readXml, type XmlEvent } from './xml-reader';

export type { ImportStats } from './import-context';

export interface ImportDeps {
  db: Database;
  onCatalogChanged: (tags: string[]) => void | Promise<void>;
}

export interface ImportResult {
  state: 'progress' | 'success';
  stats: ImportStats;
}

const ROOT = 'КоммерческаяИнформация';
const SUPPORTED_VERSION = /^2\.(0[3-9]|10)(\.\d+)?$/;

/** Which elements are read as whole records; everything else streams past. */
export function isRecord(path: readonly string[]): boolean {
  const [parent, name] = path.slice(-2);
  const section = path.at(-3);
  if (name === 'Группа') return parent === 'Группы' && section === 'Классификатор';
  if (name === 'Свойство' || name === 'СвойствоНоменклатуры')
    return parent === 'Свойства' && section === 'Классификатор';
  if (name === 'ТипЦены') return parent === 'ТипыЦен';
  if (name === 'Склад') return parent === 'Склады';
  if (name === 'Товар') return parent === 'Товары' && section === 'Каталог';
  return name === 'Предложение' && parent === 'Предложения';
}

interface FileState {
  classifier: boolean;
  catalog: boolean;
  offers: boolean;
  /** Каталог says it holds only changes (absent: a full catalogue). */
  catalogChangesOnly: boolean;
  groups: number;
}

function onOpen(state: FileState, event: Extract<XmlEvent, { type: 'open' }>) {
  const [name] = event.path.slice(-1);
  if (event.path.length === 1) {
    if (name !== ROOT) {
      throw new ExchangeError(
        `Корневой элемент «${name}» — это не файл обмена CommerceML (ждали «${ROOT}»).`,
      );
    }
    const version = event.attrs.ВерсияСхемы?.trim();
    if (version && !SUPPORTED_VERSION.test(version)) {
      throw new ExchangeError(
        `Версия схемы CommerceML «${version}» не поддерживается: принимаются 2.03–2.10.`,
      );
    }
  }
  if (event.path.length !== 2) return;
  if (name === 'Каталог') {
    state.catalog = true;
    state.catalogChangesOnly = event.attrs.СодержитТолькоИзменения?.trim() === 'true';
  }
  if (name === 'ПакетПредложений') state.offers = true;
  if (name === 'Классификатор') state.classifier = true;
}

async function onEvent(ctx: ImportContext, state: FileState, event: XmlEvent) {
  if (event.type === 'open') return onOpen(state, event);
  if (event.type === 'text') {
    // Schema 2.03–2.06 writes the flag as a child element instead of an attribute.
    if (event.path.at(-1) === 'СодержитТолькоИзменения' && event.path.at(-2) === 'Каталог') {
      state.catalogChangesOnly = event.text === 'true';
    }
    return;
  }
  const { node } = event;
  switch (node.name) {
    case 'Группа':
      state.groups += 1;
      return applyGroup(ctx, node, null, state.groups);
    case 'Свойство':
    case 'СвойствоНоменклатуры':
      return applyProperty(ctx, node);
    case 'ТипЦены':
      return applyPriceType(ctx, node);
    case 'Склад':
      return applyWarehouse(ctx, node);
    case 'Товар':
      return applyGood(ctx, node);
    default:
      return applyOffer(ctx, node);
  }
}

const changedAnything = (s: ImportStats) =>
  s.categoriesCreated +
    s.categoriesUpdated +
    s.productsCreated +
    s.productsUpdated +
    s.productsHidden +
    s.offersUpdated >
  0;

/**
 * Imports one CommerceML file (import*.xml, offers*.xml, prices*.xml, rests*.xml — told apart by
 * content, not name) in one transaction: a refusal (ExchangeError) leaves the database as it
 * was. Matching is by 1C Ид, so running the same file twice changes nothing the second time.
 */
export async function importExchangeFile(
  deps: ImportDeps,
  file: { path: string; name: string },
  session: { id: number },
): Promise<ImportResult> {
  const state: FileState = {
    classifier: false,
    catalog: false,
    offers: false,
    catalogChangesOnly: false,
    groups: 0,
  };
  let stats: ImportStats | null = null;
  await deps.db.db.transaction(async (tx) => {
    await enterBulkImport(tx);
    const ctx = newContext(tx, file.name);
    for await (const event of readXml(file.path, isRecord)) await onEvent(ctx, state, event);
    await flushGoods(ctx);
    await flushOffers(ctx);
    if (!state.classifier && !state.catalog && !state.offers) {
      throw new ExchangeError(
        `Файл «${file.name}» не содержит ни классификатора, ни каталога, ни пакета предложений.`,
      );
    }
    if (state.catalog && !state.catalogChangesOnly) {
      const listed = ctx.seen.goods;
      if (isPackagePart(file.name)) await rememberListed(tx, session.id, listed);
      else ctx.stats.productsHidden += await hideUnlisted(tx, listed);
    }
    stats = ctx.stats;
  });
  const done = stats as ImportStats | null;
  if (!done) throw new ExchangeError(`Файл «${file.name}» не обработан.`);
  if (changedAnything(done)) {
    // The search documents follow by triggers; the embedded database needs the vacuum the seed runs.
    await vacuumSearchIndex(deps.db.db).catch(() => undefined);
    await deps.onCatalogChanged(['catalog']);
  }
  return { state: 'success', stats: done };
}

/**
 * The end of a catalogue session (1C's mode=deactivate or mode=complete): when the session
 * brought a full catalogue in packages, the 1C goods none of them listed are hidden now.
 */
export async function finishCatalogImport(
  deps: ImportDeps,
  session: { id: number },
): Promise<{ hidden: number }> {
  const hidden = await hideUnlistedInSession(deps.db.db, session.id);
  if (hidden) await deps.onCatalogChanged(['catalog']);
  return { hidden: hidden ?? 0 };
}
