// The free downloads (product-rules.md S4, S7): each file is generated in the browser and saved;
// 'Download Started' shows at once and 'Download Complete' 1 s after it is on screen. Timers and
// object URLs are released when the page goes away.
import { useEffect, useRef } from 'react';
import { Badge } from '../../components/Badge.tsx';
import { Button } from '../../components/actions/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { toast } from '../../components/overlay/toast.ts';
import { whenToastsOnScreen } from '../../boot/toastDemand.ts';
import { VisuallyHidden } from '../../components/VisuallyHidden.tsx';
import { DOWNLOAD_COMPLETE_DELAY_MS, downloads, type Download } from '../../content/downloads.ts';
import { toasts } from '../../content/toasts.ts';
import * as s from '../../design/page.css.ts';

function saveFile(download: Download): string {
  const url = URL.createObjectURL(new Blob([download.build()], { type: download.mimeType }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = download.fileName;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  return url;
}

export function Downloads() {
  const inFlight = useRef(new Set<() => void>());

  useEffect(() => {
    const releases = inFlight.current;
    return () => {
      for (const release of releases) release();
      releases.clear();
    };
  }, []);

  const start = (download: Download) => {
    toast(toasts.downloadStarted(download.title));
    const url = saveFile(download);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const release = () => {
      stopWaiting();
      clearTimeout(timer);
      URL.revokeObjectURL(url);
    };
    // The second counts from when 'Download Started' is on screen, so it is never replaced unseen.
    const stopWaiting = whenToastsOnScreen(() => {
      timer = setTimeout(() => {
        inFlight.current.delete(release);
        release();
        toast(toasts.downloadComplete(download.title));
      }, DOWNLOAD_COMPLETE_DELAY_MS);
    });
    inFlight.current.add(release);
  };

  return (
    <ul className={s.cardGrid}>
      {downloads.map((download) => (
        <Card
          as="li"
          key={download.id}
          title={download.title}
          description={download.description}
          footer={
            <Button variant="outline" onPress={() => start(download)}>
              Download<VisuallyHidden elementType="span"> {download.title}</VisuallyHidden>
            </Button>
          }
        >
          <div>
            <Badge size="sm">{download.format}</Badge>
          </div>
        </Card>
      ))}
    </ul>
  );
}
