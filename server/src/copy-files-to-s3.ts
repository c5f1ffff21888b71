import { ConfigError, loadConfig } from './config.js';
import { copyDiskFiles, openFileStorage, uploadsFolderOf } from './modules/uploads/index.js';

/**
 * `npm run files:copy-to-s3 -w server` (or `node server/dist/copy-files-to-s3.js` where the shop is built):
 * copies the files a shop kept on disk (DATA_DIR/uploads) into the bucket its FILE_STORAGE=s3 settings
 * name, reporting each file copied. Run it again at any time: files already in the bucket are left alone.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.fileStorage.kind !== 's3') {
    throw new ConfigError('set FILE_STORAGE=s3 and the S3_* settings of the bucket to copy the files to (the same settings the shop will start with)');
  }
  const from = uploadsFolderOf(config.dataDir);
  console.log(`copying ${from} to the bucket ${config.fileStorage.bucket}${config.fileStorage.endpoint ? ` at ${config.fileStorage.endpoint}` : ''}`);
  const report = await copyDiskFiles(config.dataDir, openFileStorage(config), (key, bytes) => console.log(`copied ${key} (${bytes} bytes)`));
  const bytes = report.copied.reduce((sum, file) => sum + file.bytes, 0);
  console.log(`copied ${report.copied.length} files (${bytes} bytes); ${report.alreadyThere} were in the bucket already`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
