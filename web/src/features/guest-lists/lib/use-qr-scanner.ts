import { useCallback, useEffect, useRef, useState } from 'react';
import { decodeQr } from './qr-decode';

/** The camera: off, being started, on (reading frames), refused by her, or not there. */
export type CameraState = 'off' | 'starting' | 'on' | 'denied' | 'unavailable';

// A frame read four times a second, at most this wide: enough for a code held up to a phone.
const FRAME_MS = 250;
const FRAME_WIDTH = 640;

/** Draws the video's frame, scaled down, into the canvas and reads a QR code in it. */
async function readFrame(video: HTMLVideoElement, canvas: HTMLCanvasElement): Promise<string | null> {
  const scale = Math.min(1, FRAME_WIDTH / (video.videoWidth || FRAME_WIDTH));
  canvas.width = Math.round((video.videoWidth || FRAME_WIDTH) * scale);
  canvas.height = Math.round((video.videoHeight || FRAME_WIDTH) * scale);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return decodeQr(canvas);
}

const stopTracks = (stream: MediaStream | null) => stream?.getTracks().forEach((track) => track.stop());

/**
 * The phone's back camera for scanning guests' QR codes: `start` asks for it, each code read is
 * handed to `onCode` (while a frame is read no other is), `stop` turns it off, and so does the
 * component's leaving the page.
 */
export function useQrScanner(onCode: (code: string) => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [state, setState] = useState<CameraState>('off');
  const mounted = useRef(false);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  });

  const stop = useCallback(() => {
    stopTracks(streamRef.current);
    streamRef.current = null;
    setState('off');
  }, []);

  const start = useCallback(async () => {
    if (!navigator.mediaDevices?.getUserMedia) {
      setState('unavailable');
      return;
    }
    setState('starting');
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      // She left the view while the browser asked her: the camera goes off again at once.
      if (!mounted.current) return stopTracks(stream);
      stopTracks(streamRef.current);
      streamRef.current = stream;
      setState('on');
    } catch (error) {
      setState(
        error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError') ? 'denied' : 'unavailable',
      );
    }
  }, []);

  useEffect(() => {
    const video = videoRef.current;
    const stream = streamRef.current;
    if (state !== 'on' || !video || !stream) return;
    video.srcObject = stream;
    void video.play().catch(() => undefined);
    const canvas = document.createElement('canvas');
    let reading = false;
    let stopped = false;
    const timer = setInterval(() => {
      if (reading || video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) return;
      reading = true;
      readFrame(video, canvas)
        .then((code) => {
          if (code && !stopped) onCodeRef.current(code);
        })
        .catch(() => undefined)
        .finally(() => {
          reading = false;
        });
    }, FRAME_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
      video.srcObject = null;
    };
  }, [state]);

  // Leaving the view turns the camera off (its light too).
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      stopTracks(streamRef.current);
      streamRef.current = null;
    };
  }, []);

  return { videoRef, state, start, stop };
}
