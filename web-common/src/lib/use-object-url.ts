import { useEffect, useState } from 'react';

/**
 * A temporary `blob:` address for a picked file (an avatar's preview before it is uploaded), or null
 * while there is no file. The address is revoked when the file changes or the component unmounts.
 */
export function useObjectUrl(file: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);

  return url;
}
