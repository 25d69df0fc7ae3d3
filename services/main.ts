import 'reflect-metadata';
import { ConfigError, loadConfig } from './config/config';
import { createApp } from './platform/http/app.factory';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await createApp(config);
  await app.listen(config.PORT);
  console.log(
    `Provenance listening on http://localhost:${config.PORT} (role ${config.ROLE}, events ${config.EVENT_STORE}, read models ${config.READ_STORE}, data ${config.dataDir})`,
  );
}

void main().catch((error) => {
  console.error('Start-up failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
