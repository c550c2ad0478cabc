import { clsx } from 'clsx';
import { useAuthTranslation } from '@/lib/i18n-auth';

export const FORGOT_PASSWORD_STEPS = ['phone', 'token', 'password'] as const;
export type ForgotPasswordStep = (typeof FORGOT_PASSWORD_STEPS)[number];

/** Where the user is in the three forgot-password steps (spec 1 §4 "Forgot-password flow"). */
export function ForgotPasswordSteps({ current }: { current: ForgotPasswordStep }) {
  const { t } = useAuthTranslation();
  const currentIndex = FORGOT_PASSWORD_STEPS.indexOf(current);
  return (
    <div className="mb-7">
      <p className="text-xs font-bold tracking-wider text-primary-text uppercase">
        {t('forgotPassword.steps.label', {
          current: currentIndex + 1,
          total: FORGOT_PASSWORD_STEPS.length,
          name: t(`forgotPassword.steps.${current}`),
        })}
      </p>
      <ol className="mt-2.5 flex gap-1.5">
        {FORGOT_PASSWORD_STEPS.map((step, index) => (
          <li
            key={step}
            aria-current={index === currentIndex ? 'step' : undefined}
            className={clsx(
              'h-1.5 flex-1 rounded-full transition-colors',
              index <= currentIndex ? 'bg-primary' : 'bg-surface-2',
            )}
          >
            <span className="sr-only">{t(`forgotPassword.steps.${step}`)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
