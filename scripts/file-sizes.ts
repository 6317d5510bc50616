// Raw, gzip and brotli sizes of built files: shared by the size budgets and the bench.
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface FileSize {
  raw: number;
  gzip: number;
  brotli: number;
}

export function fileSize(file: string): FileSize {
  const bytes = readFileSync(file);
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
