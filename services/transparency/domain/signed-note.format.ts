import { KeyObject, createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign } from 'node:crypto';

/**
 * C2SP signed notes (c2sp.org/signed-note) with Ed25519 keys, and the tlog-checkpoint body
 * (c2sp.org/tlog-checkpoint). Keys use the notes' text forms:
 *   signer   PRIVATE+KEY+<name>+<hex key id>+<base64(0x01 ‖ 32-byte seed)>
 *   verifier <name>+<hex key id>+<base64(0x01 ‖ 32-byte public key)>
 * with key id = SHA-256(name ‖ 0x0A ‖ 0x01 ‖ public key)[:4], as Go's golang.org/x/mod/sumdb/note does.
 */

const ED25519 = 0x01;
// DER prefixes of an Ed25519 PKCS#8 private key and SPKI public key; the raw 32 bytes follow.
const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

export interface NoteSigner {
  name: string;
  keyId: Buffer;
  privateKey: KeyObject;
  publicKey: Buffer;
  /** The verifier key in the signed-note text form. */
  verifierKey: string;
  /** The signer key in the signed-note text form (secret). */
  signerKey: string;
}

/** Key names: non-empty, no whitespace, no '+' (the text forms split on it). */
export function validKeyName(name: string): boolean {
  return name.length > 0 && !/[\s+]/.test(name);
}

function keyId(name: string, publicKey: Buffer): Buffer {
  return createHash('sha256').update(name).update(Buffer.of(0x0a, ED25519)).update(publicKey).digest().subarray(0, 4);
}

function signerFromSeed(name: string, seed: Buffer): NoteSigner {
  const privateKey = createPrivateKey({ key: Buffer.concat([PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' });
  const publicKey = createPublicKey(privateKey).export({ format: 'der', type: 'spki' }).subarray(SPKI_PREFIX.length);
  const id = keyId(name, publicKey);
  return {
    name,
    keyId: id,
    privateKey,
    publicKey,
    verifierKey: `${name}+${id.toString('hex')}+${Buffer.concat([Buffer.of(ED25519), publicKey]).toString('base64')}`,
    signerKey: `PRIVATE+KEY+${name}+${id.toString('hex')}+${Buffer.concat([Buffer.of(ED25519), seed]).toString('base64')}`,
  };
}

/** A new random Ed25519 signer. */
export function generateSigner(name: string): NoteSigner {
  if (!validKeyName(name)) throw new Error(`"${name}" cannot name a note key (no spaces or '+')`);
  const der = generateKeyPairSync('ed25519').privateKey.export({ format: 'der', type: 'pkcs8' });
  return signerFromSeed(name, der.subarray(PKCS8_PREFIX.length));
}

/** Parses a signer key's text form; throws a message naming what is wrong. */
export function parseSignerKey(text: string): NoteSigner {
  // The base64 key may itself hold '+': split off the first four fields only.
  const parts = /^(PRIVATE)\+(KEY)\+([^+]*)\+([^+]*)\+(.*)$/.exec(text.trim())?.slice(1) ?? [];
  if (parts.length !== 5) {
    throw new Error('expected PRIVATE+KEY+<name>+<hex key id>+<base64 key>');
  }
  const [, , name, idHex, keyB64] = parts;
  if (!validKeyName(name)) throw new Error('the key name is empty or has spaces');
  const raw = Buffer.from(keyB64, 'base64');
  if (raw.length !== 33 || raw[0] !== ED25519 || raw.toString('base64') !== keyB64) throw new Error('not a base64 Ed25519 key (0x01 ‖ 32-byte seed)');
  const signer = signerFromSeed(name, raw.subarray(1));
  if (signer.keyId.toString('hex') !== idHex) throw new Error('the key id does not match the key');
  return signer;
}

/** The checkpoint body: origin, tree size, base64 root, each on its own line. */
export function checkpointBody(origin: string, size: number, root: Uint8Array): string {
  return `${origin}\n${size}\n${Buffer.from(root).toString('base64')}\n`;
}

/** The body followed by a blank line and the signer's signature line. */
export function signNote(body: string, signer: NoteSigner): string {
  if (!body.endsWith('\n')) throw new Error('a note text ends with a newline');
  const signature = sign(null, Buffer.from(body, 'utf8'), signer.privateKey);
  return `${body}\n\u2014 ${signer.name} ${Buffer.concat([signer.keyId, signature]).toString('base64')}\n`;
}
