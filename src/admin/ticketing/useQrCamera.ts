import { useCallback, useEffect, useRef, useState } from 'react';
import { createFrameReader } from './qrDecoder';

/** Where the camera stands; 'denied' and 'noCamera' leave the typed code as the way in. */
export type CameraState = 'off' | 'starting' | 'scanning' | 'denied' | 'noCamera' | 'failed';

/** How often a frame is read: enough to feel instant, little enough to leave the device cool. */
const FRAME_INTERVAL_MS = 250;

/**
 * The device camera reading QR codes: started on request, stopped when a code is read, on
 * `stop`, and whenever the page is left (unmount), so the camera light never stays on.
 */
export function useQrCamera(onCode: (text: string) => void, media: Pick<MediaDevices, 'getUserMedia'> | undefined = globalThis.navigator?.mediaDevices) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [state, setState] = useState<CameraState>('off');
  const latestOnCode = useRef(onCode);
  latestOnCode.current = onCode;

  const stop = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setState((now) => (now === 'scanning' || now === 'starting' ? 'off' : now));
  }, []);

  const start = useCallback(async () => {
    if (!media?.getUserMedia) return setState('noCamera');
    setState('starting');
    try {
      stream.current = await media.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
    } catch (error) {
      const name = (error as { name?: string } | null)?.name;
      return setState(
        name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : name === 'NotFoundError' || name === 'OverconstrainedError' ? 'noCamera' : 'failed',
      );
    }
    const video = videoRef.current;
    if (!video) return stop();
    video.srcObject = stream.current;
    await video.play().catch(() => undefined);
    const read = await createFrameReader();
    setState('scanning');
    const tick = async () => {
      if (!stream.current) return;
      const text = await read(video).catch(() => null);
      if (text) {
        stop();
        latestOnCode.current(text);
        return;
      }
      timer.current = setTimeout(() => void tick(), FRAME_INTERVAL_MS);
    };
    void tick();
  }, [media, stop]);

  useEffect(() => stop, [stop]);

  return { videoRef, state, start, stop };
}
