/** Types of tlog-verify.js (plain JavaScript so that Node runs it without a build: `npm run verify`). */

export declare const GENESIS_HASH: string;
export declare function sha256(bytes: Uint8Array): Promise<Uint8Array>;
export declare function toBase64(bytes: Uint8Array): string;
export declare function fromBase64(text: string): Uint8Array;
export declare function toHex(bytes: Uint8Array): string;
export declare function fromHex(hex: string): Uint8Array;
export declare function equalBytes(a: Uint8Array, b: Uint8Array): boolean;
export declare function leafHash(input: Uint8Array): Promise<Uint8Array>;
export declare function nodeHash(left: Uint8Array, right: Uint8Array): Promise<Uint8Array>;
export declare function eventLeafHash(hashHex: string): Promise<Uint8Array>;
export declare function canonicalJson(value: unknown): string;
export declare function eventHash(e: {
  stream: string;
  revision: number | string;
  type: string;
  data: unknown;
  time: string;
  prevHash: string;
}): Promise<string>;
export declare function verifyInclusion(p: {
  leafIndex: number;
  treeSize: number;
  leafHash: Uint8Array;
  auditPath: Uint8Array[];
  root: Uint8Array;
}): Promise<boolean>;
export declare function verifyConsistency(p: {
  first: number;
  second: number;
  firstRoot: Uint8Array;
  secondRoot: Uint8Array;
  proof: Uint8Array[];
}): Promise<boolean>;
export interface NoteSignature {
  name: string;
  keyId: Uint8Array;
  signature: Uint8Array;
}
export declare function parseNote(note: string): { text: string; signatures: NoteSignature[] };
export interface Checkpoint {
  origin: string;
  size: number;
  root: Uint8Array;
  rootBase64: string;
  text: string;
  signatures: NoteSignature[];
}
export declare function parseCheckpoint(note: string): Checkpoint;
export declare function parseVerifierKey(vkey: string): Promise<{ name: string; keyId: Uint8Array; publicKey: Uint8Array }>;
export declare function verifyNoteSignature(note: string, vkey: string): Promise<boolean>;

export interface BundleEvent {
  revision: number;
  type: string;
  time: string;
  prev_hash: string;
  hash: string;
  data?: Record<string, unknown>;
  /** Fields left out of `data` (private): the hash cannot be recomputed from what is shown. */
  redacted?: string[];
  leaf_index?: number | null;
  audit_path?: string[] | null;
}
export interface Bundle {
  display_id?: string;
  stream: string;
  checkpoint: string;
  public_key: string;
  events: BundleEvent[];
}
export interface Check {
  check: 'signature' | 'events' | 'chain' | 'hash' | 'inclusion' | string;
  ok: boolean;
  detail: string;
}
export declare function verifyBundle(bundle: Bundle): Promise<{
  ok: boolean;
  checks: Check[];
  checkpoint?: { origin: string; size: number; root: string };
}>;
