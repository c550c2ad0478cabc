// Saves the language switch's choice on the signed-in account (docs/decisions/0048), so another device
// without a choice of its own takes it. Loaded on the first choice only: the navbar is in every page's
// first load, the API client and its contracts are not.

import { updateProfileEndpoint } from '@ruangmain/domain/contracts/customer';
import type { Language } from '@ruangmain/domain/languages';
import { call } from '@/lib/api-client';
import { sessionStore } from '@/lib/auth/session-store';

export async function saveAccountLanguage(language: Language): Promise<void> {
  const { user } = await call(updateProfileEndpoint, { body: { language } });
  sessionStore.updateUser(user);
}
