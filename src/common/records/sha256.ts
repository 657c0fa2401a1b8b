import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex } from '@noble/hashes/utils';

/**
 * SHA-256 in plain JavaScript, the same in Node and in the browser, so the verifier behind
 * `npx parley verify` and the web's /verify page is one piece of code. Text is hashed as UTF-8.
 */
export function sha256Hex(data: string | Uint8Array): string {
  return bytesToHex(sha256(typeof data === 'string' ? new TextEncoder().encode(data) : data));
}
