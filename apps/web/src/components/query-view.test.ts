import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { type QueryLike, QueryView } from '@/components/query-view';

type List = { data: string[] };

const query = (state: Partial<QueryLike<List>>): QueryLike<List> => ({
  data: undefined,
  error: null,
  isError: false,
  isFetching: false,
  refetch: vi.fn(),
  ...state,
});

/** The view of `state` as markup: a skeleton, the error and its retry, the empty text or the list. */
function render(state: Partial<QueryLike<List>>, options: { keepsDataOnError?: boolean } = {}) {
  return renderToStaticMarkup(
    createElement(QueryView<List>, {
      query: query(state),
      skeleton: createElement('p', null, 'skeleton'),
      errorMessage: (error: Error) => `Failed: ${error.message}`,
      retryLabel: 'Try again',
      empty: { when: (list) => list.data.length === 0, message: 'Nothing yet' },
      ...options,
      // biome-ignore lint/correctness/noChildrenProp: a render function, which createElement's rest arguments cannot type.
      children: (list: List) => createElement('ul', null, list.data.join(', ')),
    }),
  );
}

const failed = new Error('offline');

describe('QueryView', () => {
  it('shows the skeleton while nothing is loaded', () => {
    expect(render({})).toBe('<p>skeleton</p>');
  });

  it('shows the message and a retry when the load failed, busy while asking again', () => {
    const markup = render({ isError: true, error: failed });
    expect(markup).toContain('role="alert"');
    expect(markup).toContain('Failed: offline');
    expect(markup).toContain('Try again');
    expect(markup).not.toContain('aria-busy');
    expect(render({ isError: true, error: failed, isFetching: true })).toContain('aria-busy="true"');
  });

  it('shows the empty text when the loaded data holds nothing', () => {
    const markup = render({ data: { data: [] } });
    expect(markup).toContain('role="status"');
    expect(markup).toContain('Nothing yet');
  });

  it('shows the loaded data', () => {
    expect(render({ data: { data: ['PS5', 'Switch'] } })).toBe('<ul>PS5, Switch</ul>');
  });

  it('replaces loaded data by the error when a refetch fails, unless told to keep it', () => {
    const state = { data: { data: ['PS5'] }, isError: true, error: failed };
    expect(render(state)).toContain('Failed: offline');
    expect(render(state, { keepsDataOnError: true })).toBe('<ul>PS5</ul>');
    expect(render({ isError: true, error: failed }, { keepsDataOnError: true })).toContain('Failed: offline');
  });
});
