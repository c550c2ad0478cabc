import { Minus, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';

export type QuantityStepperLabels = {
  /** The button at zero: 'Add Es Teh Manis'. */
  add: string;
  /** The group of − n +: 'Quantity of Es Teh Manis'. */
  group: string;
  decrease: string;
  increase: string;
};

type QuantityStepperProps = {
  quantity: number;
  canAdd: boolean;
  onChange: (quantity: number) => void;
  labels: QuantityStepperLabels;
};

/** An item's quantity: 'Add' at zero, then − n + (the booking's Food step and the food page). */
export function QuantityStepper({ quantity, canAdd, onChange, labels }: QuantityStepperProps) {
  if (quantity === 0) {
    return (
      <Button
        size="sm"
        variant="secondary"
        disabled={!canAdd}
        onClick={() => onChange(1)}
        aria-label={labels.add}
      >
        <Plus aria-hidden className="size-4" />
      </Button>
    );
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: a stepper is a labelled group of two buttons and a count, not a fieldset of form inputs
    <div
      role="group"
      aria-label={labels.group}
      className="flex items-center gap-1 rounded-xl bg-surface-2 p-1"
    >
      <Button
        size="icon"
        variant="ghost"
        className="size-8"
        onClick={() => onChange(quantity - 1)}
        aria-label={labels.decrease}
      >
        <Minus aria-hidden className="size-4" />
      </Button>
      <output aria-live="polite" className="min-w-6 text-center text-sm font-extrabold tabular-nums">
        {quantity}
      </output>
      <Button
        size="icon"
        variant="ghost"
        className="size-8"
        disabled={!canAdd}
        onClick={() => onChange(quantity + 1)}
        aria-label={labels.increase}
      >
        <Plus aria-hidden className="size-4" />
      </Button>
    </div>
  );
}
