/**
 * The camera's picture with the browser's barcode reader run on it a few times a second; the first
 * code read is handed over and the camera stopped. A refused permission, a device without a camera
 * or a camera that will not start is said in words, with what the cashier can do instead.
 */
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './messages';

/** The part of the Barcode Detection API used here (not in TypeScript's DOM types yet). */
interface DetectedBarcode {
  readonly rawValue: string;
}
interface BarcodeReader {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeReaderClass = new () => BarcodeReader;

/** A read every 150 ms: quick enough to feel instant, light enough for a tablet's battery. */
const READ_INTERVAL_MS = 150;

type Problem = 'denied' | 'noCamera' | 'failed';

function problemOf(error: unknown): Problem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'noCamera';
  return 'failed';
}

const PROBLEM_TEXT = {
  denied: messages.cameraDenied,
  noCamera: messages.cameraMissing,
  failed: messages.cameraFailed,
} as const;

export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const intl = useIntl();
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  });

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const Reader = (window as unknown as { BarcodeDetector: BarcodeReaderClass }).BarcodeDetector;
    const reader = new Reader();
    const read = async () => {
      const element = video.current;
      if (stopped || !element) return;
      const found = await reader.detect(element).catch(() => []);
      const code = found.find((barcode) => barcode.rawValue.trim() !== '')?.rawValue;
      if (stopped) return;
      if (code) latest.current(code);
      else timer = setTimeout(() => void read(), READ_INTERVAL_MS);
    };
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('', 'NotFoundError');
      stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
        audio: false,
      });
      // Closed while the permission was asked: the cleanup ran before there was a stream to stop.
      if (stopped || !video.current) return stream.getTracks().forEach((track) => track.stop());
      video.current.srcObject = stream;
      await video.current.play();
      void read();
    };
    start().catch((error: unknown) => !stopped && setProblem(problemOf(error)));
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  if (problem) {
    return (
      <p role="alert" className="note note--error">
        {intl.formatMessage(PROBLEM_TEXT[problem])}
      </p>
    );
  }
  return (
    <div className="till-camera">
      <video ref={video} className="till-camera__video" muted playsInline aria-hidden="true" />
      <p className="muted">{intl.formatMessage(messages.cameraHint)}</p>
    </div>
  );
}
