import { useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { ContentImage } from '../../../components/ui/content-image';

interface Portrait {
  name: string;
  photo: string;
  /** An uploaded photo's srcsets (decision 023); absent for the seed's portraits. */
  photoSources?: { webp: string; avif: string } | null | undefined;
  photoAlt?: string | null | undefined;
}

/** An enabler's portrait: the seed's single file, or an uploaded photo with its srcsets; alt text "Portrait of <name>" unless the upload has its own. */
export function EnablerPortrait({
  enabler,
  sizes,
  loading,
  ...img
}: { enabler: Portrait; sizes: string; loading?: 'eager' | 'lazy' } & Omit<
  ComponentProps<typeof ContentImage>,
  'src' | 'alt' | 'sources' | 'sizes' | 'eager'
>) {
  const { t } = useLingui();
  const { name } = enabler;
  return (
    <ContentImage
      src={enabler.photo}
      sources={enabler.photoSources}
      alt={enabler.photoAlt ?? t`Portrait of ${name}`}
      sizes={sizes}
      eager={loading !== 'lazy'}
      {...img}
    />
  );
}
