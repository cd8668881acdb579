import { deflateRawSync, gzipSync, crc32 as zlibCrc32 } from 'node:zlib';
import { Header } from 'tar';

/**
 * Archive builders for the upload tests: they write exactly the bytes a hostile archive would
 * carry (names with `..`, absolute paths, links, devices, lying sizes), which ordinary archivers
 * refuse to produce.
 */

export interface ZipItem {
  name: string;
  data?: Buffer | string;
  /** Unix mode in the upper 16 bits of the external attributes, e.g. 0o120777 for a link. */
  mode?: number;
  /** Store instead of deflate. */
  store?: boolean;
  /** A declared uncompressed size that differs from the real one. */
  lieSize?: number;
}

const crc32 = (buf: Buffer): number => {
  if (typeof zlibCrc32 === 'function') return zlibCrc32(buf) >>> 0;
  let c: number;
  let crc = 0xffffffff;
  for (const byte of buf) {
    c = (crc ^ byte) & 0xff;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crc = (crc >>> 8) ^ c;
  }
  return (crc ^ 0xffffffff) >>> 0;
};

/** A zip file (UTF-8 names) holding the items as given. */
export function zip(items: ZipItem[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const item of items) {
    const name = Buffer.from(item.name, 'utf8');
    const raw = Buffer.isBuffer(item.data) ? item.data : Buffer.from(item.data ?? '', 'utf8');
    const data = item.store ? raw : deflateRawSync(raw);
    const method = item.store ? 0 : 8;
    const crc = crc32(raw);
    const size = item.lieSize ?? raw.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4); // made by Unix
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(((item.mode ?? (item.name.endsWith('/') ? 0o040755 : 0o100644)) << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(items.length, 8);
  end.writeUInt16LE(items.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export interface TarItem {
  path: string;
  type?: 'File' | 'Directory' | 'SymbolicLink' | 'Link' | 'CharacterDevice' | 'FIFO';
  data?: Buffer | string;
  linkpath?: string;
  mode?: number;
}

/** A tar stream (gzipped with `gzip`) holding the items as given. */
export function tar(items: TarItem[], gzip = false): Buffer {
  const blocks: Buffer[] = [];
  for (const item of items) {
    const data = Buffer.isBuffer(item.data) ? item.data : Buffer.from(item.data ?? '', 'utf8');
    const type = item.type ?? 'File';
    const header = new Header({
      path: item.path,
      type,
      size: type === 'File' ? data.length : 0,
      mode: item.mode ?? (type === 'Directory' ? 0o755 : 0o644),
      linkpath: item.linkpath,
      mtime: new Date(),
      uid: 0,
      gid: 0,
      uname: '',
      gname: '',
    });
    const block = Buffer.alloc(512);
    header.encode(block, 0);
    blocks.push(block);
    if (type === 'File' && data.length) {
      blocks.push(data, Buffer.alloc((512 - (data.length % 512)) % 512));
    }
  }
  blocks.push(Buffer.alloc(1024));
  const out = Buffer.concat(blocks);
  return gzip ? gzipSync(out) : out;
}
