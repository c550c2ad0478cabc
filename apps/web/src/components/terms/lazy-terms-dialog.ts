import { lazy } from 'react';

/**
 * The terms (their texts, the dialog and their translations) load when a visitor first reaches for
 * them, not with the page that offers them: call `loadTermsDialog` on pointer-enter or focus, and
 * render `LazyTermsDialog` in a Suspense once opened.
 */
export const loadTermsDialog = () => import('@/components/terms/terms-dialog');

export const LazyTermsDialog = lazy(() =>
  loadTermsDialog().then((module) => ({ default: module.TermsDialog })),
);
