import type { Receipt } from '@ruangmain/domain/contracts/receipts';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { ReceiptSheet, type ReceiptWidth } from '@/components/receipt/receipt-sheet';

const PX_PER_MM = 96 / 25.4;

/**
 * The @page of a receipt's paper: A4 with a margin; a thermal roll as wide as the roll and, once the
 * sheet has been measured on screen, as long as the receipt, so the printer feeds one receipt and cuts.
 */
export function receiptPageStyle(width: ReceiptWidth, heightPx?: number): string {
  if (width === 'a4') return '@page { size: A4 portrait; margin: 14mm; }';
  const length = heightPx ? Math.ceil(heightPx / PX_PER_MM) + 2 : 297;
  return `@page { size: ${width} ${length}mm; margin: 0; }`;
}

/**
 * The receipt as printed: on screen it is not shown; printing shows it alone (styles/index.css
 * `.rm-print-sheet`), at the paper's width and page size.
 */
export function ReceiptPrintSheet({
  receipt,
  width,
  heightPx,
}: {
  receipt: Receipt;
  width: ReceiptWidth;
  /** The sheet's height on screen at this width, for a thermal roll's page length. */
  heightPx?: number | undefined;
}) {
  const [root, setRoot] = useState<HTMLElement | null>(null);
  useEffect(() => setRoot(document.body), []);
  if (!root) return null;
  return createPortal(
    <div className="rm-print-sheet" data-testid="print-sheet" data-width={width}>
      <style>{receiptPageStyle(width, heightPx)}</style>
      <ReceiptSheet receipt={receipt} width={width} />
    </div>,
    root,
  );
}
