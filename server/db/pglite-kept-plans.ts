import 'server-only';
import { PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

const { serialize } = protocol;

/**
 * A statement that starts with this comment is planned afresh for its values every time:
 * one whose best plan turns on how many rows its values match (at 100,000 goods, words
 * beginning with «к» stand in 90,259 of them, «гипсокартон» in 3,449), where a generic plan
 * would serve both with the plan of neither. On PostgreSQL it is only a comment.
 */
export const FRESH_PLAN = '/* fresh plan */';

/** Statements kept prepared at once; the least recently used is closed past it. */
const KEPT_STATEMENTS = 256;

interface Kept {
  name: string;
  types: number[];
}

/** «cached plan must not change result type», «prepared statement … does not exist». */
function outdated(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code } = error as { code?: string };
  return code === '26000' || (code === '0A000' && /cached plan/.test(error.message));
}

/**
 * PGlite whose queries keep their prepared statements.
 *
 * PGlite's own `query` sends every statement as the unnamed one, in six calls into the
 * engine: PostgreSQL parses, analyses and plans it anew each time. A search keystroke sends
 * the same few statement texts with new values, and several of them cost more to plan than to
 * run (the dictionary's word facts: 1.4 ms of planning, 0.9 of running, at 100,000 goods).
 * Here each text is prepared once under a name and then only bound and run, in one call; the
 * plan cache (plan_cache_mode auto) takes a generic plan where it costs no more than fresh ones,
 * and plans afresh where the values matter (a GIN probe's selectivity).
 */
export class KeptPlansPGlite extends PGlite {
  readonly #kept = new Map<string, Kept>();
  /** Names to close in the next call into the engine: pushed out, or outdated. */
  readonly #closing: string[] = [];
  #next = 0;

  override async query<T>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    if (options?.blob || text.startsWith(FRESH_PLAN)) return super.query<T>(text, params, options);
    await this._checkReady();
    return this._runExclusiveTransaction(() =>
      this._runExclusiveQuery(async () => {
        try {
          return await this.#run<T>(text, params, options);
        } catch (error) {
          if (!outdated(error)) throw error;
          // A migration changed what the statement returns, or someone deallocated it:
          // prepared again, it runs as new.
          this.#forget(text);
          return this.#run<T>(text, params, options);
        }
      }),
    );
  }

  async #run<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const kept = await this.#prepare(text, options);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = kept.types[i] ?? 0;
      const serializer = options?.serializers?.[type] ?? this.serializers[type];
      // A type without a serializer is sent as its text, as PGlite's own query sends it.
      return serializer ? serializer(value) : (value as { toString(): string }).toString();
    });
    const { messages } = await this.execProtocol(
      Buffer.concat([
        serialize.bind({ statement: kept.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    await this.syncToFs();
    return parse.parseResults(messages, this.parsers, options)[0] as Results<T>;
  }

  async #prepare(text: string, options?: QueryOptions): Promise<Kept> {
    const known = this.#kept.get(text);
    if (known) {
      this.#kept.delete(text);
      this.#kept.set(text, known);
      return known;
    }
    const name = `vitrina_${++this.#next}`;
    const oldest = this.#kept.size >= KEPT_STATEMENTS ? this.#kept.keys().next().value : undefined;
    if (oldest !== undefined) this.#forget(oldest);
    // Closed before the new one is parsed: a parse error skips what follows it. Closing a
    // statement the engine no longer has is no error.
    const parts = this.#closing.splice(0).map((old) => serialize.close({ type: 'S', name: old }));
    parts.push(
      serialize.parse({ name, text, types: options?.paramTypes }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    );
    const { messages } = await this.execProtocol(Buffer.concat(parts), { syncToFs: false });
    const described = messages.find((m) => m.name === 'parameterDescription') as
      { dataTypeIDs: number[] } | undefined;
    const kept = { name, types: described?.dataTypeIDs ?? [] };
    this.#kept.set(text, kept);
    return kept;
  }

  #forget(text: string): void {
    const kept = this.#kept.get(text);
    if (!kept) return;
    this.#kept.delete(text);
    this.#closing.push(kept.name);
  }
}
