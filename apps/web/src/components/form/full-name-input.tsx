import { UserRound } from 'lucide-react';
import { TextInput, type TextInputProps } from '@/components/form/text-input';

/** A person's full name, as registration and the profile ask it. */
export function FullNameInput(props: TextInputProps) {
  return <TextInput icon={<UserRound />} autoComplete="name" {...props} />;
}
