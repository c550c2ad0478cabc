import { type RefObject, useEffect } from 'react';

export type DismissReason = 'escape' | 'outside';

/**
 * Calls `onDismiss` on Escape or on a pointer press outside `ref`, while `isActive`.
 * Used by menus and popovers (modal dialogs rely on the native <dialog> instead).
 */
export function useDismiss(
  ref: RefObject<HTMLElement | null>,
  isActive: boolean,
  onDismiss: (reason: DismissReason) => void,
) {
  useEffect(() => {
    if (!isActive) return;
    const onPointerDown = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) onDismiss('outside');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss('escape');
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [ref, isActive, onDismiss]);
}
