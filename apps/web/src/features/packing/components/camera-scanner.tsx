import { Alert, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How often a video frame is read. */
const READ_EVERY_MS = 200;
/** Frames without the code before it counts as gone from view (a reader misses a frame now and then). */
const GONE_AFTER_FRAMES = 3;
/** Reads failing in a row before the reader is taken as broken (its WebAssembly did not load): said, not hidden. */
const FAILED_READS = 10;

const PROBLEMS = { denied: 'pickingUi:camera.denied', none: 'pickingUi:camera.none', failed: 'pickingUi:camera.failed' } as const;

/**
 * The rear camera's picture with a reader on it: a code coming into view is handed to `onCode` once, however long it
 * is held there; the same code counts again only after it has left the picture (the next piece of the same goods).
 * The camera stops when the scanner closes.
 */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<'denied' | 'none' | 'failed' | null>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    const run = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        const { barcodeDetector } = await import('./barcode-camera');
        const detector = await barcodeDetector();
        let inView = '';
        let missed = 0;
        let failed = 0;
        while (!stopped) {
          const [found] = await detector.detect(video.current).then(
            (codes) => {
              failed = 0;
              return codes;
            },
            () => {
              failed += 1;
              return [];
            },
          );
          if (failed >= FAILED_READS) throw new Error('the barcode reader fails on every frame');
          const code = found?.rawValue ?? '';
          if (code) {
            if (code !== inView) onCodeRef.current(code);
            inView = code;
            missed = 0;
          } else if (++missed >= GONE_AFTER_FRAMES) inView = '';
          await new Promise((resolve) => setTimeout(resolve, READ_EVERY_MS));
        }
      } catch (error) {
        if (stopped) return;
        const name = (error as { name?: string }).name;
        setProblem(name === 'NotAllowedError' ? 'denied' : name === 'NotFoundError' ? 'none' : 'failed');
      }
    };
    void run();
    return () => {
      stopped = true;
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return (
    <Stack gap="xs" data-testid="camera-scanner">
      {problem ? (
        <Alert color="red" data-testid="camera-problem">
          {t(PROBLEMS[problem])}
        </Alert>
      ) : (
        <>
          <video ref={video} muted playsInline style={{ width: '100%', borderRadius: 8, background: '#000' }} />
          <Text fz="sm" c="dimmed">
            {t('pickingUi:camera.hint')}
          </Text>
        </>
      )}
    </Stack>
  );
}
