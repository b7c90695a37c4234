import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { TextAreaField, TextField } from '../../../components/ui/field';

interface Props {
  /** The English field's label: the Malayalam one is "<label> (Malayalam)". */
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** The English field's limit, which the Malayalam text shares. */
  maxLength: number;
  /** Paragraphs (a textarea of this many rows) rather than a line. */
  rows?: number;
  /** The English field, shown first. */
  children: ReactNode;
  className?: string;
}

/**
 * An English text field with its Malayalam version (decision 028): under it on a phone or a tablet,
 * beside it from 1024 px. The Malayalam is optional: left empty, the Malayalam pages show the English.
 */
export function WithMalayalam({ label, value, onChange, error, maxLength, rows, children, className = '' }: Props) {
  const { t } = useLingui();
  const malayalamLabel = t`${label} (Malayalam)`;
  const common = { label: malayalamLabel, lang: 'ml', value: value ?? '', error, maxLength, className: 'min-w-0' };
  return (
    <div className={`grid gap-4 lg:grid-cols-2 ${className}`}>
      <div className="min-w-0">{children}</div>
      {rows ? (
        <TextAreaField {...common} rows={rows} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <TextField {...common} onChange={(e) => onChange(e.target.value)} />
      )}
    </div>
  );
}
