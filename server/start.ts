/**
 * The production entry (`npm run serve`, `node dist/server/start.js`; `npm start` is it with `DEMO=true`). React
 * and the other libraries pick their production build from NODE_ENV when first loaded, so it is settled here,
 * before server/main.ts (a chunk of its own in the build) loads them. `--help` lists the configuration.
 */
import { parseArgs } from 'node:util';
import { refuseOldNode } from './command.ts';

refuseOldNode('The portal');

process.env.NODE_ENV ??= 'production';

let help = false;
try {
  help = parseArgs({ options: { help: { type: 'boolean', short: 'h' } } }).values.help === true;
} catch (error) {
  console.error(`${(error as Error).message} (--help lists what the portal reads: environment variables only).`);
  process.exit(1);
}
if (help) {
  const { configurationHelp } = await import('./config-docs.ts');
  console.log(configurationHelp('node dist/server/start.js'));
} else {
  await import('./main.ts');
}

export {};
