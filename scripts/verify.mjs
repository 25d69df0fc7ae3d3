#!/usr/bin/env node
/**
 * `npm run verify -- <bundle.json>`: verifies an audit bundle (GET /api/provenance/{id}/bundle) offline,
 * with no server: the checkpoint's Ed25519 signature against the bundle's verifier key (compare that key
 * with the one the log publishes at /api/blockchain/publickey, or pass `--key <verifier key>`), the hash
 * chain from the genesis hash, every hash recomputed from the event's content where the bundle carries it
 * (bundles downloaded signed in), and each event's RFC 9162 inclusion proof in the checkpoint's tree.
 * Exits 0 when everything checks out, 1 naming what failed, 2 when the bundle cannot be read.
 * The checks are the browser's own (web/src/lib/transparency/tlog-verify.js).
 */
import { readFileSync } from 'node:fs';
import { verifyBundle } from '../web/src/lib/transparency/tlog-verify.js';

const args = process.argv.slice(2);
const keyAt = args.indexOf('--key');
const key = keyAt >= 0 ? args.splice(keyAt, 2)[1] : undefined;
const [file] = args;
if (!file) {
  console.error('usage: npm run verify -- <bundle.json> [--key <verifier key>]');
  process.exit(2);
}

let bundle;
try {
  bundle = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
  console.error(`cannot read ${file}: ${error.message}`);
  process.exit(2);
}
if (!bundle || typeof bundle !== 'object' || (typeof bundle.checkpoint !== 'string' && bundle.checkpoint !== null) || typeof bundle.public_key !== 'string' || typeof bundle.stream !== 'string') {
  console.error(`${file} is not an audit bundle (it needs stream, checkpoint, public_key and events)`);
  process.exit(2);
}
if (key && key.trim() !== bundle.public_key.trim()) {
  console.error(`FAILED key: the bundle's verifier key is not the one given with --key`);
  process.exit(1);
}

const { ok, checks, checkpoint } = await verifyBundle(bundle);
console.log(`${bundle.display_id ?? bundle.stream}: ${bundle.events?.length ?? 0} events` + (checkpoint ? `, checkpoint ${checkpoint.origin} size ${checkpoint.size} root ${checkpoint.root}` : ''));
for (const c of checks) console.log(`${c.ok ? 'ok    ' : 'FAILED'} ${c.check}: ${c.detail}`);
if (!ok) {
  const failed = [...new Set(checks.filter((c) => !c.ok).map((c) => c.check))];
  console.error(`verification FAILED: ${failed.join(', ')}`);
  process.exit(1);
}
console.log('verified');
