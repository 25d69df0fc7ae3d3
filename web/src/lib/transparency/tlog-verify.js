// @ts-check
/**
 * Verification of the transparency log, shared by the browser and `npm run verify` (Node): plain ESM
 * JavaScript with no dependencies and no build step, using only WebCrypto (SHA-256, Ed25519), which both
 * have. Everything a client checks is recomputed here from the bytes it holds, never taken on the
 * server's word:
 * - an event's chain hash: SHA-256 over the canonical JSON of stream, revision, type, data, time, prevHash;
 * - its inclusion in the Merkle tree (RFC 9162 §2.1.3.2; leaf input = the 32-byte chain hash);
 * - the consistency of two tree heads (RFC 9162 §2.1.4.2);
 * - a C2SP signed-note checkpoint's Ed25519 signature against the log's verifier key.
 * Tree sizes and indexes are plain numbers (exact up to 2^53), so halving uses division, not `>>`.
 */

export const GENESIS_HASH = '0'.repeat(64);

const encoder = new TextEncoder();

/** @param {Uint8Array} bytes */
export async function sha256(bytes) {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', /** @type {BufferSource} */ (bytes)));
}

/** @param {Uint8Array} bytes */
export function toBase64(bytes) {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** @param {string} text */
export function fromBase64(text) {
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) out[i] = binary.charCodeAt(i);
  return out;
}

/** @param {Uint8Array} bytes */
export function toHex(bytes) {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** @param {string} hex */
export function fromHex(hex) {
  if (!/^([0-9a-f]{2})*$/i.test(hex)) throw new Error('not hex');
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i += 1) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/** @param {Uint8Array} a @param {Uint8Array} b */
export function equalBytes(a, b) {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a[i] ^ b[i];
  return diff === 0;
}

/** @param {...Uint8Array} parts */
function concat(...parts) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** RFC 9162 leaf hash: SHA-256(0x00 ‖ leaf input). @param {Uint8Array} input */
export function leafHash(input) {
  return sha256(concat(Uint8Array.of(0), input));
}

/** RFC 9162 interior node: SHA-256(0x01 ‖ left ‖ right). @param {Uint8Array} left @param {Uint8Array} right */
export function nodeHash(left, right) {
  return sha256(concat(Uint8Array.of(1), left, right));
}

/** The leaf hash of an event: its 32-byte chain hash (hex) as the leaf input. @param {string} hashHex */
export function eventLeafHash(hashHex) {
  return leafHash(fromHex(hashHex));
}

/** JSON with object keys sorted at every level (the server's `canonicalJson`). @param {unknown} value @returns {string} */
export function canonicalJson(value) {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v)).join(',')}]`;
  const record = /** @type {Record<string, unknown>} */ (value);
  const parts = [];
  for (const key of Object.keys(record).sort()) {
    if (record[key] === undefined) continue;
    parts.push(`${JSON.stringify(key)}:${canonicalJson(record[key])}`);
  }
  return `{${parts.join(',')}}`;
}

/**
 * An event's chain hash, recomputed from its content.
 * @param {{stream: string, revision: number|string, type: string, data: unknown, time: string, prevHash: string}} e
 */
export async function eventHash(e) {
  const canonical = canonicalJson({
    stream: e.stream,
    revision: String(e.revision),
    type: e.type,
    data: e.data,
    time: e.time,
    prevHash: e.prevHash,
  });
  return toHex(await sha256(encoder.encode(canonical)));
}

const odd = (/** @type {number} */ n) => n % 2 === 1;
const half = (/** @type {number} */ n) => Math.floor(n / 2);

/**
 * RFC 9162 §2.1.3.2: does `auditPath` prove the leaf at `leafIndex` is in the tree of `treeSize` with `root`?
 * @param {{leafIndex: number, treeSize: number, leafHash: Uint8Array, auditPath: Uint8Array[], root: Uint8Array}} p
 */
export async function verifyInclusion({ leafIndex, treeSize, leafHash: leaf, auditPath, root }) {
  if (!Number.isSafeInteger(leafIndex) || !Number.isSafeInteger(treeSize) || leafIndex < 0 || leafIndex >= treeSize) return false;
  let fn = leafIndex;
  let sn = treeSize - 1;
  let r = leaf;
  for (const p of auditPath) {
    if (sn === 0) return false;
    if (odd(fn) || fn === sn) {
      r = await nodeHash(p, r);
      while (!odd(fn) && fn !== 0) {
        fn = half(fn);
        sn = half(sn);
      }
    } else {
      r = await nodeHash(r, p);
    }
    fn = half(fn);
    sn = half(sn);
  }
  return sn === 0 && equalBytes(r, root);
}

/**
 * RFC 9162 §2.1.4.2: does `proof` show the tree of `first` leaves (`firstRoot`) is a prefix of the tree of
 * `second` leaves (`secondRoot`)?
 * @param {{first: number, second: number, firstRoot: Uint8Array, secondRoot: Uint8Array, proof: Uint8Array[]}} p
 */
export async function verifyConsistency({ first, second, firstRoot, secondRoot, proof }) {
  if (!Number.isSafeInteger(first) || !Number.isSafeInteger(second) || first < 1 || first > second) return false;
  if (first === second) return proof.length === 0 && equalBytes(firstRoot, secondRoot);
  if (proof.length === 0) return false;
  const path = isPowerOfTwo(first) ? [firstRoot, ...proof] : proof;
  let fn = first - 1;
  let sn = second - 1;
  while (odd(fn)) {
    fn = half(fn);
    sn = half(sn);
  }
  let fr = path[0];
  let sr = path[0];
  for (const c of path.slice(1)) {
    if (sn === 0) return false;
    if (odd(fn) || fn === sn) {
      fr = await nodeHash(c, fr);
      sr = await nodeHash(c, sr);
      while (!odd(fn) && fn !== 0) {
        fn = half(fn);
        sn = half(sn);
      }
    } else {
      sr = await nodeHash(sr, c);
    }
    fn = half(fn);
    sn = half(sn);
  }
  return sn === 0 && equalBytes(fr, firstRoot) && equalBytes(sr, secondRoot);
}

/** @param {number} n */
function isPowerOfTwo(n) {
  while (n > 1 && n % 2 === 0) n /= 2;
  return n === 1;
}

/**
 * A C2SP signed note split into its text (the signed message) and signature lines.
 * @param {string} note
 * @returns {{text: string, signatures: {name: string, keyId: Uint8Array, signature: Uint8Array}[]}}
 */
export function parseNote(note) {
  const split = note.lastIndexOf('\n\n');
  if (split < 0) throw new Error('not a signed note: no blank line before the signatures');
  const text = note.slice(0, split + 1);
  const lines = note.slice(split + 2).split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  const signatures = lines.map((line) => {
    const m = /^\u2014 (\S+) ([A-Za-z0-9+/=]+)$/.exec(line);
    if (!m) throw new Error('malformed signature line');
    const raw = fromBase64(m[2]);
    if (raw.length < 5) throw new Error('signature too short');
    return { name: m[1], keyId: raw.slice(0, 4), signature: raw.slice(4) };
  });
  if (signatures.length === 0) throw new Error('a signed note needs at least one signature');
  return { text, signatures };
}

/**
 * A C2SP tlog-checkpoint: origin, tree size, base64 root hash (extension lines are ignored).
 * @param {string} note
 */
export function parseCheckpoint(note) {
  const { text, signatures } = parseNote(note);
  const lines = text.split('\n');
  const [origin, sizeLine, rootLine] = lines;
  if (!origin || !/^(0|[1-9][0-9]*)$/.test(sizeLine ?? '')) throw new Error('malformed checkpoint body');
  const root = fromBase64(rootLine ?? '');
  if (root.length !== 32) throw new Error('checkpoint root is not a 32-byte hash');
  const size = Number(sizeLine);
  if (!Number.isSafeInteger(size)) throw new Error('tree size too large');
  return { origin, size, root, rootBase64: rootLine, text, signatures };
}

/**
 * A signed-note verifier key `<name>+<hex key id>+<base64(0x01 ‖ Ed25519 public key)>`.
 * @param {string} vkey
 */
export async function parseVerifierKey(vkey) {
  // The base64 key may itself hold '+': split off the name and the key id only.
  const parts = /^([^+\s]+)\+([0-9a-f]{8})\+([A-Za-z0-9+/=]+)$/.exec(vkey.trim())?.slice(1) ?? [];
  if (parts.length !== 3) throw new Error('malformed verifier key');
  const [name, idHex, keyB64] = parts;
  const raw = fromBase64(keyB64);
  if (raw.length !== 33 || raw[0] !== 1) throw new Error('not an Ed25519 verifier key');
  const expectedId = (await sha256(concat(encoder.encode(name), Uint8Array.of(0x0a, 0x01), raw.slice(1)))).slice(0, 4);
  if (toHex(expectedId) !== idHex) throw new Error('the verifier key id does not match its key');
  return { name, keyId: expectedId, publicKey: raw.slice(1) };
}

/**
 * Is the note signed by this verifier key (a signature line with the key's name and id, valid over the text)?
 * @param {string} note
 * @param {string} vkey
 */
export async function verifyNoteSignature(note, vkey) {
  const key = await parseVerifierKey(vkey);
  const { text, signatures } = parseNote(note);
  const mine = signatures.find((s) => s.name === key.name && equalBytes(s.keyId, key.keyId));
  if (!mine || mine.signature.length !== 64) return false;
  const publicKey = await crypto.subtle.importKey('raw', /** @type {BufferSource} */ (key.publicKey), { name: 'Ed25519' }, false, ['verify']);
  return crypto.subtle.verify({ name: 'Ed25519' }, publicKey, /** @type {BufferSource} */ (mine.signature), encoder.encode(text));
}

/**
 * @typedef {{revision: number, type: string, time: string, prev_hash: string, hash: string, data?: Record<string, unknown>,
 *   redacted?: string[], leaf_index?: number|null, audit_path?: string[]|null}} BundleEvent
 * @typedef {{display_id?: string, stream: string, checkpoint: string, public_key: string, events: BundleEvent[]}} Bundle
 * @typedef {{check: string, ok: boolean, detail: string}} Check
 */

/**
 * Verifies a stream's events against a signed checkpoint: the signature, each link of the chain, each hash
 * recomputed where the event's data is present and complete, and each event's inclusion in the tree.
 * Returns every check made, so a page or the CLI can show what was verified and name what failed.
 * @param {Bundle} bundle
 * @returns {Promise<{ok: boolean, checks: Check[], checkpoint?: {origin: string, size: number, root: string}}>}
 */
export async function verifyBundle(bundle) {
  /** @type {Check[]} */
  const checks = [];
  const add = (/** @type {string} */ check, /** @type {boolean} */ ok, /** @type {string} */ detail) => checks.push({ check, ok, detail });
  let checkpoint;
  try {
    checkpoint = parseCheckpoint(bundle.checkpoint);
    const signed = await verifyNoteSignature(bundle.checkpoint, bundle.public_key);
    add('signature', signed, signed
      ? `checkpoint of ${checkpoint.size} events signed by ${checkpoint.signatures[0].name}`
      : 'the checkpoint is not signed by the published key');
  } catch (error) {
    add('signature', false, `checkpoint or key unreadable: ${error instanceof Error ? error.message : String(error)}`);
  }
  const events = Array.isArray(bundle.events) ? bundle.events : [];
  if (events.length === 0) add('events', false, 'the bundle holds no events');
  let prevHash = GENESIS_HASH;
  for (const [i, event] of events.entries()) {
    const label = `event ${i} (${event.type})`;
    if (event.revision !== i) add('chain', false, `${label}: revision ${event.revision}, expected ${i}`);
    if (event.prev_hash !== prevHash) add('chain', false, `${label}: prev_hash does not link to the event before`);
    if (event.data && !event.redacted?.length) {
      const recomputed = await eventHash({ stream: bundle.stream, revision: event.revision, type: event.type, data: event.data, time: event.time, prevHash: event.prev_hash });
      if (recomputed !== event.hash) add('hash', false, `${label}: its content does not hash to ${event.hash.slice(0, 12)}…`);
    }
    prevHash = event.hash;
    if (!checkpoint) continue;
    if (typeof event.leaf_index !== 'number' || !Array.isArray(event.audit_path)) {
      add('inclusion', false, `${label}: not in the signed checkpoint`);
      continue;
    }
    let included = false;
    try {
      included = await verifyInclusion({
        leafIndex: event.leaf_index,
        treeSize: checkpoint.size,
        leafHash: await eventLeafHash(event.hash),
        auditPath: event.audit_path.map(fromBase64),
        root: checkpoint.root,
      });
    } catch {
      included = false;
    }
    if (!included) add('inclusion', false, `${label}: the inclusion proof does not lead to the checkpoint's root`);
  }
  const failed = (/** @type {string} */ name) => checks.some((c) => c.check === name && !c.ok);
  if (events.length > 0) {
    if (!failed('chain')) add('chain', true, `${events.length === 1 ? 'the event links to' : `${events.length} events linked from`} the genesis hash`);
    const withData = events.filter((e) => e.data && !e.redacted?.length).length;
    if (!failed('hash')) {
      add('hash', true, withData === events.length
        ? `${events.length === 1 ? 'the hash' : `all ${events.length} hashes`} recomputed from the content`
        : withData === 0
          ? 'hashes not recomputed: the events\' content is shown to signed-in users only'
          : `${withData} of ${events.length} hashes recomputed (the others' content is private)`);
    }
    if (checkpoint && !failed('inclusion')) add('inclusion', true, `${events.length === 1 ? 'the event is' : `all ${events.length} events are`} in the signed tree of ${checkpoint.size}`);
  }
  return {
    ok: checks.every((c) => c.ok),
    checks,
    checkpoint: checkpoint && { origin: checkpoint.origin, size: checkpoint.size, root: checkpoint.rootBase64 },
  };
}
