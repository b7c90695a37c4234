/** A labelled checkbox of the UI kit, its label beside it on a 44 px row. */
export function CheckboxField({
  label,
  checked,
  onChange,
  className = '',
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}) {
  return (
    <label className={`flex min-h-11 items-center gap-3 text-sm font-medium text-gray-900 ${className}`}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 shrink-0 accent-brand-800"
      />
      {label}
    </label>
  );
}
