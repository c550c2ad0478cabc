import { NavigationProgress } from '@/app/layouts/navigation-progress';
import { RouteOutlet } from '@/app/layouts/route-outlet';
import { ScrollManager } from '@/app/layouts/scroll-manager';
import { useFollowLanguage } from '@/app/use-follow-language';
import { OfflineBanner } from '@/components/offline-banner';
import { PageLoader } from '@/components/page-loader';

/**
 * Wraps every route: scroll behaviour, the route-loading bar, the language in force, the layout (the
 * auth one loads lazily), and the note that the network is gone.
 */
export function RootLayout() {
  useFollowLanguage();
  return (
    <>
      <ScrollManager />
      <NavigationProgress />
      <RouteOutlet fallback={<PageLoader className="min-h-dvh" />} />
      <OfflineBanner />
    </>
  );
}
