import { useClientStore } from '@/hooks/use-client-store';
import { languageChoiceStore } from '@/lib/language-choice';

/** The device's language choice (null: none made), as React reads it; prerendered pages have none. */
export const useDeviceLanguageChoice = () =>
  useClientStore(languageChoiceStore.subscribe, languageChoiceStore.getSnapshot, null);
