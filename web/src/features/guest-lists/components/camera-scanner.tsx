import { Trans, useLingui } from '@lingui/react/macro';
import { Camera, CameraOff } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useQrScanner } from '../lib/use-qr-scanner';

/** "Scan with the camera": the back camera's picture, each QR code read handed to `onCode`; off again with Stop or on leaving. */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useLingui();
  const { videoRef, state, start, stop } = useQrScanner(onCode);
  const on = state === 'on' || state === 'starting';
  return (
    <div className="space-y-3">
      {on ? (
        <Button variant="secondary" onClick={stop} className="w-full">
          <CameraOff aria-hidden="true" className="size-4" />
          <Trans>Stop the camera</Trans>
        </Button>
      ) : (
        <Button variant="secondary" onClick={() => void start()} className="w-full">
          <Camera aria-hidden="true" className="size-4" />
          <Trans>Scan with the camera</Trans>
        </Button>
      )}
      {state === 'on' && (
        <video
          ref={videoRef}
          muted
          playsInline
          aria-label={t`The camera's picture: hold a guest's QR code in it`}
          className="aspect-square w-full rounded-xl bg-gray-900 object-cover"
        />
      )}
      {state === 'starting' && (
        <p role="status" className="text-sm text-gray-700">
          <Trans>Starting the camera…</Trans>
        </p>
      )}
      {state === 'denied' && (
        <p role="alert" className="text-sm text-red-700">
          <Trans>The camera was not allowed. Allow it for this site in the browser’s settings, or type the code.</Trans>
        </p>
      )}
      {state === 'unavailable' && (
        <p role="alert" className="text-sm text-red-700">
          <Trans>This browser cannot use a camera here. Type the code instead.</Trans>
        </p>
      )}
    </div>
  );
}
