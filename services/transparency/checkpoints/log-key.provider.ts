import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppConfig } from '../../config/config';
import { NoteSigner, generateSigner, parseSignerKey } from '../domain/signed-note.format';

export const LOG_KEY = Symbol('LOG_KEY');

/**
 * The log's signing key: LOG_SIGNING_KEY when set, else one generated into DATA_DIR on the first start and
 * kept (a new key would orphan every checkpoint a browser remembers). Its name is the checkpoints' origin.
 */
export function loadLogKey(config: AppConfig): NoteSigner {
  const fromEnv = config.LOG_SIGNING_KEY;
  const file = join(config.dataDir, 'log-signing.key');
  const text = fromEnv ?? (existsSync(file) ? readFileSync(file, 'utf8') : undefined);
  if (text !== undefined) {
    try {
      return parseSignerKey(text);
    } catch (error) {
      throw new Error(`${fromEnv ? 'LOG_SIGNING_KEY' : file}: ${(error as Error).message}`);
    }
  }
  const signer = generateSigner(`${new URL(config.publicUrl).host}/log`);
  writeFileSync(file, `${signer.signerKey}\n`, { mode: 0o600 });
  return signer;
}
