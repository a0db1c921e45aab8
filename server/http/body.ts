// Reads a JSON request body with a size limit, without any framework parser, so each failure maps to
// the contract's own error answer (413, 400 malformed, 415 not JSON).
import type { IncomingMessage } from 'node:http';
import { isJsonContentType } from '../../src/contract/index.ts';

export type BodyResult =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; bytes: number }
  | { kind: 'too-large' }
  | { kind: 'malformed' }
  | { kind: 'too-deep' }
  | { kind: 'not-json' }
  | { kind: 'aborted' };

/**
 * JSON.parse copes with any depth, but JSON.stringify overflows the stack at a few thousand levels:
 * such a record could never be written to the data file. No call needs more than a few levels.
 */
export const MAX_JSON_DEPTH = 32;

export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return false;
}

/**
 * An oversized body is read to its end and dropped before the 413 goes out, so the client has sent
 * everything when it reads the answer: closing the connection while it still sends (as Node does
 * after answering a client that asked for `Connection: close`) makes the kernel reset it, and the
 * client then sees a network error instead of the 413. A client still sending this long after its
 * body passed the limit is cut off.
 */
const DISCARD_MS = 5000;

export function readJsonBody(req: IncomingMessage, limit: number): Promise<BodyResult> {
  const declared = Number(req.headers['content-length'] ?? NaN);
  const chunked = req.headers['transfer-encoding'] !== undefined;
  if (!chunked && (!declared || Number.isNaN(declared))) {
    req.resume();
    return Promise.resolve({ kind: 'none' });
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let cut: NodeJS.Timeout | undefined;
    const settle = (result: BodyResult) => {
      clearTimeout(cut);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('aborted', onError);
      req.off('close', onError);
      resolve(result);
    };
    const overLimit = () => {
      chunks.length = 0;
      cut ??= setTimeout(() => req.socket.destroy(), DISCARD_MS);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) overLimit();
      else chunks.push(chunk);
    };
    const onEnd = () => {
      if (cut) return settle({ kind: 'too-large' });
      if (size === 0) return settle({ kind: 'none' });
      if (!isJsonContentType(req.headers['content-type'])) return settle({ kind: 'not-json' });
      const text = Buffer.concat(chunks).toString('utf8');
      if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) return settle({ kind: 'too-deep' });
      try {
        settle({ kind: 'json', value: JSON.parse(text), bytes: size });
      } catch {
        settle({ kind: 'malformed' });
      }
    };
    const onError = () => settle({ kind: 'aborted' });
    if (declared > limit) overLimit();
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('aborted', onError);
    req.on('close', onError); // cut off, or gone, before the end
  });
}
