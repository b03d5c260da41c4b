/** npm run admin -- grant <email> | revoke <email>: make an account an admin, or a standard user again. */
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runningServer } from '../lib/server-file';
import { setAccountTypeByEmail } from '../modules/users/service';

const [command, email] = process.argv.slice(2);
if ((command !== 'grant' && command !== 'revoke') || !email) {
  console.error('Usage: npm run admin -- grant <email>   |   npm run admin -- revoke <email>');
  process.exit(2);
}

const config = loadConfig();
const server = config.databaseUrl ? undefined : runningServer(config.dataDir);
if (server) {
  // The embedded database allows one process at a time.
  console.error(`The server (pid ${server.pid}) is running on ${config.dataDir}. Stop it first, then run this again.`);
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') });
try {
  const user = await setAccountTypeByEmail(database, email, command === 'grant' ? 'admin' : 'standard');
  if (!user) {
    console.error(`No account has the email ${email}.`);
    process.exitCode = 1;
  } else {
    console.log(
      `${user.username} <${user.email}> is now ${user.accountType === 'admin' ? 'an admin' : 'a standard user'}.`,
    );
  }
} finally {
  await database.close();
}
