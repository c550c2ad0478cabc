// Entry of the prerendered home document (index.html in the build, served for `/` only): it bundles
// the home screen, so React hydrates the prerendered markup in the very first render, with no lazy
// load in between (docs/decisions/0006).
import HomeRoute from '@/app/routes/home';
import { startApp } from '@/app/start-app';

startApp({ homeScreen: HomeRoute });
