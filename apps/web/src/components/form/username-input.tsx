import { AtSign } from 'lucide-react';
import { TextInput, type TextInputProps } from '@/components/form/text-input';

/** A username (or anything typed like one): no capitals, corrections or spelling marks added. */
export function UsernameInput({ icon, ...props }: TextInputProps) {
  return (
    <TextInput
      icon={icon ?? <AtSign />}
      autoComplete="username"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      {...props}
    />
  );
}
