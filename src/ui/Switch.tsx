import type { ReactNode } from 'react';

export interface SwitchProps {
  label: ReactNode;
  checked: boolean;
  onChange: (on: boolean) => void;
  disabled?: boolean;
  /** The id of a hint that describes the switch. */
  describedBy?: string;
}

/**
 * An on/off setting: its name, and a checkbox with role switch drawn as a toggle track (the whole
 * row is the tap target; styles in src/styles/global.css, "src/ui").
 */
export function Switch({ label, checked, onChange, disabled, describedBy }: SwitchProps) {
  return (
    <label className="switch">
      {label}
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        aria-checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
    </label>
  );
}
