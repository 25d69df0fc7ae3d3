import { apiRequest, apiRequestWithHeaders } from '../api-client';
import { saveFile } from '../save-file';
import { type Bundle, type Check, fromBase64, parseCheckpoint, verifyBundle, verifyConsistency, verifyNoteSignature } from './tlog-verify.js';

/**
 * The browser's own check of a history against the transparency log: it downloads the audit bundle,
 * recomputes everything (signature, chain, hashes where the content is visible, inclusion), and proves the
 * log's new checkpoint extends the one this browser saw before (remembered in localStorage). Nothing here
 * takes the server's "verified" for granted.
 */

export const REMEMBERED_CHECKPOINT_KEY = 'provenance.tlog.checkpoint';

type Remembered = { origin: string; public_key: string; size: number; root: string; note: string };

export type LogCheckResult = {
  /** `verified`: every check passed; `failed`: a check failed; `rewritten`: the log cannot prove it extends what this browser saw. */
  status: 'verified' | 'failed' | 'rewritten';
  checks: Check[];
  checkpoint?: { origin: string; size: number; root: string };
  bundle: Bundle;
};

function remembered(): Remembered | undefined {
  try {
    const value = JSON.parse(localStorage.getItem(REMEMBERED_CHECKPOINT_KEY) ?? 'null') as Remembered | null;
    return value && typeof value.size === 'number' && typeof value.note === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

function remember(bundle: Bundle, size: number, origin: string, root: string): void {
  const value: Remembered = { origin, public_key: bundle.public_key, size, root, note: bundle.checkpoint };
  try {
    localStorage.setItem(REMEMBERED_CHECKPOINT_KEY, JSON.stringify(value));
  } catch {
    // Private mode or a full storage: the check still ran, only the next visit cannot compare.
  }
}

/** Is the log's new checkpoint an extension of the one this browser remembered? */
async function consistencyCheck(previous: Remembered, bundle: Bundle): Promise<Check> {
  const current = parseCheckpoint(bundle.checkpoint);
  if (previous.public_key.trim() !== bundle.public_key.trim()) {
    return { check: 'consistency', ok: false, detail: `the log now signs with another key than the one this browser saw (${previous.public_key.split('+')[0]})` };
  }
  if (!(await verifyNoteSignature(previous.note, previous.public_key))) {
    return { check: 'consistency', ok: false, detail: 'the checkpoint remembered by this browser no longer verifies' };
  }
  if (current.size < previous.size) {
    return { check: 'consistency', ok: false, detail: `the log shrank from ${previous.size} to ${current.size} events since this browser last checked` };
  }
  if (previous.size === 0) return { check: 'consistency', ok: true, detail: 'the log was empty when this browser last checked' };
  let proof: string[] = [];
  try {
    if (current.size > previous.size) {
      proof = (await apiRequest<{ proof: string[] }>('/blockchain/consistency', { auth: false, query: { first: previous.size, second: current.size } })).proof;
    }
  } catch {
    return { check: 'consistency', ok: false, detail: `the log gave no proof that its tree of ${current.size} events extends the one of ${previous.size} this browser saw` };
  }
  const ok = await verifyConsistency({
    first: previous.size,
    second: current.size,
    firstRoot: fromBase64(previous.root),
    secondRoot: current.root,
    proof: proof.map(fromBase64),
  });
  return ok
    ? { check: 'consistency', ok: true, detail: `the tree of ${current.size} events extends the one of ${previous.size} this browser saw before` }
    : { check: 'consistency', ok: false, detail: `the tree of ${current.size} events does not extend the one of ${previous.size} this browser saw before: the log was rewritten` };
}

export async function checkHistory(displayId: string): Promise<LogCheckResult> {
  const bundle = await apiRequest<Bundle>(`/provenance/${encodeURIComponent(displayId)}/bundle`);
  const report = await verifyBundle(bundle);
  const checks = [...report.checks];
  let rewritten = false;
  if (report.checkpoint) {
    const previous = remembered();
    if (previous) {
      const consistency = await consistencyCheck(previous, bundle).catch(
        (error: unknown): Check => ({ check: 'consistency', ok: false, detail: `could not check: ${error instanceof Error ? error.message : String(error)}` }),
      );
      checks.push(consistency);
      rewritten = !consistency.ok;
    } else {
      checks.push({ check: 'consistency', ok: true, detail: `first check in this browser: checkpoint of ${report.checkpoint.size} events remembered for the next visit` });
    }
    // Only a checkpoint that verified and extends the remembered one replaces it, so a warning stays.
    const signed = report.checks.some((c) => c.check === 'signature' && c.ok);
    if (signed && !rewritten && (!previous || report.checkpoint.size >= previous.size)) {
      remember(bundle, report.checkpoint.size, report.checkpoint.origin, report.checkpoint.root);
    }
  }
  const status = rewritten ? 'rewritten' : report.ok && checks.every((c) => c.ok) ? 'verified' : 'failed';
  return { status, checks, checkpoint: report.checkpoint, bundle };
}

/** The latest checkpoint with its signature checked here against the published key. */
export async function checkLatestCheckpoint(): Promise<{ origin: string; size: number; root: string; signedAt: string | null; signatureOk: boolean; note: string; publicKey: string }> {
  const [checkpoint, publicKey] = await Promise.all([
    apiRequestWithHeaders<string>('/blockchain/checkpoint', { auth: false }),
    apiRequest<string>('/blockchain/publickey', { auth: false }),
  ]);
  const note = checkpoint.data;
  const parsed = parseCheckpoint(note);
  return {
    origin: parsed.origin,
    size: parsed.size,
    root: parsed.rootBase64,
    signedAt: checkpoint.headers.get('X-Checkpoint-Time'),
    signatureOk: await verifyNoteSignature(note, publicKey.trim()),
    note,
    publicKey: publicKey.trim(),
  };
}

/** Saves an audit bundle as a JSON file (for `npm run verify`). */
export function downloadBundle(bundle: Bundle): void {
  saveFile(new Blob([JSON.stringify(bundle, null, 2)], { type: 'application/json' }), `${bundle.display_id ?? bundle.stream}-audit-bundle.json`);
}
