// `npm start`: check the environment, build the web app when missing or stale, then serve.
import cluster from 'node:cluster';
import { exitIfDataDirectoryInUse } from '../apps/api/src/db/data-directory-lock';
import { loadConfigOrExit, serve } from '../apps/api/src/server';
import { ensureWebBuild } from './web-build';

const config = loadConfigOrExit();
// With WORKERS, the primary builds once; its workers run this script again and find the build there.
if (cluster.isPrimary) ensureWebBuild();
await serve(config).catch(exitIfDataDirectoryInUse);
