import { Eye, EyeOff, LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput, type TextInputProps } from '@/components/form/text-input';

export type PasswordInputProps = Omit<TextInputProps, 'type' | 'trailing'>;

/** A password input with a show/hide toggle (spec 1 §2 "Login"). */
export function PasswordInput({ icon, ...props }: PasswordInputProps) {
  const { t } = useTranslation();
  const [isVisible, setIsVisible] = useState(false);
  const toggleLabel = isVisible ? t('form.hidePassword') : t('form.showPassword');
  return (
    <TextInput
      type={isVisible ? 'text' : 'password'}
      icon={icon ?? <LockKeyhole />}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          onClick={() => setIsVisible((visible) => !visible)}
          aria-label={toggleLabel}
          aria-pressed={isVisible}
          title={toggleLabel}
          className="grid size-9 cursor-pointer place-items-center rounded-lg text-muted transition-colors hover:bg-surface-2 hover:text-fg"
        >
          {isVisible ? <EyeOff aria-hidden className="size-4.5" /> : <Eye aria-hidden className="size-4.5" />}
        </button>
      }
      {...props}
    />
  );
}
