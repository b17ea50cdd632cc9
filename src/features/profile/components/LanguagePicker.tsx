import { useId, useRef, type FormEvent } from 'react';
import { LANGUAGE_CODES, type LanguageCode } from '../../../contract/languages';
import { languageName, languageTag } from '../../../i18n/language-tags';
import { useT } from '../../../i18n/t';
import { LANGUAGE_ENDONYMS } from '../language-endonyms';
import { Button } from '../../../ui/Button';

/**
 * The 17 languages as one radio group in a form. Each shows its own name (in its own language and
 * script) and, when that differs, its name in the language on screen ("Deutsch German", "Deutsch
 * allemand"), which screen readers and tests find it by.
 *
 * Choosing is not applying: arrow keys only move the selection (`onSelect`), as a radio group's
 * keys do, since applying a language loads a catalogue, may flip the page to right-to-left and
 * saves to the account. A language applies (`onApply`) on an explicit choice: a tap or click on
 * it, Enter (the form's implicit submission), or the Save button, shown only while such a
 * choice waits.
 */
export function LanguagePicker({
  value,
  uiLanguage,
  onSelect,
  onApply,
}: {
  /** The selected language (not yet applied, or the one on screen). */
  value: LanguageCode;
  /** The language on screen, which the names beside the endonyms are in. */
  uiLanguage: LanguageCode;
  onSelect: (code: LanguageCode) => void;
  onApply: (code: LanguageCode) => void;
}) {
  const t = useT();
  const legendId = useId();
  // A change right after a pointer press is a tap on the option; after a key, it is navigation.
  const pointerChoice = useRef(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onApply(value);
  };
  return (
    <form className="language-picker" onSubmit={onSubmit}>
      <fieldset
        className="language-picker__group"
        role="radiogroup"
        aria-labelledby={legendId}
        onPointerDown={() => (pointerChoice.current = true)}
        onKeyDown={() => (pointerChoice.current = false)}
      >
        <legend id={legendId} className="language-picker__legend">
          {t('profileEdit.language')}
        </legend>
        {LANGUAGE_CODES.map((code) => {
          const endonym = LANGUAGE_ENDONYMS[code];
          const localName = languageName(code, uiLanguage);
          return (
            <label key={code} className="language-picker__option">
              <input
                type="radio"
                name={legendId}
                value={code}
                checked={code === value}
                onChange={() => {
                  onSelect(code);
                  if (pointerChoice.current) onApply(code);
                  pointerChoice.current = false;
                }}
              />
              <span lang={languageTag(code)} dir="auto" className="language-picker__endonym">
                {endonym}
              </span>
              {localName.toLocaleLowerCase() === endonym.toLocaleLowerCase() ? null : (
                <>
                  {' '}
                  <span className="muted">{localName}</span>
                </>
              )}
            </label>
          );
        })}
      </fieldset>
      {/* A tap on a language already applies it: Save shows only for a choice the keyboard moved to
          and did not apply yet (a Save beside an applied choice read as if the tap had not counted). */}
      {value !== uiLanguage ? (
        <Button type="submit" variant="quiet" className="language-picker__save">
          {t('profileEdit.save')}
        </Button>
      ) : null}
    </form>
  );
}
