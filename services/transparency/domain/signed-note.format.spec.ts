import { describe, expect, it } from 'vitest';
import { parseCheckpoint, parseVerifierKey, verifyNoteSignature } from '../../../web/src/lib/transparency/tlog-verify.js';
import { checkpointBody, generateSigner, parseSignerKey, signNote } from './signed-note.format';

// The example keys and note of Go's golang.org/x/mod/sumdb/note documentation.
const GO_SIGNER = 'PRIVATE+KEY+PeterNeumann+c74f20a3+AYEKFALVFGyNhPJEMzD1QIDr+Y7hfZx09iUvxdXHKDFz';
const GO_VERIFIER = 'PeterNeumann+c74f20a3+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW';
const GO_TEXT = 'If you think cryptography is the answer to your problem,\nthen you don\'t know what your problem is.\n';
const GO_NOTE = `${GO_TEXT}\n\u2014 PeterNeumann x08go/ZJkuBS9UG/SffcvIAQxVBtiFupLLr8pAcElZInNIuGUgYN1FFYC2pZSNXgKvqfqdngotpRZb6KE6RyyBwJnAM=\n`;

describe('signed notes (C2SP signed-note, Ed25519)', () => {
  it('matches Go’s note package: same verifier key, same signature on its example', async () => {
    const signer = parseSignerKey(GO_SIGNER);
    expect(signer.verifierKey).toBe(GO_VERIFIER);
    expect(signNote(GO_TEXT, signer)).toBe(GO_NOTE);
    expect(await verifyNoteSignature(GO_NOTE, GO_VERIFIER)).toBe(true);
  });

  it('a generated key round-trips through its text form and signs checkpoints the browser code verifies', async () => {
    const signer = generateSigner('example.com/log');
    expect(parseSignerKey(signer.signerKey).verifierKey).toBe(signer.verifierKey);
    const note = signNote(checkpointBody('example.com/log', 7, Buffer.alloc(32, 9)), signer);
    expect(await verifyNoteSignature(note, signer.verifierKey)).toBe(true);
    expect(parseCheckpoint(note)).toMatchObject({ origin: 'example.com/log', size: 7, rootBase64: Buffer.alloc(32, 9).toString('base64') });
    expect((await parseVerifierKey(signer.verifierKey)).name).toBe('example.com/log');
  });

  it('rejects a changed size, a flipped signature bit and another key', async () => {
    const signer = generateSigner('log');
    const note = signNote(checkpointBody('log', 7, Buffer.alloc(32, 1)), signer);
    expect(await verifyNoteSignature(note.replace('\n7\n', '\n8\n'), signer.verifierKey)).toBe(false);
    const line = note.trimEnd().split('\n').pop()!;
    const sig = Buffer.from(line.split(' ')[2], 'base64');
    sig[10] ^= 1;
    expect(await verifyNoteSignature(note.replace(line.split(' ')[2], sig.toString('base64')), signer.verifierKey)).toBe(false);
    expect(await verifyNoteSignature(note, generateSigner('log').verifierKey)).toBe(false);
  });

  it('refuses malformed signer keys with a reason', () => {
    expect(() => parseSignerKey('nonsense')).toThrow(/PRIVATE\+KEY/);
    expect(() => parseSignerKey(GO_SIGNER.replace('c74f20a3', 'c74f20a4'))).toThrow(/key id/);
    expect(() => parseSignerKey('PRIVATE+KEY+x+00000000+AAAA')).toThrow(/Ed25519/);
  });
});
