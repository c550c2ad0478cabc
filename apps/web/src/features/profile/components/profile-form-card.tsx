import { type FormEventHandler, type ReactNode, useId } from 'react';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/section-card';

type ProfileFormCardProps = {
  icon: ReactNode;
  title: string;
  description: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  isSubmitting: boolean;
  /** The form's fields, on two columns from `sm` up. */
  children: ReactNode;
};

/** A titled card of the profile page holding one form, named by the card's title, and its save button. */
export function ProfileFormCard({
  icon,
  title,
  description,
  onSubmit,
  submitLabel,
  isSubmitting,
  children,
}: ProfileFormCardProps) {
  const titleId = useId();
  return (
    <SectionCard icon={icon} title={title} description={description} titleId={titleId}>
      <form noValidate aria-labelledby={titleId} onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
        {children}
        <div className="flex justify-end sm:col-span-2">
          <Button type="submit" isLoading={isSubmitting} className="w-full sm:w-auto">
            {submitLabel}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
