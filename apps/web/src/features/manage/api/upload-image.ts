// POST /api/admin/uploads: one image as multipart form data; answers the stored path for an `image`
// field. The shared client sends JSON only, so this call builds its own request with the session's
// token and answers failures as the same ApiError the client throws.
import { ApiError } from '@/lib/api-client';
import { sessionStore } from '@/lib/auth/session-store';

export type UploadedImage = { path: string };

export async function uploadImage(file: File, signal?: AbortSignal): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file);
  const token = sessionStore.getToken();
  let response: Response;
  try {
    response = await fetch('/api/admin/uploads', {
      method: 'POST',
      body: form,
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network');
  }
  const body = (await response.json().catch(() => null)) as {
    path?: string;
    message?: string;
    errors?: Record<string, string[]>;
  } | null;
  if (!response.ok || !body?.path) {
    const message = body?.message ?? `HTTP ${response.status}`;
    throw new ApiError(response.status, message, body?.errors, body?.message);
  }
  return { path: body.path };
}
