// The answers a page served with its data was rendered with (docs/decisions/0025): written into the
// document by the renderer (app/prerender.tsx, in the API server) beside #root, and put back into the
// query cache before the page hydrates, so the first render in the browser draws what the server did.
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export type RenderedQueries = Array<[QueryKey, unknown]>;

const ELEMENT_ID = 'ruangmain-queries';

/** The `<script>` element holding `queries` as JSON (not run: its type is not JavaScript). */
export function renderedQueriesElement(queries: RenderedQueries): string {
  // `<` escaped, so no text inside can close the element.
  const json = JSON.stringify(queries).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${ELEMENT_ID}">${json}</script>`;
}

/** Puts the document's rendered answers, if it has any, into `queryClient` as fresh data. */
export function restoreRenderedQueries(queryClient: QueryClient): void {
  const element = document.getElementById(ELEMENT_ID);
  if (!element?.textContent) return;
  element.remove();
  for (const [queryKey, data] of JSON.parse(element.textContent) as RenderedQueries) {
    queryClient.setQueryData(queryKey, data);
  }
}
