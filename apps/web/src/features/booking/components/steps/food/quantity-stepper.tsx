import { Minus, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useBookingTranslation } from '@/lib/i18n-booking';

type QuantityStepperProps = {
  name: string;
  quantity: number;
  canAdd: boolean;
  onChange: (quantity: number) => void;
};

/** An item's quantity: 'Add' at zero, then − n +. */
export function QuantityStepper({ name, quantity, canAdd, onChange }: QuantityStepperProps) {
  const { t } = useBookingTranslation();
  if (quantity === 0) {
    return (
      <Button
        size="sm"
        variant="secondary"
        disabled={!canAdd}
        onClick={() => onChange(1)}
        aria-label={t('food.add', { name })}
      >
        <Plus aria-hidden className="size-4" />
      </Button>
    );
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: a stepper is a labelled group of two buttons and a count, not a fieldset of form inputs
    <div
      role="group"
      aria-label={t('food.quantity', { name })}
      className="flex items-center gap-1 rounded-xl bg-surface-2 p-1"
    >
      <Button
        size="icon"
        variant="ghost"
        className="size-8"
        onClick={() => onChange(quantity - 1)}
        aria-label={t('food.decrease', { name })}
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
        aria-label={t('food.increase', { name })}
      >
        <Plus aria-hidden className="size-4" />
      </Button>
    </div>
  );
}
