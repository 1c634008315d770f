import { constants, crc32, deflateRawSync } from 'node:zlib';

const gzipHeader = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);

/** Deflate's stored block (type 00, not the last): the text as it is, after a byte-aligned end. */
function storedBlock(text: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.writeUInt16LE(text.length, 1);
  head.writeUInt16LE(~text.length & 0xffff, 3);
  return Buffer.concat([head, text]);
}

/**
 * A page compressed once, in parts cut at `cuts`, to which each request's texts (a form token,
 * an attribution) are written between the parts as stored blocks: a gzip stream per request for
 * a copy and a CRC-32, no compression. Each part is deflated on its own and ends on a full
 * flush, so none refers back past its start and the texts can sit between them (RFC 1951).
 */
export function gzipTemplate(page: Buffer, cuts: number[]) {
  const ends = [...cuts, page.length];
  const parts = ends.map((end, index) => page.subarray(index === 0 ? 0 : ends[index - 1], end));
  const deflated = parts.map((part, index) =>
    deflateRawSync(part, {
      level: 9,
      finishFlush: index === parts.length - 1 ? constants.Z_FINISH : constants.Z_FULL_FLUSH,
    }),
  );
  /** `texts[i]` goes right after cut i; each at most 65,535 bytes, as one stored block holds. */
  return (texts: string[]): Buffer => {
    const chunks: Buffer[] = [gzipHeader];
    let crc = 0;
    let size = 0;
    parts.forEach((part, index) => {
      chunks.push(deflated[index] as Buffer);
      crc = crc32(part, crc);
      size += part.length;
      const text = Buffer.from(texts[index] ?? '');
      if (index < cuts.length && text.length > 0) {
        chunks.push(storedBlock(text));
        crc = crc32(text, crc);
        size += text.length;
      }
    });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(size >>> 0, 4);
    return Buffer.concat([...chunks, trailer]);
  };
}
