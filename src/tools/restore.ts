import { resolve } from 'node:path';
import { keepDataPrivate } from './private-data-dir';
import { projectRoot } from './project-root';
import { BackupError, restoreBackup } from './restore-backup';

const [backup] = process.argv.slice(2);
const dataDir = resolve(projectRoot, process.env.PB_DATA ?? 'pb_data');

if (!backup) {
  console.error(
    'Usage: npm run restore -- <backup.zip>\nStop the site first; the backup replaces PB_DATA (default pb_data).',
  );
  process.exit(2);
}

try {
  // The restored data is the owner's alone, as npm start keeps it.
  process.umask(0o077);
  // npm runs scripts from the project root; the path is the one the person typed.
  const result = await restoreBackup(resolve(process.env.INIT_CWD ?? process.cwd(), backup), dataDir);
  await keepDataPrivate(dataDir);
  console.log(`Restored ${result.files} files into ${dataDir}.`);
  if (result.setAside) console.log(`The data that was there is kept in ${result.setAside}.`);
  console.log('Start the site again with npm start.');
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
