import { LANGUAGE_OPTIONS } from '../../config/branding';
import type { Language } from '../../config/variant';
import type { LanguageOption } from '../../api/static/language-list';
import { useServices } from '../app-services';
import { useResource } from '../use-resource';

/**
 * The languages to offer (services.languages(): the language list's origin's, else the built-in
 * list), null while they load. The current language is always among them: one chosen with `?lang=`
 * that the list does not name still shows as chosen, where the person can leave it.
 */
export function useLanguageOptions(current: Language): readonly LanguageOption[] | null {
  const { languages } = useServices();
  const { data } = useResource(() => languages(), { isEmpty: () => false });
  if (!data) return null;
  if (data.some((o) => o.value === current)) return data;
  const own = LANGUAGE_OPTIONS.find((o) => o.value === current);
  return own ? [...data, own] : data;
}
