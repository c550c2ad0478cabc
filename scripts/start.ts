// `npm start`: check the environment, build the web app when missing or stale, then serve.
import { exitIfDataDirectoryInUse } from '../apps/api/src/db/data-directory-lock';
import { loadConfigOrExit, startServer } from '../apps/api/src/server';
import { ensureWebBuild } from './web-build';

const config = loadConfigOrExit();
ensureWebBuild();
await startServer(config).catch(exitIfDataDirectoryInUse);
