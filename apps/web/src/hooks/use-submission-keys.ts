import { useState } from 'react';
import { createSubmissionKeys, type SubmissionKeys } from '@/lib/submission-key';

/** A form's submission keys (lib/submission-key.ts), kept for as long as the form is on screen. */
export function useSubmissionKeys(): SubmissionKeys {
  const [keys] = useState(() => createSubmissionKeys());
  return keys;
}
