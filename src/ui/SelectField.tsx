import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  children: ReactNode;
}

/** A labelled choice from a short list, styled as the text fields are (`.field`, `.text-input`). */
export function SelectField({ label, className, children, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      <select id={id} className="text-input" {...select}>
        {children}
      </select>
    </div>
  );
}
