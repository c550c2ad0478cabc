import { sanitizePhoneInput } from '@ruangmain/domain/phone';
import { Smartphone } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { TextInput, type TextInputProps } from '@/components/form/text-input';

export type PhoneInputProps = Omit<TextInputProps, 'type' | 'inputMode'>;

/**
 * A phone number input that keeps digits only, at most 14 of them (spec 1 §5), as the user types or
 * pastes. Works with react-hook-form's `register`: the cleaned value is what the form receives.
 */
export function PhoneInput({ onChange, icon, ...props }: PhoneInputProps) {
  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    const clean = sanitizePhoneInput(event.target.value);
    if (clean !== event.target.value) event.target.value = clean;
    onChange?.(event);
  };
  return (
    <TextInput
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      icon={icon ?? <Smartphone />}
      onChange={onInputChange}
      {...props}
    />
  );
}
