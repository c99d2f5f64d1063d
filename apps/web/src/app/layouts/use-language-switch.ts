import { LANGUAGE_STORAGE_KEY, type Language } from '@songdee/shared/constants/app.constants';
import { useTranslation } from 'react-i18next';
import { useSaveLanguage } from '../../features/auth/api/use-auth-mutations';
import { writeStorage } from '../../lib/local-storage';
import { useCurrentUser } from '../../lib/use-current-user';
import { isLanguage, loadCatalogs } from '../i18n';

/** Switches the UI language, keeps it under `lang`, and tells the server so e-mails follow (signed-in users). */
export function useLanguageSwitch() {
  const { i18n } = useTranslation();
  const { data: user } = useCurrentUser();
  const saveLanguage = useSaveLanguage();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'th';

  const changeLanguage = async (next: Language) => {
    if (next === language) return;
    writeStorage(LANGUAGE_STORAGE_KEY, next);
    await loadCatalogs(next);
    await i18n.changeLanguage(next);
    // Best effort: the UI has already switched; the server copy only decides the language of e-mails.
    if (user) saveLanguage.mutate(next);
  };

  return { language, changeLanguage };
}
