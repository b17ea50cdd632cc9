import { useId } from 'react';
import { hapticImpact } from '../../../telegram/haptics';

export interface Choice<T extends string | number> {
  value: T;
  label: string;
  /** A second line under the label (an option's multiplier): the radio's description, not its name. */
  detail?: string;
}

/**
 * A radio group drawn as big segmented buttons: native radios give arrow-key moves, one tab stop
 * and the "radio, 2 of 3" announcements for free; the label is the ≥44 px tap target.
 */
export function ChoiceGroup<T extends string | number>({
  legend,
  choices,
  value,
  onChange,
  columns,
  replay,
}: {
  legend: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  columns?: number;
  /** Names the choices for a tap on the prerendered home (static-shell/replay-shell-taps.ts): `replay:value`. */
  replay?: string;
}) {
  const name = useId();
  const legendId = `${name}-legend`;
  return (
    <fieldset className="choices" role="radiogroup" aria-labelledby={legendId}>
      <legend id={legendId} className="choices__legend">
        {legend}
      </legend>
      <div className="choices__items" style={{ gridTemplateColumns: `repeat(${columns ?? choices.length}, 1fr)` }}>
        {choices.map((choice) => {
          const detailId = `${name}-${choice.value}-detail`;
          return (
            <label key={choice.value} className="choice">
              <input
                type="radio"
                className="choice__input"
                name={name}
                checked={choice.value === value}
                onChange={() => {
                  hapticImpact('light');
                  onChange(choice.value);
                }}
                aria-describedby={choice.detail ? detailId : undefined}
                data-replay={replay ? `${replay}:${choice.value}` : undefined}
              />
              <span className="choice__label">
                {choice.label}
                {/* Hidden from the name (it stays "Odd"), read as the description ("×1.95"). */}
                {choice.detail ? (
                  <span id={detailId} className="choice__detail" aria-hidden="true">
                    {choice.detail}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
