import { useMutation } from '@tanstack/react-query';
import { ImageIcon } from 'lucide-react';
import { useId, useRef } from 'react';
import { FieldError } from '@/components/form/field';
import { Button } from '@/components/ui/button';
import { uploadImage } from '@/features/manage/api/upload-image';
import { getServerMessage } from '@/lib/api-client';
import { useManageTranslation } from '@/lib/i18n-manage';
import { resolveImageUrl } from '@/lib/image-url';

export type ImageFieldProps = {
  /** The stored path (what `image` fields hold), or null. */
  value: string | null;
  onChange: (path: string | null) => void;
  label?: string;
  error?: string | undefined;
};

/**
 * An `image` field: uploads the chosen file through POST /api/admin/uploads (checked, resized and
 * stored by the server) and holds the path it answers; shows a preview, replace and remove.
 */
export function ImageField({ value, onChange, label, error }: ImageFieldProps) {
  const { t } = useManageTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();
  const upload = useMutation({
    mutationFn: (file: File) => uploadImage(file),
    onSuccess: (answer) => onChange(answer.path),
  });
  const src = resolveImageUrl(value);
  const message = upload.isError ? getServerMessage(upload.error, t('image.uploadError')) : error;

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-semibold text-fg">
        {label ?? t('image.label')}
      </label>
      <div className="flex flex-wrap items-center gap-4">
        <div className="grid size-24 shrink-0 place-items-center overflow-hidden rounded-xl border border-line bg-surface-2">
          {src ? (
            <img src={src} alt={t('image.preview')} className="size-full object-cover" />
          ) : (
            <ImageIcon aria-hidden className="size-8 text-muted" />
          )}
        </div>
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              isLoading={upload.isPending}
              onClick={() => inputRef.current?.click()}
            >
              {upload.isPending ? t('image.uploading') : value ? t('image.replace') : t('image.choose')}
            </Button>
            {value && (
              <Button variant="ghost" size="sm" onClick={() => onChange(null)} disabled={upload.isPending}>
                {t('image.remove')}
              </Button>
            )}
          </div>
          <p className="text-xs text-muted">{t('image.hint')}</p>
        </div>
      </div>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        className="sr-only"
        aria-describedby={message ? errorId : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) upload.mutate(file);
        }}
      />
      {message && <FieldError id={errorId} message={message} />}
    </div>
  );
}
