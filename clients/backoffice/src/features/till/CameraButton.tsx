/**
 * The camera scan, only where the browser reads barcodes itself (BarcodeDetector: Chromium on
 * Android and ChromeOS); hidden elsewhere, where the search field and a wedge scanner do the work.
 * The scanner's code is loaded when the button is first used.
 */
import { Suspense, lazy, useState } from 'react';
import { useIntl } from 'react-intl';
import { sharedMessages } from '@tijara/shared';
import { Modal } from '../../components/Modal';
import { messages } from './messages';

const CameraScanner = lazy(async () => ({ default: (await import('./CameraScanner')).CameraScanner }));

export const cameraScanSupported = () => typeof window !== 'undefined' && 'BarcodeDetector' in window;

export function CameraButton({ onCode }: { onCode: (code: string) => void }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  if (!cameraScanSupported()) return null;
  return (
    <>
      <button type="button" className="pos-button pos-button--icon" onClick={() => setOpen(true)}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" className="icon">
          <path
            fill="currentColor"
            d="M9 4 7.2 6H4a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2h-3.2L15 4H9Zm3 5a4 4 0 1 1 0 8 4 4 0 0 1 0-8Z"
          />
        </svg>
        <span className="visually-hidden">{intl.formatMessage(messages.cameraOpen)}</span>
      </button>
      <Modal open={open} title={intl.formatMessage(messages.cameraTitle)} onClose={() => setOpen(false)}>
        <Suspense fallback={<p role="status">{intl.formatMessage(sharedMessages.loading)}</p>}>
          <CameraScanner
            onCode={(code) => {
              setOpen(false);
              onCode(code);
            }}
          />
        </Suspense>
      </Modal>
    </>
  );
}
