import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useState } from 'react';

/** The selected snap, the snap count and whether the carousel can move, kept in sync with Embla. */
export function useEmblaSelection(api: EmblaCarouselType | undefined) {
  const [state, setState] = useState({ selected: 0, snapCount: 0, canPrevious: false, canNext: false });
  useEffect(() => {
    if (!api) return;
    const update = () =>
      setState({
        selected: api.selectedScrollSnap(),
        snapCount: api.scrollSnapList().length,
        canPrevious: api.canScrollPrev(),
        canNext: api.canScrollNext(),
      });
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);
  return state;
}
