// Entry of the plain SPA document (shell.html in the build): every route screen loads on demand.
import { startApp } from '@/app/start-app';

startApp();
