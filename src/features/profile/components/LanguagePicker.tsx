import { useId } from 'react';
import { LANGUAGE_NAMES } from '../../../contract/language-names';
import { LANGUAGE_CODES, type LanguageCode } from '../../../contract/languages';
import { languageTag } from '../../../i18n/language-tags';
import { useT } from '../../../i18n/t';
import { LANGUAGE_ENDONYMS } from '../language-endonyms';

/**
 * The 17 languages as one radio group. Each shows its own name (in its own language and script)
 * and the spec's name, which screen readers and tests find it by ("Français French").
 */
export function LanguagePicker({ value, onChange }: { value: LanguageCode; onChange: (code: LanguageCode) => void }) {
  const t = useT();
  const legendId = useId();
  return (
    <fieldset className="language-picker" role="radiogroup" aria-labelledby={legendId}>
      <legend id={legendId} className="language-picker__legend">
        {t('profileEdit.language')}
      </legend>
      {LANGUAGE_CODES.map((code) => {
        const endonym = LANGUAGE_ENDONYMS[code];
        return (
          <label key={code} className="language-picker__option">
            <input type="radio" name={legendId} value={code} checked={code === value} onChange={() => onChange(code)} />
            <span lang={languageTag(code)} dir="auto" className="language-picker__endonym">
              {endonym}
            </span>
            {endonym === LANGUAGE_NAMES[code] ? null : (
              <>
                {' '}
                <span lang="en" className="muted">
                  {LANGUAGE_NAMES[code]}
                </span>
              </>
            )}
          </label>
        );
      })}
    </fieldset>
  );
}
