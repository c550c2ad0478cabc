import { ChevronsDown } from 'lucide-react';
import { type RefObject, useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import { TermsContent } from '@/components/terms/terms-content';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { useTermsTranslation } from '@/lib/i18n-terms';
import { getScrollBehavior } from '@/lib/motion';

/** The reader has reached the end when this close to the bottom of the text (spec 1 §9). */
export const TERMS_SCROLL_THRESHOLD_PX = 10;

export type TermsDialogProps = {
  open: boolean;
  onClose: () => void;
  /**
   * Agreement use (registration, booking): the box can be ticked only after scrolling to the end,
   * and accepting calls this and then closes. Without it the dialog is read-only (footer use).
   */
  onAccept?: () => void;
};

/**
 * The venue's Terms & Conditions (spec 1 §2 "Terms dialog", §4). It has no corner close button: the
 * footer's Tutup (read-only) or Batal (agreement) is the one way out besides Escape.
 */
export function TermsDialog({ open, onClose, onAccept }: TermsDialogProps) {
  const { t } = useTermsTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('title')}
      size="lg"
      closeOnBackdrop={!onAccept}
      initialFocusRef={scrollRef}
    >
      {/* Mounted only while open, so each opening starts unread and unticked. */}
      <TermsPanel scrollRef={scrollRef} onClose={onClose} onAccept={onAccept} />
    </Dialog>
  );
}

type TermsPanelProps = {
  scrollRef: RefObject<HTMLDivElement | null>;
  onClose: () => void;
  onAccept: (() => void) | undefined;
};

function TermsPanel({ scrollRef, onClose, onAccept }: TermsPanelProps) {
  const { t } = useTermsTranslation();
  const isAgreement = Boolean(onAccept);
  const progressLabelId = useId();
  const [progress, setProgress] = useState(0);
  const [isRead, setIsRead] = useState(false);
  const [isAgreed, setIsAgreed] = useState(false);
  // 'Scroll to the end' was asked for and the end is not reached yet.
  const isGoingToEnd = useRef(false);

  const measure = useCallback(() => {
    const element = scrollRef.current;
    // Not laid out yet (the <dialog> opens after this mounts); the ResizeObserver measures again.
    if (!element || element.clientHeight === 0) return;
    const scrollable = element.scrollHeight - element.clientHeight;
    setProgress(scrollable <= 0 ? 100 : Math.min(100, Math.round((element.scrollTop / scrollable) * 100)));
    // Once read, it stays read when scrolling back up.
    if (scrollable - element.scrollTop <= TERMS_SCROLL_THRESHOLD_PX) {
      setIsRead(true);
      isGoingToEnd.current = false;
    }
  }, [scrollRef]);

  // Text shorter than the box (large screens) counts as read without scrolling.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    measure();
    const observer = new ResizeObserver(() => {
      // The venue's parts of the text load while it shows: one that arrives during 'Scroll to the end'
      // moves the end further down, and the scroll goes on to it.
      if (isGoingToEnd.current) element.scrollTo({ top: element.scrollHeight });
      measure();
    });
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [scrollRef, measure]);

  const scrollToBottom = () => {
    const element = scrollRef.current;
    isGoingToEnd.current = true;
    element?.scrollTo({ top: element.scrollHeight, behavior: getScrollBehavior() });
  };

  const accept = () => {
    onAccept?.();
    onClose();
  };

  return (
    <div className="flex max-h-full min-h-0 flex-1 flex-col">
      {isAgreement && (
        <div className="border-b border-line px-5 py-2.5 sm:px-6">
          <div className="flex items-center justify-between text-xs font-medium text-muted">
            <span id={progressLabelId}>{t('dialog.progressLabel')}</span>
            <span className="tabular-nums">{t('dialog.progressValue', { percent: progress })}</span>
          </div>
          <div
            role="progressbar"
            aria-labelledby={progressLabelId}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-surface-2"
          >
            <div
              className="h-full rounded-full bg-linear-to-r from-primary to-accent transition-[width] duration-150"
              style={{ width: `${progress}%` }}
            />
          </div>
        </div>
      )}

      {/* `relative` keeps absolutely positioned content (sr-only text) inside the scroll box. */}
      <section
        ref={scrollRef}
        onScroll={measure}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a focusable scroll region lets keyboard users read it
        tabIndex={0}
        aria-label={t('dialog.contentLabel')}
        className="relative min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-5 focus-visible:outline-offset-[-2px] sm:px-6"
      >
        <TermsContent />
      </section>

      <footer className="border-t border-line px-5 py-4 sm:px-6">
        {isAgreement ? (
          <>
            <Checkbox
              label={t('dialog.agree')}
              description={isRead ? undefined : t('dialog.readHint')}
              checked={isAgreed}
              disabled={!isRead}
              onChange={(event) => setIsAgreed(event.target.checked)}
            />
            <div className="mt-3 flex flex-col gap-2 sm:mt-4 sm:flex-row sm:items-center">
              <Button variant="ghost" size="sm" onClick={scrollToBottom} className="sm:mr-auto">
                <ChevronsDown aria-hidden className="size-4" />
                {t('dialog.scrollToBottom')}
              </Button>
              <div className="grid grid-cols-2 gap-2 sm:flex">
                <Button variant="outline" onClick={onClose}>
                  {t('dialog.cancel')}
                </Button>
                <Button variant="primary" onClick={accept} disabled={!(isRead && isAgreed)}>
                  {t('dialog.accept')}
                </Button>
              </div>
            </div>
          </>
        ) : (
          <div className="flex justify-end">
            <Button variant="primary" onClick={onClose} className="w-full sm:w-auto">
              {t('dialog.close')}
            </Button>
          </div>
        )}
      </footer>
    </div>
  );
}
