import { TextInput, type TextInputProps } from '@/components/form/text-input';

/** A whole-number box (percentages, rupiah, counts): a numeric keyboard on phones, no autofill. */
export function NumberInput(props: TextInputProps) {
  return <TextInput inputMode="numeric" autoComplete="off" {...props} />;
}
