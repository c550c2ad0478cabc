import { type ComponentProps, type ReactNode, useState } from 'react';
import { resolveImageUrl } from '@/lib/image-url';

export type FallbackImageProps = Omit<ComponentProps<'img'>, 'src' | 'onError' | 'width' | 'height'> & {
  /** A catalogue image value: a storage path ('games/tekken-8.svg') or a URL. */
  image: string | null | undefined;
  /**
   * Shown when `image` is empty or fails to load: a local image URL ('/images/playstation.png'), or
   * an element drawn in its place (the coin icon for rewards, spec 1 §7).
   */
  fallback: string | ReactNode;
  /** Intrinsic size; the browser reserves the aspect ratio before the image arrives (no layout shift). */
  width: number;
  height: number;
};

/**
 * A catalogue image that switches to a local fallback when it is missing or fails to load (spec 1
 * §7 "Images"). Lazy and asynchronously decoded unless told otherwise.
 */
export function FallbackImage({
  image,
  fallback,
  width,
  height,
  alt = '',
  loading = 'lazy',
  decoding = 'async',
  ...props
}: FallbackImageProps) {
  const fallbackSrc = typeof fallback === 'string' ? fallback : null;
  const src = resolveImageUrl(image) ?? fallbackSrc;
  // Remembers which source failed, so a new `image` value gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shownSrc = failedSrc === src ? fallbackSrc : src;
  if (!shownSrc) return <>{fallback}</>;
  return (
    <img
      {...props}
      src={shownSrc}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding={decoding}
      onError={() => {
        if (shownSrc !== fallbackSrc) setFailedSrc(shownSrc);
      }}
    />
  );
}
