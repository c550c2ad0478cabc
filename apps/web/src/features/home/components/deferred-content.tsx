import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

/**
 * How close to the viewport deferred content starts loading. Kept small so the first screen of a
 * phone (390 × 844) fetches nothing below the hero: the first page must stay under 150 KB of
 * JavaScript (apps/web/README.md).
 */
const LOAD_MARGIN = '150px 0px';

type DeferredContentProps = {
  /** Lazily loaded content (React.lazy); rendered once the placeholder nears the viewport. */
  children: ReactNode;
  /** Holds the content's place (same height) until its code and data arrive. */
  placeholder: ReactNode;
};

/** Renders `children` only when it approaches the viewport; until then, and while it loads, `placeholder`. */
export function DeferredContent({ children, placeholder }: DeferredContentProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || isNear) return;
    if (typeof IntersectionObserver === 'undefined') {
      setIsNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setIsNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear]);

  return <div ref={ref}>{isNear ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</div>;
}
