import 'server-only';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * The embedded database's files on disk, as PGlite's own NodeFS keeps them, with one change:
 * a file's size is remembered between its writes.
 *
 * PostgreSQL asks a relation's size (`lseek(fd, 0, SEEK_END)`) for the table and every index
 * each time it plans a statement; Emscripten's NODEFS answers each ask with an `fstat` system
 * call. With 19 indexes on the products table, a search keystroke asked about 190 of them:
 * about 10% of the dropdown's time in the bench's CPU profile. The size only changes
 * through this process's own writes and truncations (PGlite holds its data directory alone),
 * so each of those forgets the file's size, and the next ask reads it from the disk again.
 */
export class SizeCachingNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>) {
    const ready = await super.init(...args);
    const preRun = ready.emscriptenOpts.preRun ?? [];
    ready.emscriptenOpts.preRun = [...preRun, (mod: unknown) => cacheSizes(mod as EmscriptenFs)];
    return ready;
  }
}

/** The few parts of Emscripten's file system this touches. */
interface EmscriptenFs {
  FS: { isFile(mode: number): boolean };
  NODEFS: { stream_ops: StreamOps; node_ops: { setattr?(node: object, attr: unknown): unknown } };
}
type Stream = { node: { mode: number } };
interface StreamOps {
  llseek?(stream: Stream, offset: number, whence: number): number;
  write?(stream: Stream, ...rest: unknown[]): number;
  setattr?(stream: Stream, attr: unknown): unknown;
}

const SEEK_END = 2;

function cacheSizes({ FS, NODEFS }: EmscriptenFs): void {
  const sizes = new WeakMap<object, number>();
  const streams = NODEFS.stream_ops;
  const nodes = NODEFS.node_ops;
  const llseek = streams.llseek?.bind(streams);
  const write = streams.write?.bind(streams);
  const setattr = streams.setattr?.bind(streams);
  const setNodeAttr = nodes.setattr?.bind(nodes);
  if (!llseek || !write || !setattr || !setNodeAttr) return;
  streams.llseek = (stream: Stream, offset: number, whence: number) => {
    if (whence !== SEEK_END || !FS.isFile(stream.node.mode)) return llseek(stream, offset, whence);
    let size = sizes.get(stream.node);
    if (size === undefined) {
      size = llseek(stream, 0, SEEK_END);
      sizes.set(stream.node, size);
    }
    return offset + size;
  };
  streams.write = (stream: Stream, ...rest: unknown[]) => {
    sizes.delete(stream.node);
    return write(stream, ...rest);
  };
  streams.setattr = (stream: Stream, attr: unknown) => {
    sizes.delete(stream.node);
    return setattr(stream, attr);
  };
  nodes.setattr = (node: object, attr: unknown) => {
    sizes.delete(node);
    return setNodeAttr(node, attr);
  };
}
